import { expect, test } from '@playwright/test';
import { buildPath, type LocaleCode } from '@shop/locales';
import { signIn } from './support';

/** The local mail catcher's API (the launcher's maildev; MAIL_WEB_PORT of the started system). */
const MAIL_API = `http://localhost:${process.env.MAIL_WEB_PORT ?? '1080'}/api/email`;

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The first mail the catcher holds for `address`, waiting for the worker to send it. */
async function mailTo(address: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(MAIL_API)).json()) as CaughtMail[];
        found = mails.find((mail) => mail.to.some((to) => to.address.toLowerCase() === address));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

const CASES: {
  locale: LocaleCode;
  admin: string;
  texts: {
    create: string;
    firstName: RegExp;
    lastName: RegExp;
    loginEmail: RegExp;
    submit: string;
    pending: RegExp;
    subject: RegExp;
    remove: string;
    confirm: string;
    lastAdmin: RegExp;
  };
}[] = [
  {
    locale: 'de-at',
    admin: 'admin@20hhat.example',
    texts: {
      create: 'Neuen Benutzer anlegen',
      firstName: /^Vorname/,
      lastName: /^Nachname/,
      loginEmail: /^Anmelde-E-Mail/,
      submit: 'Benutzer anlegen und einladen',
      pending: /Einladung gültig bis/,
      subject: /^Einladung in den Shop von /,
      remove: 'entfernen',
      confirm: 'Entfernen',
      lastAdmin: /Ihre Firma braucht mindestens einen Administrator/,
    },
  },
  {
    locale: 'bg-bg',
    admin: 'admin@57hhbg.example',
    texts: {
      create: 'Създаване на нов потребител',
      firstName: /^Име/,
      lastName: /^Фамилия/,
      loginEmail: /^Имейл за вход/,
      submit: 'Създаване и покана',
      pending: /Поканата е валидна до/,
      subject: /^Покана за онлайн магазина за /,
      remove: 'Премахване на',
      confirm: 'Премахване',
      lastAdmin: /Вашата фирма се нуждае от поне един администратор/,
    },
  },
];

/** The page's URL ends with the route's path (localized words of libs/locales). */
const at = (path: string) => new RegExp(`${path.replace(/[/.-]/g, '\\$&')}(\\?.*)?$`);

for (const { locale, admin, texts } of CASES) {
  test(`${locale}: an administrator invites a contact by mail; the last administrator cannot be removed`, async ({
    page,
  }) => {
    await signIn(page, locale, admin);
    await page.goto(buildPath('account-users', locale));
    await page.getByRole('link', { name: texts.create }).click();
    await expect(page).toHaveURL(at(buildPath('account-users-contact-create', locale)));

    const login = `invitee-${locale}-${Date.now()}@firma.example`;
    await page.getByLabel(texts.firstName).first().fill('Eva');
    await page.getByLabel(texts.lastName).fill('Moser');
    await page.getByLabel(texts.loginEmail).fill(login);
    await page.getByRole('button', { name: texts.submit }).click();

    // Back on the list: the new contact, marked as invited.
    await expect(page).toHaveURL(at(buildPath('account-users', locale)));
    const row = page.locator('.users__contact', { hasText: login });
    await expect(row).toContainText(texts.pending);

    // The invitation arrives in the mail catcher, in the page's language, with the invitation link.
    const mail = await mailTo(login);
    expect(mail.subject).toMatch(texts.subject);
    const link = new RegExp(
      `${buildPath('invitation', locale).replace(/[/.-]/g, '\\$&')}\\?token=[\\w-]{43}`,
    );
    expect(mail.text).toMatch(link);

    // The administrator is the customer's only one: removing itself is refused, in its language.
    await page.getByRole('searchbox').fill(admin);
    const own = page.locator('.users__contact', { hasText: admin });
    await expect(own).toHaveCount(1);
    await own.getByRole('button', { name: new RegExp(texts.remove) }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: texts.confirm, exact: true }).click();
    await expect(page.locator('.users__notice')).toContainText(texts.lastAdmin);
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.users__contact', { hasText: admin })).toHaveCount(1);
  });
}
