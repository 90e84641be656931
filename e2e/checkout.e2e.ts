import { expect, test, type Page } from '@playwright/test';
import { MONEY, openBuyableProduct, productPageForm, signIn } from './support';

const CART_PATH = { 'de-at': 'warenkorb', 'bg-bg': 'kolichka' } as const;

/** Puts `quantity` of the first buyable product into the cart (labels differ per language: by class). */
async function putIntoCart(page: Page, locale: keyof typeof CART_PATH, quantity: number): Promise<string> {
  const name = await openBuyableProduct(page, locale);
  const form = productPageForm(page);
  await form.locator('.add-to-cart__quantity').fill(String(quantity));
  await form.locator('.add-to-cart__button').click();
  await expect(page.locator('.add-to-cart__message--ok')).not.toBeEmpty();
  return name;
}

/** The order numbers the BFF answered finalizeCart with on this page. */
function finalizeAnswers(page: Page): string[] {
  const numbers: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/graphql' || response.request().method() !== 'POST') return;
    if (!response.request().postData()?.includes('FinalizeCart')) return;
    const body = (await response.json()) as { data?: { finalizeCart?: { orderNumber: string } } };
    if (body.data?.finalizeCart) numbers.push(body.data.finalizeCart.orderNumber);
  });
  return numbers;
}

test('a purchaser checks out with an own reference and another address, and gets one order number', async ({
  page,
}) => {
  await signIn(page, 'de-at', 'admin@20hhat.example');
  const name = await putIntoCart(page, 'de-at', 2);
  await page.goto(`/de-at/${CART_PATH['de-at']}`);
  await page.locator('.cart-page__checkout').click();
  await expect(page).toHaveURL(/\/de-at\/bestellbestaetigung$/);

  const summary = page.getByRole('complementary', { name: 'Zusammenfassung' });
  await expect(summary).toContainText('MwSt. 20 %');
  await expect(summary.locator('.order-totals__row--gross')).toContainText(MONEY);
  await expect(page.locator('.checkout-lines__line', { hasText: name })).toContainText('Menge: 2');

  await page.getByLabel('Ihre Bestellreferenz', { exact: true }).fill('PO/4711 Küche!');
  await page.getByLabel('An eine andere Adresse liefern').check();
  await page.getByLabel('Vorname', { exact: true }).fill('Eva');
  await page.getByLabel('Nachname', { exact: true }).fill('Nováková');
  await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Lieferweg 3');
  await page.getByLabel('PLZ', { exact: true }).fill('1100');
  await page.getByLabel('Ort', { exact: true }).fill('Wien');

  const answers = finalizeAnswers(page);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).dblclick();
  await expect(page).toHaveURL(/\/de-at\/bestellabschluss\?order=WS-\d{6}$/);
  const number = await page.locator('.checkout-finish__number').innerText();
  expect(number).toMatch(/^WS-\d{6}$/);
  await expect(page.locator('.checkout-finish')).toContainText('Vielen Dank für Ihre Bestellung!');
  await expect(page.locator('.checkout-finish')).toContainText('PO4711 Küche');
  await expect(page.locator('.checkout-finish')).toContainText('Lieferweg 3');
  await expect(page.locator('.checkout-finish .checkout-lines__line', { hasText: name })).toContainText(
    MONEY,
  );
  // However often the button was hit, every answer named this one order.
  expect(answers.length).toBeGreaterThan(0);
  expect(new Set(answers)).toEqual(new Set([number]));

  // The ordered cart is gone: the session starts a new, empty one.
  await page.goto(`/de-at/${CART_PATH['de-at']}`);
  await expect(page.locator('.cart-page__empty')).toBeVisible();
  // Reloading the finish page shows the same order again.
  await page.goto(`/de-at/bestellabschluss?order=${number}`);
  await expect(page.locator('.checkout-finish__number')).toHaveText(number);
});

test('a Bulgarian purchaser sees totals in BGN and EUR and finishes an order', async ({ page }) => {
  await signIn(page, 'bg-bg', 'purchaser@57hhbg.example');
  await putIntoCart(page, 'bg-bg', 1);
  await page.goto(`/bg-bg/${CART_PATH['bg-bg']}`);
  await page.locator('.cart-page__checkout').click();
  await expect(page).toHaveURL(/\/bg-bg\/potvarzhdenie-za-porachka$/);
  const gross = page.locator('.checkout-page__summary .order-totals__row--gross');
  await expect(gross).toContainText('лв');
  await expect(gross).toContainText('€');
  await page.locator('.checkout-page__order').click();
  await expect(page).toHaveURL(/\/bg-bg\/zavarshvane-na-porachka\?order=WS-\d{6}$/);
  await expect(page.locator('.checkout-finish')).toContainText('Благодарим ви за поръчката!');
});

test('the basket shopper is not offered a checkout', async ({ page }) => {
  await signIn(page, 'de-at', 'shopper@20hhat.example');
  await putIntoCart(page, 'de-at', 1);
  await page.goto(`/de-at/${CART_PATH['de-at']}`);
  await expect(page.locator('.cart-line').first()).toBeVisible();
  await expect(page.locator('.cart-page__checkout')).toHaveCount(0);
});
