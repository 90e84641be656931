import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from './support';

/**
 * The account tree (docs/rules/routes-and-guards.md) and the roles (docs/rules/roles.md), written out independently of the route table in
 * libs/locales so that a wrong entry there fails here. Levels: the role a page needs.
 */
type Need = 'authenticated' | 'ROLE_CART_APPROVER' | 'ROLE_ADMIN';
const ACCOUNT_PAGES: { key: string; 'de-at': string; 'bg-bg': string; need: Need }[] = [
  { key: 'home', 'de-at': 'mein-konto', 'bg-bg': 'moyat-akaunt', need: 'authenticated' },
  {
    key: 'display plans',
    'de-at': 'mein-konto/aushangplaene',
    'bg-bg': 'moyat-akaunt/grafitsi',
    need: 'authenticated',
  },
  {
    key: 'sales',
    'de-at': 'mein-konto/vertrieb',
    'bg-bg': 'moyat-akaunt/distributsia',
    need: 'authenticated',
  },
  {
    key: 'users',
    'de-at': 'mein-konto/benutzerverwaltung',
    'bg-bg': 'moyat-akaunt/administrirane-na-potrebitelite',
    need: 'ROLE_ADMIN',
  },
  {
    key: 'location',
    'de-at': 'mein-konto/benutzerverwaltung/standort',
    'bg-bg': 'moyat-akaunt/administrirane-na-potrebitelite/firmena-baza',
    need: 'ROLE_ADMIN',
  },
  {
    key: 'orders',
    'de-at': 'mein-konto/bestellungen',
    'bg-bg': 'moyat-akaunt/porachki',
    need: 'authenticated',
  },
  {
    key: 'budgets',
    'de-at': 'mein-konto/budgets',
    'bg-bg': 'moyat-akaunt/byudzheti',
    need: 'ROLE_CART_APPROVER',
  },
  {
    key: 'company',
    'de-at': 'mein-konto/firmendaten',
    'bg-bg': 'moyat-akaunt/firmeni-danni',
    need: 'ROLE_ADMIN',
  },
  {
    key: 'settings',
    'de-at': 'mein-konto/einstellungen',
    'bg-bg': 'moyat-akaunt/nastroyki',
    need: 'ROLE_CART_APPROVER',
  },
  {
    key: 'services',
    'de-at': 'mein-konto/serviceleistungen',
    'bg-bg': 'moyat-akaunt/servizni-uslugi',
    need: 'ROLE_ADMIN',
  },
  {
    key: 'carts',
    'de-at': 'mein-konto/warenkorbverwaltung',
    'bg-bg': 'moyat-akaunt/upravlenie-na-kolichkite',
    need: 'authenticated',
  },
];

/** Seeded contacts by login prefix, with what each may open (docs/rules/roles.md, decision 0004). */
const USERS: { login: string; may: Need[] }[] = [
  { login: 'admin', may: ['authenticated', 'ROLE_CART_APPROVER', 'ROLE_ADMIN'] },
  { login: 'approver', may: ['authenticated', 'ROLE_CART_APPROVER'] },
  { login: 'purchaser', may: ['authenticated'] },
  { login: 'shopper', may: ['authenticated'] },
  { login: 'norole', may: ['authenticated'] },
];

const CHECKOUT_WORDS = {
  'de-at': { confirmation: 'bestellbestaetigung', cart: 'warenkorb' },
  'bg-bg': { confirmation: 'potvarzhdenie-za-porachka', cart: 'kolichka' },
};

const LOCALES = [
  { locale: 'de-at' as const, mandant: '20hhat' },
  { locale: 'bg-bg' as const, mandant: '57hhbg' },
];

