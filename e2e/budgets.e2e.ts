import { expect, test, type Page } from '@playwright/test';
import { findPendingCart, handOver, signIn } from './support';

const BUDGETS = '/de-at/account/mein-konto/budgets';

/** The signed-in contact's name, as the account page shows it (and the budgets page lists it). */
async function contactNameOf(page: Page): Promise<string> {
  const person = page.locator('.info-card', { has: page.locator('#account-person') });
  return person.locator('dd').first().innerText();
}

/** Sets a contact's budget on the budgets page, as an approver does; waits until it is saved. */
async function setBudget(page: Page, name: string, value: string, canExceed: boolean): Promise<void> {
  await page.goto(BUDGETS);
  const row = page.locator('.budgets__budget', { hasText: name });
  await row.locator('.budgets__edit').click();
  const form = page.getByRole('form', { name: `Budget von ${name} bearbeiten` });
  await form.getByLabel('Budget im laufenden Zeitraum').fill(value);
  await form.getByLabel('Budget ab dem nächsten Zeitraum').fill(value);
  await form.getByLabel('Darf das Budget überschreiten').setChecked(canExceed);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('.budgets__notice')).toHaveText(`Das Budget von ${name} ist gespeichert.`);
  await expect(row.locator('.budgets__figures')).toContainText(
    canExceed ? /Überschreitung erlaubt\s*Ja/ : /Überschreitung erlaubt\s*Nein/,
  );
}

test('an approver sets a budget: a cart beyond it is refused at approval until the budget may be exceeded', async ({
  page,
  browser,
}) => {
  const comment = `Budget ${Date.now()}`;
  await signIn(page, 'de-at', 'shopper@20hhat.example');
  const shopper = await contactNameOf(page);
  await handOver(page, comment);

  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  await signIn(approver, 'de-at', 'approver@20hhat.example');
  try {
    await setBudget(approver, shopper, '1,00', false);
    await findPendingCart(approver, comment);
    const warning = approver.locator('.cart-budget__warning');
    await expect(warning).toHaveText(
      'Dieser Warenkorb überschreitet das Budget und kann so nicht bestellt oder freigegeben werden.',
    );
    await approver.getByRole('button', { name: 'Freigeben und bestellen' }).click();
    await expect(approver.locator('.decide__notice')).toContainText(
      'Dieser Warenkorb überschreitet das verfügbare Budget.',
    );
    // Refused, nothing ordered: the cart still waits for a decision.
    await approver.reload();
    await expect(approver.locator('.decide')).toBeVisible();

    await setBudget(approver, shopper, '1,00', true);
    await findPendingCart(approver, comment);
    await expect(warning).toHaveText(
      'Dieser Warenkorb überschreitet das Budget; die Überschreitung ist erlaubt.',
    );
    await approver.getByRole('button', { name: 'Freigeben und bestellen' }).click();
    await expect(approver.locator('.cart-admin__notice')).toContainText(/Bestellung WS-\d{6}/);

    // The order consumed the budget beyond its value: the budgets page shows it exceeded.
    await approver.goto(BUDGETS);
    await expect(approver.locator('.budgets__budget', { hasText: shopper })).toHaveClass(
      /budgets__budget--exceeded/,
    );
  } finally {
    // The other tests' basket shopper hands carts over: a budget that may be exceeded refuses none.
    await setBudget(approver, shopper, '1000000', true);
    await approverContext.close();
  }
});
