import { expect, test, type Page } from '@playwright/test';
import { MONEY, openBuyableProduct, productPageForm, signIn } from './support';

async function addToCart(page: Page, quantity: number): Promise<void> {
  const form = productPageForm(page);
  await form.getByLabel('Menge', { exact: true }).fill(String(quantity));
  await form.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await expect(page.locator('.add-to-cart__message--ok')).toHaveText(
    `${quantity} Stück in den Warenkorb gelegt.`,
  );
}

test('a purchaser puts a product into the cart; the header and the cart page show it with its prices', async ({
  page,
}) => {
  await signIn(page, 'de-at', 'purchaser@20hhat.example');
  const name = await openBuyableProduct(page);
  await addToCart(page, 2);
  await expect(page.locator('.cart-entry__total')).toHaveText(MONEY);

  await page.locator('.cart-entry').click();
  await expect(page).toHaveURL(/\/de-at\/warenkorb$/);
  const line = page.locator('.cart-line', { hasText: name });
  await expect(line.getByLabel('Menge')).toHaveValue(/\d+/);
  await expect(line.locator('.cart-line__prices')).toContainText(MONEY);
  await expect(page.getByRole('complementary', { name: 'Zusammenfassung' })).toContainText(MONEY);

  await line.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.locator('.cart-line', { hasText: name })).toHaveCount(0);
});

test('a change made in another tab reaches the open cart page live', async ({ context, page }) => {
  await signIn(page, 'de-at', 'approver@20hhat.example');
  const name = await openBuyableProduct(page);
  await addToCart(page, 1);
  const productUrl = page.url();
  await page.goto('/de-at/warenkorb');
  const line = page.locator('.cart-line', { hasText: name });
  await expect(line.getByLabel('Menge')).toHaveValue('1');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  // The other tab adds 2 more: the open cart page follows without a reload (cart-changed event).
  const other = await context.newPage();
  await other.goto(productUrl);
  await addToCart(other, 2);
  await expect(page.locator('.cart-line', { hasText: name }).getByLabel('Menge')).toHaveValue('3');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('two tabs change one cart: the stale tab is told, shows the current cart, and applies nothing on top', async ({
  context,
  page,
}) => {
  await signIn(page, 'de-at', 'approver@20hhat.example');
  const name = await openBuyableProduct(page);
  await addToCart(page, 1);
  // The second tab hears no live events (as while its stream is down): it keeps the version it loaded.
  const stale = await context.newPage();
  await stale.route('**/sse*', (route) => route.abort());
  await stale.goto('/de-at/warenkorb');
  const staleQuantity = stale.locator('.cart-line', { hasText: name }).getByLabel('Menge');
  await expect(staleQuantity).toHaveValue(/\d+/);
  const before = Number(await staleQuantity.inputValue());

  await page.goto('/de-at/warenkorb');
  const quantity = page.locator('.cart-line', { hasText: name }).getByLabel('Menge');
  await quantity.fill(String(before + 4));
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(before + 4));

  await staleQuantity.fill(String(before + 1));
  await staleQuantity.press('Enter');
  await expect(stale.locator('.cart-page__notice')).toContainText('inzwischen geändert');
  await expect(staleQuantity).toHaveValue(String(before + 4));
  await page.reload();
  await expect(page.locator('.cart-line', { hasText: name }).getByLabel('Menge')).toHaveValue(
    String(before + 4),
  );
});

test("a basket shopper's cart shows no amount anywhere", async ({ page }) => {
  await signIn(page, 'de-at', 'shopper@20hhat.example');
  await openBuyableProduct(page);
  await addToCart(page, 1);
  await expect(page.locator('.cart-entry__total')).toHaveCount(0);
  await page.locator('.cart-entry').click();
  await expect(page.locator('.cart-line').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(MONEY);
});