async function signInAt(page: Page, locale: string, email: string): Promise<void> {
  await page.goto(`/${locale}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  // No target was asked for: the sign-in lands on the locale's home (docs/rules/constants.md, post-login target `/`).
  await expect(page).toHaveURL(new RegExp(`/${locale}$`));
}

async function expectPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path);
}

async function expectForbidden(page: Page, path: string, authenticated: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.error-page[data-status="403"]')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
  // Signed in without access: an account button; a guest: a login button instead.
  await expect(page.locator(`.error-page a[href^="/${path.split('/')[1]}/login"]`)).toHaveCount(
    authenticated ? 0 : 1,
  );
}

for (const { locale, mandant } of LOCALES) {
  test.describe(`account tree in ${locale}`, () => {
    test('a guest is sent to login on signed-in pages and gets a 403 with a login button on role pages', async ({
      page,
    }) => {
      await page.goto(`/${locale}/${CHECKOUT_WORDS[locale].confirmation}`);
      await expect(page.locator('input[name="password"]')).toBeVisible();
      for (const entry of ACCOUNT_PAGES) {
        const path = `/${locale}/account/${entry[locale]}`;
        if (entry.need === 'authenticated') {
          await page.goto(path);
          // Guard 9: the login page hands over to the IdP's form, with a redirect back to the page.
          await expect(page.locator('input[name="password"]')).toBeVisible();
        } else {
          await expectForbidden(page, path, false);
        }
      }
    });

    for (const user of USERS) {
      test(`${user.login} gets exactly the pages of the role`, async ({ page }) => {
        await signInAt(page, locale, `${user.login}@${mandant}.example`);
        for (const entry of ACCOUNT_PAGES) {
          const path = `/${locale}/account/${entry[locale]}`;
          if (user.may.includes(entry.need)) await expectPage(page, path);
          else await expectForbidden(page, path, true);
        }
        // Checkout guard (decision 0008): the basket shopper hands carts over and is sent to the cart.
        const confirmation = `/${locale}/${CHECKOUT_WORDS[locale].confirmation}`;
        if (user.login === 'shopper') {
          await page.goto(confirmation);
          await expect(page).toHaveURL(new RegExp(`/${locale}/${CHECKOUT_WORDS[locale].cart}$`));
        } else {
          await expectPage(page, confirmation);
        }
      });
    }
  });
}

test('tracking parameters are removed, the rest ordered, with a canonical link and noindex for q', async ({
  page,
}) => {
  await page.goto(
    '/de-at/c/bodenpflege?__hstc=1&limit=24&tx_news=3&shopLogin=1&page=2&q=seife&__hsfp=9&sort=name',
  );
  await expect(page).toHaveURL(/\/de-at\/c\/bodenpflege\?q=seife&page=2&limit=24&sort=name$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/de-at\/c\/bodenpflege\?q=seife&page=2&limit=24&sort=name$/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
});

test('an unknown path gives the non-fatal 404 page inside the shop', async ({ page }) => {
  await page.goto('/bg-bg/c/ne/sashtestvuva/tuk');
  await expect(page.locator('[data-status="404"]')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test('the language switcher keeps the page, also for a signed-in user of the same tenant', async ({
  page,
}) => {
  await signInAt(page, 'it-it', 'approver@41hhic.example');
  await expectPage(page, '/it-it/account/mein-konto/budgets');
  await page.locator('.locale-switcher__trigger').click();
  await page.locator('a.locale-option[hreflang="de-IT"]').click();
  await expect(page).toHaveURL(/\/it-de\/account\/mein-konto\/budgets$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[data-status]')).toHaveCount(0);
  const cookies = await page.context().cookies();
  const lang = cookies.find((cookie) => cookie.name === 'lang');
  expect(lang?.value).toBe('it-de');
  // 365 days (docs/rules/constants.md), give or take the seconds of the test.
  expect(lang!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page.goto('/it-de/suche');
  await page.locator('.locale-switcher__trigger').click();
  await page.locator('a.locale-option[hreflang="it-IT"]').click();
  await expect(page).toHaveURL(/\/it-it\/ricerca$/);
});

test('an employee must pick a customer of the own tenant, then acts with that contact’s role', async ({
  page,
}) => {
  await signInAt(page, 'de-at', 'employee@20hhat.example');
  const dialog = page.getByRole('dialog', { name: 'Kunden auswählen' });
  await expect(dialog).toBeVisible();
  // The dialog cannot be closed before a customer is chosen.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveCount(0);

  await dialog.getByLabel('Kundennummer oder Name').fill('a');
  const customers = dialog.locator('.customer-selection__option');
  await expect(customers.first()).toBeVisible();
  await customers.first().click();
  await dialog.locator('.customer-selection__option', { hasText: 'Administrator' }).first().click();
  await expect(dialog).toBeHidden();

  // Acting as the customer's administrator: every account page opens; the employee stays visible as such.
  for (const entry of ACCOUNT_PAGES) await expectPage(page, `/de-at/account/${entry['de-at']}`);
  await page.locator('.account-menu button[aria-controls]').first().click();
  await expect(page.locator('.account-menu__employee')).toContainText('handelt als');
  await expect(page.getByRole('button', { name: 'Kunden wechseln' })).toBeVisible();
});

test('switching to another tenant re-resolves the customer: none there means registration, back again restores it', async ({
  page,
}) => {
  await signInAt(page, 'de-at', 'admin@20hhat.example');
  await expectPage(page, '/de-at/account/mein-konto');
  await page.locator('.locale-switcher__trigger').click();
  await page.locator('a.locale-option[hreflang="de-DE"]').click();
  // The login has no contact in 30HHDE: signed in without customer → guard 1 sends to registration.
  await expect(page).toHaveURL(/\/de-de\/registrierung$/);
  await expect(page.getByText('In diesem Land ist für Ihre Anmeldung kein Kunde hinterlegt.')).toBeVisible();

  await page.locator('.locale-switcher__trigger').click();
  await page.locator('a.locale-option[hreflang="de-AT"]').click();
  await expect(page).toHaveURL(/\/de-at\/registrierung$|\/de-at\/account\/mein-konto\/bestellungen$/);
  // Back in the own tenant the customer session is there again (guard 2 leads from register to orders).
  await expect(page).toHaveURL(/\/de-at\/account\/mein-konto\/bestellungen$/);
  await expectPage(page, '/de-at/account/mein-konto');
  await expect(page.locator('main')).toContainText('100001');
});
