import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildPath, LOCALES, type LocaleCode } from '@shop/locales';
import { signIn } from './support';

/**
 * Invitations (decisions 0085 and 0086): an administrator creates a contact, the invitation mail
 * reaches the mail catcher, the person follows its link, chooses a password at the IdP, signs in and
 * lands in the account with the role given.
 */

const INVITEE_PASSWORD = 'Ein Frühlingsmorgen am See';
const ROLE = 'ROLE_CART_APPROVER';

interface Texts {
  pages: { invitation: { title: string } };
  roles: Record<string, string>;
  invitations: Record<string, string>;
}
const textsOf = (language: string): Texts =>
  JSON.parse(readFileSync(join(__dirname, `../apps/web/src/i18n/${language}.json`), 'utf8')) as Texts;

/** The local mail catcher's inbox (maildev's API), started with the system. */
function inboxUrl(): string {
  const port = process.env.MAIL_WEB_PORT;
  if (!port) throw new Error('MAIL_WEB_PORT is not set: the e2e run starts the mail catcher with the system');
  return `http://localhost:${port}/api/email`;
}

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The invitation link of the newest mail to `address`, once it is there. */
async function invitationLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(inboxUrl())).json()) as CaughtMail[];
        const mail = mails.reverse().find((m) => m.to.some((to) => to.address.toLowerCase() === address));
        link = mail?.text.match(/https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_%-]+/)?.[0];
        return link;
      },
      { timeout: 30_000, message: `invitation mail to ${address}` },
    )
    .toBeTruthy();
  return link!;
}

/** The administrator creates the contact through the BFF (the user administration's createContact). */
async function createContact(admin: Page, locale: LocaleCode, loginEmail: string): Promise<string> {
  const answer = await admin.evaluate(
    async ({ locale, mandantCode, loginEmail, role }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation Create($input: CreateContactInput!) { createContact(input: $input) { contactNo } }`,
          variables: {
            input: {
              locale,
              mandantCode,
              loginEmail,
              firstName: 'Ida',
              lastName: 'Neumann',
              webRole: role,
              invitationLocale: locale,
            },
          },
        }),
      });
      return response.json();
    },
    { locale, mandantCode: LOCALES[locale].mandantCode!, loginEmail, role: ROLE },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.createContact.contactNo as string;
}

for (const { locale, admin } of [
  { locale: 'de-at' as const, admin: 'admin@20hhat.example' },
  { locale: 'bg-bg' as const, admin: 'admin@57hhbg.example' },
]) {
  test(`${locale}: an invited contact sets up the login from the mail and lands in the account with the role given`, async ({
    page,
    browser,
  }) => {
    const texts = textsOf(LOCALES[locale].language);
    const loginEmail = `invited-${locale}-${Date.now()}@${LOCALES[locale].mandantCode!.toLowerCase()}.example`;
    await signIn(page, locale, admin);
    await createContact(page, locale, loginEmail);
    const link = await invitationLinkFor(loginEmail);
    expect(new URL(link).pathname).toBe(buildPath('invitation', locale));

    // The invitee, in a browser of their own.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(link);
    const main = invitee.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.pages.invitation.title);
    await expect(main).toContainText(texts.roles[ROLE]);
    await expect(main).toContainText(loginEmail);
    await main.getByRole('button', { name: texts.invitations.setUp }).click();

    // The IdP's page: choose the password (German or English, the IdP's languages).
    await expect(invitee.locator('#password')).toBeVisible();
    await expect(invitee.locator('#email')).toHaveValue(loginEmail);
    await invitee.locator('#password').fill(INVITEE_PASSWORD);
    await invitee.locator('#repeat').fill(INVITEE_PASSWORD);
    await invitee.locator('button[type="submit"]').click();

    // Then the IdP's sign-in for exactly this login.
    await expect(invitee.locator('input[name="email"]')).toHaveValue(loginEmail);
    await invitee.locator('input[name="password"]').fill(INVITEE_PASSWORD);
    await invitee.locator('button[type="submit"]').click();

    // The account home, welcomed, with what the role allows in the account menu.
    await expect(invitee).toHaveURL(new RegExp(`${buildPath('account-home', locale)}$`));
    await expect(invitee.locator('.toast')).toContainText(texts.invitations.welcomeTitle);
    await expect(invitee.locator('main')).toContainText(texts.roles[ROLE]);
    // The account navigation beside the page (the header's account menu holds the same links, closed).
    const accountNav = invitee.locator('main nav');
    await expect(accountNav.locator(`a[href="${buildPath('account-budgets', locale)}"]`)).toBeVisible();
    await expect(accountNav.locator(`a[href="${buildPath('account-users', locale)}"]`)).toHaveCount(0);

    // The link worked once: now it says so.
    await invitee.goto(link);
    await expect(invitee.locator('main h1')).toHaveText(texts.invitations.usedTitle);
    await context.close();
  });
}
