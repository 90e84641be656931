import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { buildPath } from '@shop/locales';
import { PASSWORD } from './support';

/**
 * Access to an existing customer, end to end (decisions 0092, 0094, 0095): a person with an IdP login
 * but no contact asks for access to customer 100001, its administrator gets the approval link by mail,
 * opens it, confirms with a role, and the person, signing in again, lands in that company's account.
 */

const LOCALE = 'de-at';
const ADMIN = 'admin@20hhat.example';
const INBOX = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? '1080'}/api/email`;

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** An IdP login without a contact, with the seed's password (as newcomer@shop.example has). */
async function freshLogin(email: string): Promise<void> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `insert into idp_account (subject, email, password_hash, given_name, family_name)
       select $1, $2, password_hash, 'Lea', 'Lang' from idp_account where email = 'newcomer@shop.example'`,
      [`e2e-${randomUUID().slice(0, 12)}`, email],
    );
  } finally {
    await db.end();
  }
}

async function mailTo(address: string, mentioning: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(INBOX)).json()) as CaughtMail[];
        found = mails.find(
          (mail) => mail.to.some((to) => to.address === address) && mail.text.includes(mentioning),
        );
        return !!found;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function signIn(page: Page, email: string, target: string): Promise<void> {
  await page.goto(`/${LOCALE}/login?redirect=${encodeURIComponent(target)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
}

test('de-at: a person asks for access to an existing customer; its administrator approves by the mailed link', async ({
  browser,
}) => {
  const loginEmail = `access.${randomUUID().slice(0, 8)}@shop.example`;
  await freshLogin(loginEmail);

  // The request: signed in without a contact, guard 1 leads to the register page.
  const person = await browser.newPage();
  await signIn(person, loginEmail, buildPath('account-home', LOCALE));
  await expect(person).toHaveURL(new RegExp(`${buildPath('register', LOCALE)}$`));
  await person.getByRole('link', { name: /Meine Firma ist bereits Kunde/ }).click();
  await expect(person).toHaveURL(new RegExp(`${buildPath('register-existing', LOCALE)}$`));
  await person.getByLabel(/^Kundennummer/).fill('100001');
  await person.getByLabel(/^Anrede/).selectOption('MS');
  await person.getByLabel(/^Vorname/).fill('Lea');
  await person.getByLabel(/^Nachname/).fill('Lang');
  await person.getByLabel(/^Position/).selectOption('PURCHASING');
  await person.getByRole('button', { name: 'Registrierung absenden' }).click();
  await expect(person.locator('[data-layout="registration-existing"]')).toContainText(loginEmail);
  await person.close();

  // The administrator's mail carries the approval link of the contact approval route.
  const mail = await mailTo(ADMIN, loginEmail);
  const link = /https?:\/\/\S+\/freigabe\/\S+/.exec(mail.text)?.[0];
  expect(link, 'an approval link in the mail').toBeTruthy();
  const approvalPath = new URL(link!).pathname;

  const admin = await browser.newPage();
  await signIn(admin, ADMIN, approvalPath);
  await expect(admin).toHaveURL(new RegExp(`${approvalPath}$`));
  const main = admin.locator('main');
  await expect(main).toContainText(loginEmail);
  await main.getByLabel(/^Rolle/).selectOption('ROLE_CART_PURCHASER');
  await main.getByRole('button', { name: 'Kontakt freigeben' }).click();
  await expect(main).toContainText(/Bestätigt am/);
  // The link worked once: opened again, it says the request is decided.
  await admin.reload();
  await expect(main).toContainText(/Bestätigt am/);
  await expect(main.getByRole('button', { name: 'Kontakt freigeben' })).toHaveCount(0);
  await admin.close();

  // The person is told, naming the company asked for.
  await mailTo(loginEmail, 'Hotel Alpenblick GmbH');

  // Signed in again, the person is a contact of customer 100001 with the role given.
  const again = await browser.newPage();
  await signIn(again, loginEmail, buildPath('account-home', LOCALE));
  await expect(again).toHaveURL(new RegExp(`${buildPath('account-home', LOCALE)}$`));
  await expect(again.locator('main')).toContainText('100001');
  await expect(again.locator('main')).toContainText('Einkäufer');
  await again.close();
});
