import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { buildPath, type LocaleCode } from '@shop/locales';
import { signIn } from './support';

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

const LOCALES = [
  {
    locale: 'de-at' as LocaleCode,
    purchaser: 'purchaser@20hhat.example',
    categoriesTitle: 'Sortiment',
    productsTitle: 'Produkte',
    usps: 'Unsere Vorteile',
    signedOut: 'Sie wurden abgemeldet',
  },
  {
    locale: 'bg-bg' as LocaleCode,
    purchaser: 'purchaser@57hhbg.example',
    categoriesTitle: null,
    productsTitle: null,
    usps: 'Нашите предимства',
    signedOut: 'Излязохте от профила си',
  },
];

for (const shop of LOCALES) {
  test.describe(`WP7 pages (${shop.locale})`, () => {
    test('/c lists the categories with products and its cards lead to the categories', async ({ page }) => {
      await page.goto(buildPath('c', shop.locale));
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      if (shop.categoriesTitle)
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(shop.categoriesTitle);
      const cards = main.locator('.category-grid a.category-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(1);
      // Every card counts at least one product (categories without products are hidden).
      for (const count of await main.locator('.category-card__count').allTextContents())
        expect(count).toMatch(/[1-9]/);
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath(`wp7-c-${shop.locale}.png`), fullPage: true });
      const name = (await cards.first().locator('.category-card__name').textContent())!;
      await cards.first().click();
      await expect(page).toHaveURL(new RegExp(`/${shop.locale}/c/[\\w-]+`));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('/p finds products by search and by category', async ({ page }) => {
      await page.goto(buildPath('p', shop.locale));
      const main = page.locator('main');
      if (shop.productsTitle)
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(shop.productsTitle);
      await expect(main.locator('.category-grid a.category-card').first()).toBeVisible();
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath(`wp7-p-${shop.locale}.png`), fullPage: true });
      await main.getByRole('searchbox').fill('reiniger');
      await main.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\?q=reiniger/);
    });

    test('a product slug at the root of the shop redirects to the product page', async ({ page }) => {
      await page.goto(buildPath('c', shop.locale));
      await page.locator('main .category-grid a.category-card').first().click();
      const link = page.locator('main .product-card__link').first();
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      const slug = href.split('/').pop()!;
      await page.goto(`/${shop.locale}/${slug}`);
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('main h1')).toBeVisible();
    });

    test('the USP banner shows on the home page, not on the sales page', async ({ page }) => {
      await page.goto(`/${shop.locale}`);
      const banner = page.getByRole('region', { name: shop.usps });
      await expect(banner).toBeVisible();
      expect(await banner.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath(`wp7-home-${shop.locale}.png`) });
      await signIn(page, shop.locale, shop.purchaser);
      await expect(page.getByRole('region', { name: shop.usps })).toBeVisible();
      await page.goto(buildPath('account-sales', shop.locale));
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('region', { name: shop.usps })).toHaveCount(0);
    });

    test('sign-out ends on the sign-out page', async ({ page }) => {
      await signIn(page, shop.locale, shop.purchaser);
      await page.locator('main form[method="post"] button[type="submit"]').first().click();
      await expect(page).toHaveURL(new RegExp(`/${shop.locale}/?\\?state=signed-out$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.signedOut);
      await expectAxeClean(page);
      await page.screenshot({ path: test.info().outputPath(`wp7-signed-out-${shop.locale}.png`) });
      await expect(page.locator('.login-card a')).toHaveCount(2);
    });

    test('a thrown client error reaches POST /api/log', async ({ page }) => {
      await page.goto(`/${shop.locale}`);
      await expect(page.locator('main h1')).toBeVisible();
      const reported = page.waitForResponse(
        (response) => response.url().endsWith('/api/log') && response.request().method() === 'POST',
      );
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('wp7 e2e: thrown on purpose');
        }, 0);
      });
      const response = await reported;
      expect(response.status()).toBe(204);
      const body = response.request().postDataJSON() as {
        level: string;
        message: string;
        context: { url: string };
      };
      expect(body).toMatchObject({
        level: 'error',
        message: 'Error: wp7 e2e: thrown on purpose',
        context: { url: `/${shop.locale}` },
      });
    });
  });
}

test('a sign-in error names the reason and offers a retry and the home page', async ({ page }) => {
  await page.goto('/bg-bg/login?error=login-denied');
  await expect(page.locator('.login-card').getByRole('alert')).toContainText('Входът беше отказан');
  await expect(page.locator('.login-card a')).toHaveCount(2);
  await expectAxeClean(page);
});
