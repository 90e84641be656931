import { expect, test, type Browser, type Page } from '@playwright/test';
import { openBuyableProduct, productPageForm, signIn } from './support';

const CARTS = '/de-at/account/mein-konto/warenkorbverwaltung';

/** The basket shopper fills a cart and hands it over with a comment; the page shows the next, empty cart. */
async function handOver(page: Page, comment: string): Promise<void> {
  await openBuyableProduct(page);
  const form = productPageForm(page);
  await form.locator('.add-to-cart__button').click();
  await expect(form.locator('.add-to-cart__message--ok')).not.toBeEmpty();
  await page.goto('/de-at/warenkorb');
  await page.getByLabel('Kommentar für die Freigabe').fill(comment);
  await page.getByRole('button', { name: 'Zur Freigabe übergeben' }).click();
  await expect(page.locator('.cart-page__empty')).toBeVisible();
}

/** An approver's page on the shopper's pending cart (found by its comment in the list's cart pages). */
async function openPendingCart(browser: Browser, comment: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'de-at', 'approver@20hhat.example');
  await page.goto(CARTS);
  const pending = page.locator('.cart-admin__cart', { hasText: 'Wartet auf Freigabe' });
  await expect(pending.first()).toBeVisible();
  for (const link of await pending.locator('.cart-admin__name').all()) {
    await link.click();
    await expect(page.locator('.decide')).toBeVisible();
    if (await page.getByText(`Kommentar der anfragenden Person: ${comment}`).isVisible()) return page;
    await page.goBack();
  }
  throw new Error(`no pending cart with the comment ${comment}`);
}

test('an approver approves a handed-over cart; the shopper hears it live with the order number', async ({
  page,
  browser,
}) => {
  const comment = `Freigabe ${Date.now()}`;
  await signIn(page, 'de-at', 'shopper@20hhat.example');
  await handOver(page, comment);

  const approver = await openPendingCart(browser, comment);
  const cartUrl = approver.url();

  // The approver has it open for editing: an administrator of the customer sees it locked, read-only.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'de-at', 'admin@20hhat.example');
  await admin.goto(cartUrl);
  await expect(admin.locator('.cart-lock')).toContainText(
    /Gesperrt: .+ bearbeitet diesen Warenkorb bis \d{2}:\d{2} Uhr/,
  );
  await expect(admin.locator('.decide')).toHaveCount(0);

  // The approver changes a quantity before deciding (the cart becomes Modified).
  const quantity = approver.getByLabel('Menge').first();
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(approver.getByLabel('Menge').first()).toHaveValue('3');
  await approver.getByLabel('Kommentar zur Entscheidung').fill('Passt so');
  await approver.getByRole('button', { name: 'Freigeben und bestellen' }).click();
  await expect(approver.locator('.cart-admin__notice')).toContainText(/Bestellung WS-\d{6}/);
  const orderNumber = (await approver.locator('.cart-admin__notice').innerText()).match(/WS-\d{6}/)![0];

  // The shopper's open page follows without a reload.
  await expect(page.locator('.toast', { hasText: 'Warenkorb freigegeben' })).toContainText(orderNumber);
  // The order holds the approver's quantity.
  await approver.goto(`/de-at/bestellabschluss?order=${orderNumber}`);
  await expect(approver.locator('.checkout-lines__meta').first()).toContainText('Menge: 3');
  await approver.context().close();
  await adminContext.close();
});

test('an approver declines with a reason; the shopper reads why, live', async ({ page, browser }) => {
  const comment = `Ablehnung ${Date.now()}`;
  await signIn(page, 'de-at', 'shopper@20hhat.example');
  await handOver(page, comment);

  const approver = await openPendingCart(browser, comment);
  await approver.getByLabel('Kommentar zur Entscheidung').fill('Budget erschöpft');
  await approver.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(approver.locator('.cart-admin__notice')).toHaveText(
    'Der Warenkorb wurde abgelehnt und gelöscht.',
  );

  await expect(page.locator('.toast', { hasText: 'Warenkorb abgelehnt' })).toContainText('Budget erschöpft');
  await approver.context().close();
});
