import { expect, test, type Page } from '@playwright/test';
import { openFirstCategory, signIn } from './support';

interface Pick {
  sku: string;
  ean: string;
}

/**
 * Two products of the first category that can be put into the cart one at a time (buyable, no
 * minimum order quantity above 1), with their EANs from their product pages.
 */
async function twoBuyableProducts(page: Page): Promise<[Pick, Pick]> {
  await page.goto('/de-at');
  await openFirstCategory(page);
  const cards = page.locator('main .product-card');
  // The category's own cards (the page before may still be drawn right after the address changed),
  // and their cart controls, which show once the session's cart is known.
  await expect(page.locator('main').getByText(/^\d+ Artikel$/)).toBeVisible();
  await expect
    .poll(() => cards.locator('.add-to-cart__quantity').count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const slugs: { sku: string; href: string }[] = [];
  for (let i = 0; i < (await cards.count()) && slugs.length < 2; i++) {
    const card = cards.nth(i);
    const quantity = card.locator('.add-to-cart__quantity');
    if ((await quantity.count()) === 0 || (await quantity.getAttribute('min')) !== '1') continue;
    const sku = (await card.locator('.product-card__sku').innerText()).split(/\s+/).pop()!;
    slugs.push({ sku, href: (await card.locator('.product-card__link').getAttribute('href'))! });
  }
  if (slugs.length < 2)
    throw new Error('fewer than two products to be bought one at a time in the first category');
  const picks: Pick[] = [];
  for (const { sku, href } of slugs) {
    await page.goto(href);
    const numbers = page.locator('.product-page__numbers span');
    await expect(numbers.first()).toHaveText(sku);
    picks.push({ sku, ean: await numbers.nth(1).innerText() });
  }
  return [picks[0], picks[1]];
}

/** Removes every line of the session's cart, so the header's count starts at 0. */
async function emptyCart(page: Page): Promise<void> {
  await page.goto('/de-at/warenkorb');
  const lines = page.locator('.cart-line');
  await expect(lines.first().or(page.locator('.cart-page__empty'))).toBeVisible();
  while ((await lines.count()) > 0) {
    const before = await lines.count();
    await lines.first().getByRole('button', { name: 'Entfernen' }).click();
    await expect(lines).toHaveCount(before - 1);
  }
  await expect(page.locator('.cart-entry__count')).toHaveText('0');
}

test('a purchaser quick-orders three rows by sku and EAN; the unknown one stays with its reason', async ({
  page,
}) => {
  await signIn(page, 'de-at', 'admin@20hhat.example');
  const [first, second] = await twoBuyableProducts(page);
  await emptyCart(page);

  await page.goto('/de-at/schnellbestellung');
  await expect(page.getByRole('heading', { level: 1, name: 'Schnellbestellung' })).toBeVisible();
  const rows: [string, string][] = [
    [first.sku, '2'],
    [second.ean, '3'],
    ['999999999', '1'],
  ];
  for (const [index, [code, quantity]] of rows.entries()) {
    await page.getByLabel(`Artikelnummer oder EAN, Zeile ${index + 1}`, { exact: true }).fill(code);
    await page.getByLabel(`Menge, Zeile ${index + 1}`, { exact: true }).fill(quantity);
  }
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();

  await expect(page.locator('.quick-order-page__notice')).toContainText(
    '2 Zeilen in den Warenkorb gelegt. 1 Zeile braucht Ihre Aufmerksamkeit.',
  );
  // The two rows that went in are gone; the unknown code is the first row now, marked, with why.
  const unknown = page.getByLabel('Artikelnummer oder EAN, Zeile 1', { exact: true });
  await expect(unknown).toHaveValue('999999999');
  await expect(unknown).toHaveAttribute('aria-invalid', 'true');
  await expect(unknown).toHaveAccessibleDescription('Diesen Artikel gibt es in diesem Shop nicht.');
  await expect(page.getByLabel('Artikelnummer oder EAN, Zeile 2', { exact: true })).toHaveValue('');
  await expect(page.locator('.cart-entry__count')).toHaveText('2');

  await page.getByRole('link', { name: 'Warenkorb ansehen' }).click();
  await expect(page).toHaveURL(/\/de-at\/warenkorb$/);
  for (const [sku, quantity] of [
    [first.sku, '2'],
    [second.sku, '3'],
  ]) {
    const line = page.locator('.cart-line', { hasText: `Art.-Nr.: ${sku}` });
    await expect(line.getByLabel('Menge')).toHaveValue(quantity);
  }
});
