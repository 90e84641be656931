import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accountWord, signIn } from './support';

/** The words of the company pages per locale (libs/locales route words) and the texts the test reads. */
const LOCALES = {
  'de-at': {
    domain: '20hhat',
    companyData: 'firmendaten',
    settings: 'einstellungen',
    location: 'benutzerverwaltung/standort',
    companyTitle: 'Firmendaten',
    settingsTitle: 'Einstellungen',
    locationTitle: 'Standortverwaltung',
    bank: 'Bankverbindung',
    billTo: 'Rechnungsempfänger',
    reminder: 'Erinnerung an Freigaben',
    save: 'Speichern',
    saved: 'Die Einstellungen wurden gespeichert.',
    newLocation: 'Neuer Standort',
    fields: ['Name', 'Straße und Hausnummer', 'PLZ', 'Ort'],
    create: 'Standort anlegen',
    remove: 'Standort entfernen',
    activity: 'Letzte Änderungen',
  },
  'bg-bg': {
    domain: '57hhbg',
    companyData: 'firmeni-danni',
    settings: 'nastroyki',
    location: 'administrirane-na-potrebitelite/firmena-baza',
    companyTitle: 'Фирмени данни',
    settingsTitle: 'Настройки',
    locationTitle: 'Фирмена база',
    bank: 'Банкова сметка',
    billTo: 'Получател на фактурата',
    reminder: 'Напомняне за одобрения',
    save: 'Запази',
    saved: 'Настройките са запазени.',
    newLocation: 'Нов обект',
    fields: ['Име', 'Улица и номер', 'Пощенски код', 'Населено място'],
    create: 'Създай обект',
    remove: 'Премахни обекта',
    activity: 'Последни промени',
  },
} as const;

const pathOf = (locale: string, page: string) => `/${locale}/account/${accountWord(locale)}/${page}`;

/** No serious or critical axe violation on the page as it is now (decision 0078). */
async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
  ).toEqual([]);
}

async function chooseOtherPeriod(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(label);
  const current = await select.inputValue();
  await select.selectOption(current === 'ONE_DAY' ? 'THREE_DAYS' : 'ONE_DAY');
}

for (const [locale, words] of Object.entries(LOCALES)) {
  test(`${locale}: an administrator sees the company data, changes the settings and creates a location`, async ({
    page,
  }) => {
    await signIn(page, locale, `admin@${words.domain}.example`);

    await page.goto(pathOf(locale, words.companyData));
    await expect(page.getByRole('heading', { level: 1, name: words.companyTitle })).toBeVisible();
    const bank = page.getByRole('region', { name: words.bank });
    await expect(bank).toContainText(/[A-Z]{2}\d{2}( [A-Z0-9]{1,4})+/);
    await expect(page.getByRole('region', { name: words.billTo })).toBeVisible();
    await expect(page.getByRole('region', { name: words.activity })).toBeVisible();
    await expectAxeClean(page);

    // Settings: another period, saved, and back (other tests rely on the seeded period).
    await page.goto(pathOf(locale, words.settings));
    await expect(page.getByRole('heading', { level: 1, name: words.settingsTitle })).toBeVisible();
    await expect(page.getByLabel(words.reminder)).toBeVisible();
    await expectAxeClean(page);
    const original = await page.getByLabel(words.reminder).inputValue();
    await chooseOtherPeriod(page, words.reminder);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();
    await page.getByLabel(words.reminder).selectOption(original);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByLabel(words.reminder)).toHaveValue(original);

    // A location: created, listed, removed.
    const name = `E2E ${Date.now()}`;
    await page.goto(pathOf(locale, words.location));
    await expect(page.getByRole('heading', { level: 1, name: words.locationTitle })).toBeVisible();
    await expect(page.locator('.locations__stock').first()).toBeVisible();
    await expectAxeClean(page);
    const form = page.getByRole('region', { name: words.newLocation });
    const values = [name, 'Teststraße 1', '1010', 'Wien'];
    for (const [index, label] of words.fields.entries())
      await form.getByLabel(label, { exact: true }).fill(values[index]);
    await form.getByRole('button', { name: words.create }).click();
    const card = page.getByRole('listitem', { name });
    await expect(card).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: words.remove }).click();
    await expect(card).toHaveCount(0);

    // The company data page lists what was just done.
    await page.goto(pathOf(locale, words.companyData));
    await expect(page.getByRole('region', { name: words.activity })).toContainText(name);
  });

  test(`${locale}: an approver reaches the settings but not the company data`, async ({ page }) => {
    await signIn(page, locale, `approver@${words.domain}.example`);
    await page.goto(pathOf(locale, words.settings));
    await expect(page.getByRole('heading', { level: 1, name: words.settingsTitle })).toBeVisible();
    await expect(page.getByLabel(words.reminder)).toBeVisible();
    await page.goto(pathOf(locale, words.companyData));
    await expect(page.locator('.error-page[data-status="403"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: words.companyTitle })).toHaveCount(0);
  });
}
