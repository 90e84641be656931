import { expect, test } from '@playwright/test';
import { handOver, openPendingCart, signIn } from './support';

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
