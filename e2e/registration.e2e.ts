import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createDb } from '@shop/db';
import { buildPath, LOCALES, type LocaleCode } from '@shop/locales';
import { PASSWORD } from './support';

const NEWCOMER = 'newcomer@shop.example';

/** What each journey types and expects, in the locale's language (decisions 0092–0094). */
const JOURNEYS = [
  {
    locale: 'de-at' as LocaleCode,
    postCodeQuery: '235',
    postCode: '2351',
    city: 'Wiener Neudorf',
    labels: {
      company: /^Firmenname/,
      street: /^Straße und Hausnummer/,
      postal: /^PLZ/,
      city: /^Ort/,
      phone: /^Telefon der Firma/,
      mail: /^E-Mail der Firma/,
      group: /^Branche/,
      vat: /^UID-Nummer/,
      salutation: /^Anrede/,
      firstName: /^Vorname/,
      lastName: /^Nachname/,
      position: /^Position/,
    },
    choiceNew: 'Ich bin Neukunde',
    required: 'Bitte füllen Sie dieses Feld aus.',
    invalidMail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    submit: 'Registrierung absenden',
    received: 'Vielen Dank für Ihre Registrierung',
    subject: 'Ihre Registrierung ist bei uns eingegangen',
    company: 'Gasthof Zur Linde GmbH',
  },
  {
    locale: 'bg-bg' as LocaleCode,
    postCodeQuery: '178',
    postCode: '1784',
    city: 'София',
    labels: {
      company: /^Име на фирмата/,
      street: /^Улица и номер/,
      postal: /^Пощенски код/,
      city: /^Населено място/,
      phone: /^Телефон на фирмата/,
      mail: /^Имейл на фирмата/,
      group: /^Бранш/,
      vat: /^ДДС номер/,
      salutation: /^Обръщение/,
      firstName: /^Име$|^Име \*/,
      lastName: /^Фамилия/,
      position: /^Позиция/,
    },
    choiceNew: 'Аз съм нов клиент',
    required: 'Моля, попълнете това поле.',
    invalidMail: 'Моля, въведете валиден имейл адрес.',
    submit: 'Изпращане на регистрацията',
    received: 'Благодарим Ви за регистрацията',
    subject: 'Получихме Вашата регистрация',
    company: 'Хотел Изгрев ООД',
  },
];

/** A run against a database used before starts without the newcomer's open registrations. */
async function forgetOpenRegistrations(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const db = createDb(process.env.DATABASE_URL, { max: 1 });
  try {
    await db.query(`delete from registration where lower(login_email) = $1 and status = 'pending'`, [
      NEWCOMER,
    ]);
  } finally {
    await db.close();
  }
}

/** The mails the local mail catcher (maildev) received for `to` with `subject`. */
async function mailsTo(to: string, subject: string): Promise<unknown[]> {
  const port = process.env.MAIL_WEB_PORT ?? '1080';
  const response = await fetch(`http://127.0.0.1:${port}/api/email`);
  const mails = (await response.json()) as { subject: string; to: { address: string }[] }[];
  return mails.filter((mail) => mail.subject === subject && mail.to.some((r) => r.address === to));
}

/** axe's serious and critical findings of the page as it is now (as accessibility.e2e.ts counts them). */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function signInAsNewcomer(page: Page, locale: LocaleCode): Promise<void> {
  await page.goto(`/${locale}/login`);
  await page.locator('input[name="email"]').fill(NEWCOMER);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  // Guard 1: signed in without customer or contact → the register page (and the register marker).
  await expect(page).toHaveURL(new RegExp(`${buildPath('register', locale)}$`));
}

test.beforeAll(forgetOpenRegistrations);

