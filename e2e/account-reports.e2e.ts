import { expect, test } from '@playwright/test';
import { signIn } from './support';

const ACCOUNT = '/de-at/account/mein-konto';

test('an administrator reads the service list by category for a date range, and a wrong range is explained', async ({
  page,
}) => {
  await signIn(page, 'de-at', 'admin@20hhat.example');
  await page.goto(`${ACCOUNT}/serviceleistungen`);
  const overview = page.locator('.service-list__table').first();
  await expect(overview.locator('tbody tr').first()).toBeVisible();
  // The seeded services of the last months: counts and net values per category, and their total.
  const total = overview.locator('tfoot td').first();
  expect(Number(await total.innerText())).toBeGreaterThan(0);

  const category = overview.locator('tbody th a').first();
  const categoryName = await category.innerText();
  await category.click();
  await expect(page).toHaveURL(/\/serviceleistungen\/[\w-]+\?/);
  await expect(page.locator('.service-list__service').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Kategorien' })).toBeVisible();
  await expect(page.locator('.service-list__summary')).toContainText(/Einsätze? im Zeitraum/);
  expect(categoryName.length).toBeGreaterThan(0);

  // Until before from: refused with the rule's message; the list shown stays.
  const services = await page.locator('.service-list__service').count();
  await page.getByLabel('Von', { exact: true }).fill('2026-06-30');
  await page.getByLabel('Bis', { exact: true }).fill('2026-06-01');
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page.locator('.service-list__form-error')).not.toBeEmpty();
  await expect(page.locator('.service-list__service')).toHaveCount(services);
});

test('a purchaser finds the salesperson, service and shipment contacts of the company, with mail and phone links', async ({
  page,
}) => {
  await signIn(page, 'de-at', 'purchaser@20hhat.example');
  await page.goto(`${ACCOUNT}/vertrieb`);
  const cards = page.locator('.sales__card');
  await expect(cards).toHaveCount(3);
  await expect(page.locator('.sales__role')).toHaveText([
    'Außendienst / Vertrieb',
    'Kundendienst / Service',
    'Versand / Lieferung',
  ]);
  for (const card of await cards.all()) {
    await expect(card.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(card.locator('a[href^="tel:"]')).toBeVisible();
  }
});
