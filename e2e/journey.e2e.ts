import { expect, test } from '@playwright/test';
import { accountWord, MONEY, signIn } from './support';

const journeys = [
  {
    locale: 'de-at',
    email: 'admin@20hhat.example',
    lang: 'de',
    heroHeadline: 'Sauberkeit, auf die Sie sich verlassen können',
    roleLabel: /Administrator/i,
    customerNo: /\d{4,}/,
  },
  {
    locale: 'bg-bg',
    email: 'admin@57hhbg.example',
    lang: 'bg',
    heroHeadline: 'Чистота, на която можете да разчитате',
    roleLabel: /[\u0400-\u04FF]/,
    customerNo: /\d{4,}/,
  },
];

for (const journey of journeys) {
  test.describe(`journey in ${journey.locale}`, () => {
    test('a guest sees the CMS home page, category navigation and footer, without prices', async ({
      page,
    }) => {
      await page.goto(`/${journey.locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);
      const nav = page.getByRole('navigation').first();
      await expect(nav).toBeVisible();
      // The seeded CMS home story's hero, in the locale's language: not the 404 page, not a fallback.
      await expect(page.getByRole('heading', { name: journey.heroHeadline })).toBeVisible();
      await expect(page.locator('.error-page')).toHaveCount(0);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('footer a').first()).toBeVisible();
      // The story's product cards have decided on their prices: a login hint, no money amounts for guests.
      await expect(page.locator('main .product-card__login-hint').first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText(MONEY);
    });

    test('login goes through the IdP and lands on the account page; logout ends the session', async ({
      page,
    }) => {
      await signIn(page, journey.locale, journey.email);
      await expect(page).toHaveURL(new RegExp(`/${journey.locale}/account/${accountWord(journey.locale)}$`));
      const main = page.locator('main');
      await expect(main).toContainText(journey.email);
      await expect(main).toContainText(journey.customerNo);
      await expect(main).toContainText(journey.roleLabel);

      // A signed-in customer sees prices on the home page.
      await page.goto(`/${journey.locale}`);
      await expect(page.locator('main')).toContainText(/\d+,\d{2}/);

      await page.goto(`/${journey.locale}/account/${accountWord(journey.locale)}`);
      await page.locator('main form[method="post"] button[type="submit"]').first().click();
      // The sign-out page of the shop (decision 0111).
      await expect(page).toHaveURL(new RegExp(`/${journey.locale}/?\\?state=signed-out$`));
      const me = await page.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ me { role } }' }),
        });
        return response.json();
      });
      expect([me.data, me.errors]).toEqual([{ me: null }, undefined]);

      // The IdP session ended too: signing in again asks for credentials.
      await page.goto(`/${journey.locale}/login`);
      await expect(page.locator('input[name="password"]')).toBeVisible();
    });
  });
}

test('a guest who opens the account page is sent to login', async ({ page }) => {
  await page.goto('/de-at/account/mein-konto');
  await expect(page.locator('input[name="password"]')).toBeVisible();
});

test('a sign-in that comes back broken ends on the login page of its locale with a retry', async ({
  page,
}) => {
  // Start a sign-in from the Czech shop, then hand the BFF a callback the IdP never issued.
  await page.goto('/cs-cz/login');
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await page.goto('/auth/callback?code=forged&state=forged');
  await expect(page).toHaveURL(/\/cs-cz\/login\?error=login-failed$/);
  await expect(page.locator('.login-card').getByRole('alert')).toHaveText(
    'Přihlášení se nezdařilo. Zkuste to prosím znovu.',
  );
  await page.getByRole('link', { name: 'Přihlásit se znovu' }).click();
  await expect(page.locator('input[name="password"]')).toBeVisible();
});