for (const journey of JOURNEYS) {
  test(`${journey.locale}: a newcomer registers a new customer and is told it was received, by page and mail`, async ({
    page,
  }) => {
    const { labels, locale } = journey;
    const mailsBefore = (await mailsTo(NEWCOMER, journey.subject).catch(() => [])).length;
    await signInAsNewcomer(page, locale);
    const main = page.locator('main');
    await expect(main).toContainText(NEWCOMER);
    await main.getByRole('link', { name: new RegExp(journey.choiceNew) }).click();
    await expect(page).toHaveURL(new RegExp(`${buildPath('register-new', locale)}$`));

    // A rule shows its translated message; the focus goes to the first invalid field.
    await page.getByRole('button', { name: journey.submit }).click();
    await expect(page.getByLabel(labels.company)).toBeFocused();
    await expect(main).toContainText(journey.required);
    expect(await axeFindings(page)).toEqual([]);

    await page.getByLabel(labels.company).fill(journey.company);
    await page.getByLabel(labels.street).fill('Hauptstraße 5');
    // Post code suggestions: typing, then choosing one fills post code and place.
    const postal = page.getByRole('combobox', { name: labels.postal });
    await postal.fill(journey.postCodeQuery);
    const option = page.getByRole('option', { name: new RegExp(`${journey.postCode}.*${journey.city}`) });
    await expect(option).toBeVisible();
    await postal.press('ArrowDown');
    await expect(postal).toHaveAttribute('aria-activedescendant', /.+/);
    expect(await axeFindings(page)).toEqual([]);
    await option.click();
    await expect(postal).toHaveValue(journey.postCode);
    await expect(page.getByLabel(labels.city)).toHaveValue(journey.city);
    await page.getByLabel(labels.phone).fill('+43 2236 555');
    await page.getByLabel(labels.mail).fill('office-at-example');
    await page.getByLabel(labels.group).selectOption('HOTEL');
    // The Mandatory extra field of the configuration (vatNumber) is asked for.
    await page.getByLabel(labels.vat).fill('ATU99887766');
    await page.getByLabel(labels.salutation).selectOption('MR');
    await page.getByLabel(labels.firstName).fill('Josef');
    await page.getByLabel(labels.lastName).fill('Huber');
    await page.getByLabel(labels.position).selectOption('KITCHEN');
    await page.getByRole('button', { name: journey.submit }).click();
    await expect(page.getByLabel(labels.mail)).toBeFocused();
    await expect(main).toContainText(journey.invalidMail);
    await page.getByLabel(labels.mail).fill('office@linde.example');
    await page.getByRole('button', { name: journey.submit }).click();

    const received = page.locator('[data-layout="registration-new"]');
    await expect(received.getByRole('heading', { name: journey.received })).toBeVisible();
    await expect(received).toContainText(journey.company);
    await expect(received).toContainText(NEWCOMER);
    expect(await axeFindings(page)).toEqual([]);

    // Reloaded, the register pages show the open registration instead of a form.
    await page.goto(buildPath('register', locale));
    await expect(page.locator('[data-layout="registration-new"]')).toBeVisible();

    // The confirmation mail, in the registrant's language.
    await expect
      .poll(async () => (await mailsTo(NEWCOMER, journey.subject)).length, { timeout: 30_000 })
      .toBeGreaterThan(mailsBefore);
    expect(LOCALES[locale].mandantCode).not.toBeNull();
  });
}

// The journey goes on after the last locale's registration (the tests of this file run in order):
// staff of that tenant confirm it, and the newcomer, signing in again, lands in the new company's
// account (decisions 0095 and 0097). A login is one contact of the whole shop, so only one of the
// two registrations above can be confirmed.
test('bg-bg: staff confirm the newcomer’s registration; signed in again, the newcomer lands in the new company’s account', async ({
  browser,
}) => {
  const locale: LocaleCode = 'bg-bg';
  const company = JOURNEYS.find((journey) => journey.locale === locale)!.company;
  const staffPath = buildPath('staff-registrations', locale);
  const account = buildPath('account-home', locale);

  const staff = await browser.newPage();
  await staff.goto(`/${locale}/login?redirect=${encodeURIComponent(staffPath)}`);
  await staff.locator('input[name="email"]').fill('employee@57hhbg.example');
  await staff.locator('input[name="password"]').fill(PASSWORD);
  await staff.locator('button[type="submit"]').click();
  await expect(staff).toHaveURL(new RegExp(`${staffPath}$`));
  await staff.getByRole('link', { name: company }).first().click();
  await expect(staff.getByText(NEWCOMER)).toBeVisible();
  await staff.getByRole('button', { name: 'Потвърди регистрацията' }).click();
  await expect(staff.getByText(/Потвърдена на/)).toBeVisible();
  await staff.close();

  const newcomer = await browser.newPage();
  await newcomer.goto(`/${locale}/login?redirect=${encodeURIComponent(account)}`);
  await newcomer.locator('input[name="email"]').fill(NEWCOMER);
  await newcomer.locator('input[name="password"]').fill(PASSWORD);
  await newcomer.locator('button[type="submit"]').click();
  await expect(newcomer).toHaveURL(new RegExp(`${account}$`));
  await expect(newcomer.locator('main')).toContainText(company);
  await newcomer.close();
});
