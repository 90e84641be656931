import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { PASSWORD } from './support';

/**
 * Deciding a registration and the contact form, end to end (issue 26, decisions 0095 to 0097). The
 * pending registration is written into the started system's database as the registration form stores
 * it, with an IdP login for a fresh registrant; staff confirm it on the staff page, the registrant
 * signs in and lands in the new company's account; the decision and the contact form are read in the
 * mail catcher.
 */

const CASES = [
  {
    locale: 'de-at',
    mandantCode: '20HHAT',
    staff: 'employee@20hhat.example',
    staffPath: '/de-at/mitarbeiter/registrierungen',
    country: 'AT',
    confirm: 'Registrierung bestätigen',
    confirmed: /Bestätigt am/,
    subject: 'Ihre Registrierung wurde bestätigt',
    account: '/de-at/account/mein-konto',
    contactPath: '/de-at/kontakt',
    service: 'service@hh-hygiene.at',
    form: {
      salutation: 'Anrede',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      message: 'Ihre Nachricht',
      agb: 'AGB',
      send: 'Nachricht senden',
      sent: 'Vielen Dank für Ihre Nachricht',
    },
  },
  {
    locale: 'bg-bg',
    mandantCode: '57HHBG',
    staff: 'employee@57hhbg.example',
    staffPath: '/bg-bg/personal/registratsii',
    country: 'BG',
    confirm: 'Потвърди регистрацията',
    confirmed: /Потвърдена на/,
    subject: 'Вашата регистрация е потвърдена',
    account: '/bg-bg/account/moyat-akaunt',
    contactPath: '/bg-bg/kontakt',
    service: 'servis@hh-hygiene.bg',
    form: {
      salutation: 'Обръщение',
      firstName: 'Име',
      lastName: 'Фамилия',
      email: 'Имейл',
      message: 'Вашето съобщение',
      agb: 'общите условия',
      send: 'Изпрати съобщението',
      sent: 'Благодарим ви за съобщението',
    },
  },
] as const;

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

const INBOX = `http://127.0.0.1:${process.env.MAIL_WEB_PORT ?? '1080'}/api/email`;

/** The mails the local mail catcher holds (MAIL_WEB_PORT, scripts/lib/mail.mjs). */
async function caughtMails(): Promise<CaughtMail[]> {
  return (await (await fetch(INBOX)).json()) as CaughtMail[];
}

/** A caught mail as it was sent, headers included. */
async function mailSource(mail: CaughtMail): Promise<string> {
  return (await fetch(`${INBOX}/${mail.id}/source`)).text();
}

async function mailTo(address: string, which: string | ((mail: CaughtMail) => boolean)): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMails()).find(
          (mail) =>
            mail.to.some((to) => to.address === address) &&
            (typeof which === 'string' ? mail.subject === which : which(mail)),
        );
        return !!found;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A pending new-customer registration of `loginEmail`, and an IdP login for it (the seed's password). */
async function pendingRegistration(
  mandantCode: string,
  locale: string,
  country: string,
  loginEmail: string,
  companyName: string,
): Promise<void> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `insert into idp_account (subject, email, password_hash, given_name, family_name)
       select $1, $2, password_hash, 'Nora', 'Neumann' from idp_account where email = 'newcomer@shop.example'`,
      [`e2e-${randomUUID().slice(0, 12)}`, loginEmail],
    );
    const payload = {
      mandantCode,
      customer: {
        name1: companyName,
        address: { address1: 'Hauptstraße 1', postCode: '1010', city: 'Wien', countryCode: country },
        phone: '+43 1 234567',
        email: 'office@e2e.example',
        customerGroupCode: 'HOTEL',
        customerNumber: null,
      },
      dynamicFields: {},
      contact: {
        salutation: 'MS',
        firstName: 'Nora',
        lastName: 'Neumann',
        loginEmail,
        phone: null,
        organizationalLevelCode: 'MANAGEMENT',
        webRole: 'ROLE_ADMIN',
        email: null,
      },
      comments: [],
    };
    await db.query(
      `insert into registration (id, mandant_code, kind, login_email, locale, payload)
       values ($1, $2, 'new-customer', $3, $4, $5::jsonb)`,
      [`reg-e2e-${randomUUID()}`, mandantCode, loginEmail, locale, JSON.stringify(payload)],
    );
  } finally {
    await db.end();
  }
}

async function signInTo(page: Page, locale: string, email: string, target: string): Promise<void> {
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(target)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
}

for (const entry of CASES) {
  test(`${entry.locale}: staff confirm a new customer, who is mailed, signs in and lands in the company's account`, async ({
    browser,
  }) => {
    const loginEmail = `registrant.${randomUUID().slice(0, 8)}@shop.example`;
    const companyName = `E2E ${entry.locale} ${randomUUID().slice(0, 6)}`;
    await pendingRegistration(entry.mandantCode, entry.locale, entry.country, loginEmail, companyName);

    const staffPage = await browser.newPage();
    await signInTo(staffPage, entry.locale, entry.staff, entry.staffPath);
    await expect(staffPage).toHaveURL(new RegExp(`${entry.staffPath}$`));
    await staffPage.getByRole('link', { name: companyName }).click();
    await expect(staffPage.getByText(loginEmail)).toBeVisible();
    await staffPage.getByRole('button', { name: entry.confirm }).click();
    await expect(staffPage.getByText(entry.confirmed)).toBeVisible();
    await staffPage.close();

    const mail = await mailTo(loginEmail, entry.subject);
    expect(mail.text).toContain(companyName);
    const signInUrl = /https?:\/\/\S+\/login/.exec(mail.text)?.[0];
    expect(signInUrl).toBeTruthy();

    const registrant = await browser.newPage();
    await signInTo(registrant, entry.locale, loginEmail, entry.account);
    await expect(registrant).toHaveURL(new RegExp(`${entry.account}$`));
    await expect(registrant.locator('main')).toContainText(companyName);
    await registrant.close();
  });

  test(`${entry.locale}: the contact form mails the service address, Reply-To the sender`, async ({
    page,
  }) => {
    const sender = `sender.${randomUUID().slice(0, 8)}@kunde.example`;
    await page.goto(entry.contactPath);
    const { form } = entry;
    const contactForm = page.locator('form.contact-form');
    // A required field's label ends in an asterisk (hidden from screen readers, which hear "required").
    const field = (label: string) => contactForm.getByLabel(new RegExp(`^${label}( \\*)?$`));
    const salutation = field(form.salutation);
    await expect(salutation.locator('option').nth(1)).toBeAttached();
    await salutation.selectOption({ index: 1 });
    await field(form.firstName).fill('Erika');
    await field(form.lastName).fill('Muster');
    await field(form.email).fill(sender);
    await field(form.message).fill(`E2E ${sender}`);
    await contactForm.getByLabel(form.agb).check();
    await contactForm.getByRole('button', { name: form.send }).click();
    await expect(page.getByText(form.sent)).toBeVisible();

    const mail = await mailTo(entry.service, (caught) => caught.text.includes(`E2E ${sender}`));
    expect(mail.subject).toContain('Erika Muster');
    expect((await caughtMails()).filter((caught) => caught.text.includes(`E2E ${sender}`))).toHaveLength(1);
    // The inbox's JSON leaves Reply-To out; the raw message has it.
    expect(await mailSource(mail)).toContain(`Reply-To: ${sender}`);
    // Nothing goes to the address typed into the form.
    expect((await caughtMails()).some((caught) => caught.to.some((to) => to.address === sender))).toBe(false);
  });
}
