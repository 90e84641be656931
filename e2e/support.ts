import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Browser, type Page, type Request } from '@playwright/test';

export const PASSWORD = 'Shop-Demo-2026';

/**
 * A money amount as the shop formats it: de-AT "€ 12,79", de-DE "12,79 €", bg-BG "12,79 лв.", with
 * thousands grouped by a dot or a (narrow) space: "€ 14.269,57", "1 250,00 лв.".
 */
const AMOUNT = String.raw`\d{1,3}(?:[.\u00a0\u202f ]\d{3})*,\d{2}`;
export const MONEY = new RegExp(String.raw`(€|лв\.?)\s?${AMOUNT}|${AMOUNT}\s?(€|лв)`);

/** Signs in through the shop's login route and the development IdP's form. */
export async function signIn(page: Page, locale: string, email: string): Promise<void> {
  await page.goto(
    `/${locale}/login?redirect=${encodeURIComponent(`/${locale}/account/${accountWord(locale)}`)}`,
  );
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/account/`));
}

/** Opens the first category of the main navigation (its "all products" link). */
export async function openFirstCategory(page: Page): Promise<void> {
  const navigation = page.getByRole('navigation').first();
  await navigation.locator('button[aria-expanded]').first().click();
  await page.locator('.mega-panel__all').first().click();
  await expect(page).toHaveURL(/\/c\/[\w-]+/);
  // The address changes before the category page draws: until then the home page's product cards
  // are still in `main`, and a spec reading cards would read those.
  await expect(page.locator('main .listing .product-card').first()).toBeVisible();
}

export function accountWord(locale: string): string {
  return locale === 'bg-bg' ? 'moyat-akaunt' : 'mein-konto';
}

const run = promisify(execFile);

/** The ops command of the README, run as ops would run it (it enqueues a job for the worker). */
export async function ops(...args: string[]): Promise<void> {
  await run(process.execPath, ['dist/apps/worker/src/cli/ops.js', ...args], {
    cwd: `${__dirname}/..`,
    env: process.env,
  });
}

/**
 * Follows the page's GraphQL requests. `settled()` waits for two animation frames in which no request
 * was in flight or started: the last answers are drawn, so a test can check what is absent.
 */
export function trackGraphql(page: Page) {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    inFlight.add(request);
    started += 1;
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // False when the page navigated meanwhile (a page that hands over with a full page load, such as the
  // login page once its code is there, decision 0108): not settled yet, the poll asks the new page.
  const twoFrames = () =>
    page
      .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      .then(
        () => true,
        (error: unknown) => {
          if (/Execution context was destroyed|navigat/i.test(String(error))) return false;
          throw error;
        },
      );
  return {
    started: () => started,
    async settled() {
      const quiet = async () => {
        const before = started;
        const idle = inFlight.size === 0;
        const drawn = await twoFrames();
        return drawn && idle && inFlight.size === 0 && started === before;
      };
      await expect.poll(quiet, { timeout: 20_000 }).toBe(true);
    },
  };
}

/** The product page's own add-to-cart form (product cards on the page have a compact one each). */
export function productPageForm(page: Page) {
  return page.locator('.add-to-cart:not(.add-to-cart--card)');
}

/**
 * Opens a product page of the first category that can be put into the cart one at a time (buyable,
 * no minimum order quantity above 1); its name.
 */
export async function openBuyableProduct(page: Page, locale = 'de-at'): Promise<string> {
  await page.goto(`/${locale}`);
  await openFirstCategory(page);
  const cards = page.locator('main .product-card__link');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await cards.nth(i).click();
    // The product page itself (the category page has a heading too), with the signed-in user known:
    // from then on the add-to-cart form is there for a product that can be bought.
    const heading = page.locator('.product-page h1');
    await expect(heading).toBeVisible();
    await expect(page.locator('.account-menu__trigger')).toBeVisible();
    const quantity = productPageForm(page).locator('.add-to-cart__quantity');
    if ((await quantity.isVisible()) && ((await quantity.getAttribute('min')) ?? '1') === '1')
      return heading.innerText();
    await page.goBack();
    await expect(page.locator('.product-page')).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
  }
  throw new Error('no product to be bought one at a time among the first ten');
}

const CARTS = '/de-at/account/mein-konto/warenkorbverwaltung';

/** The basket shopper fills a cart and hands it over with a comment; the page shows the next, empty cart. */
export async function handOver(page: Page, comment: string): Promise<void> {
  await openBuyableProduct(page);
  const form = productPageForm(page);
  await form.locator('.add-to-cart__button').click();
  await expect(form.locator('.add-to-cart__message--ok')).not.toBeEmpty();
  await page.goto('/de-at/warenkorb');
  await page.getByLabel('Kommentar für die Freigabe').fill(comment);
  await page.getByRole('button', { name: 'Zur Freigabe übergeben' }).click();
  await expect(page.locator('.cart-page__empty')).toBeVisible();
}

/** Opens, on an approver's page, the pending cart with this comment (searched in the carts list). */
export async function findPendingCart(page: Page, comment: string): Promise<void> {
  await page.goto(CARTS);
  const pending = page.locator('.cart-admin__cart', { hasText: 'Wartet auf Freigabe' });
  await expect(pending.first()).toBeVisible();
  for (const link of await pending.locator('.cart-admin__name').all()) {
    await link.click();
    await expect(page.locator('.decide')).toBeVisible();
    if (await page.getByText(`Kommentar der anfragenden Person: ${comment}`).isVisible()) return;
    await page.goBack();
  }
  throw new Error(`no pending cart with the comment ${comment}`);
}

/** The approver of the first Austrian customer, signed in on a page of its own, on the shopper's pending cart. */
export async function openPendingCart(browser: Browser, comment: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'de-at', 'approver@20hhat.example');
  await findPendingCart(page, comment);
  return page;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GraphqlData = any;

/** A GraphQL request sent from the page, with its session; fails on any error in the answer. */
export async function pageGraphql(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphqlData> {
  const result = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  expect(result.errors).toBeUndefined();
  return result.data;
}
