import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Pages load when their route is visited (decision 0108): the first page's code only, a link's page
// code on intent, the layout standing while a page's code loads, a failed chunk reloading to the
// target path, and the 404 and 403 pages. Scan-me is a page of its own (decision 0125).
const HOME_HEADLINE = 'Sauberkeit, auf die Sie sich verlassen können';

/** scripts/lib/first-load.mjs (plain ESM with JSDoc types): the parts this spec uses. */
const FIRST_LOAD_LIB: string = '../scripts/lib/first-load.mjs';
interface FirstLoadLib {
  HOME_PAGE: string;
  OWN_PAGES: Record<string, { manifest: string }>;
  readManifest(root: string, manifest?: string): Record<string, { file: string }>;
  firstLoadFiles(manifest: unknown, pageModule: string, language: string, textParts: string[]): string[];
  routeFirstLoadFiles(root: string, route: string): string[];
}

/** The page chunks (`assets/<name>-page-<hash>.js`) the browser asks for, in order. */
function recordPageChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+-pages?)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) chunks.push(match[1]);
  });
  return chunks;
}

async function openHome(page: Page) {
  await page.goto('/de-at');
  await expect(page.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
}

/** The first top category's "all products" link in the opened navigation panel, and its path. */
async function categoryLink(page: Page) {
  await page.getByRole('navigation').first().locator('button[aria-expanded]').first().click();
  const link = page.locator('.mega-panel__all').first();
  return { link, path: (await link.getAttribute('href'))! };
}
const mainTop = (page: Page) => page.locator('main').evaluate((main) => main.getBoundingClientRect().top);

test('the home page loads its own page code only; hovering a link loads its page before the click', async ({
  page,
}) => {
  const chunks = recordPageChunks(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.js$/.test(pathname)) scripts.push(pathname.slice(1));
  });
  await openHome(page);
  expect(chunks).toEqual(['home-page']);
  // Before the first draw exactly the files the first-load budget counts (decisions 0110, 0127);
  // what waits for the first render (analytics, blocks below the hero, the rest of the texts) after them.
  const { firstLoadFiles, readManifest, HOME_PAGE } = (await import(FIRST_LOAD_LIB)) as FirstLoadLib;
  const expected = firstLoadFiles(readManifest(process.cwd()), HOME_PAGE, 'de', ['shell']);
  const requested = [...new Set(scripts)];
  expect(requested.slice(0, expected.length).sort()).toEqual(expected);

  const top = await mainTop(page);
  const { link, path } = await categoryLink(page);
  await link.hover();
  await expect.poll(() => chunks).toContain('category-page');
  const loadedAhead = [...chunks];
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main h1').first()).toBeVisible();
  // The click found the page's code there already: nothing more was asked for.
  expect(chunks).toEqual(loadedAhead);
  expect(await mainTop(page)).toBe(top);
});

test('scan-me from the shop is a full page load of its own page: the files its budget counts, nothing of the shop', async ({
  page,
}) => {
  await openHome(page);
  await page.evaluate(() => Object.assign(window, { inTheShop: true }));
  // Scripts the shop asks for, then (from the page load of scan-me's path on) the ones scan-me asks for.
  const inShop: string[] = [];
  const scripts: string[] = [];
  let reloaded = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.isNavigationRequest() && pathname === '/de-at/scannen') reloaded = true;
    if (/^\/assets\/.+\.js$/.test(pathname)) (reloaded ? scripts : inShop).push(pathname.slice(1));
  });
  // The shop's router goes to scan-me, as a link in a CMS text or a menu would make it.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/de-at/scannen');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Scannen' })).toBeVisible();
  await expect(page).toHaveURL(/\/de-at\/scannen$/);
  expect(await page.evaluate(() => 'inTheShop' in window)).toBe(false);
  // The header leads back into the shop and to sign-in.
  await expect(page.getByRole('link', { name: 'Hygiene Shop – zur Startseite' })).toHaveAttribute(
    'href',
    '/de-at',
  );
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
    'href',
    `/de-at/login?redirect=${encodeURIComponent('/de-at/scannen')}`,
  );

  const lib = (await import(FIRST_LOAD_LIB)) as FirstLoadLib;
  const own = new Set(
    Object.values(lib.readManifest(process.cwd(), lib.OWN_PAGES['scan-me']!.manifest)).map(
      (chunk) => chunk.file,
    ),
  );
  // Every file its budget counts (decision 0110), and no file of the shop's build (Apollo, router, layout).
  expect(scripts).toEqual(expect.arrayContaining(lib.routeFirstLoadFiles(process.cwd(), 'scan-me')));
  expect(scripts.filter((file) => !own.has(file))).toEqual([]);
  // In the shop, the route's small chunk that loads the page anew.
  expect(inShop).toContainEqual(expect.stringMatching(/^assets\/document-page-[\w-]+\.js$/));
});

test('while a page’s code loads, the layout stays and a skeleton holds the content area', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/category-page-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await openHome(page);
  const top = await mainTop(page);
  const header = await page.locator('header').first().boundingBox();
  const { link, path } = await categoryLink(page);
  await link.click();
  // The category page's code is held back: header and main stay where they were, a skeleton in main.
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main .page-skeleton')).toBeVisible();
  expect(await mainTop(page)).toBe(top);
  expect(await page.locator('header').first().boundingBox()).toEqual(header);
  await page.screenshot({ path: test.info().outputPath('page-code-loading.png') });
  // The loading state has no heading of its own: the page's h1 comes with its code.
  const axe = await new AxeBuilder({ page }).disableRules(['page-has-heading-one']).analyze();
  expect(axe.violations).toEqual([]);
  release();
  await expect(page.locator('main .page-skeleton')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await mainTop(page)).toBe(top);
});

test('a page chunk that fails to load reloads the page at the target path, once', async ({ page }) => {
  // The category page's code is gone (an old build's file) until the page loads anew at its path.
  let failures = 0;
  let reloaded = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname !== '/de-at') reloaded = true;
  });
  await page.route(/\/assets\/category-page-[\w-]+\.js$/, async (route) => {
    if (reloaded) return route.continue();
    failures += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await openHome(page);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const { link, path } = await categoryLink(page);
  await link.click();
  // The address changes before the chunk fails, and the home page's heading is still there: wait for the
  // new document itself (the marker is gone; while the document changes, the question has no answer).
  await expect
    .poll(() => page.evaluate(() => 'beforeReload' in window).catch(() => true), { timeout: 20_000 })
    .toBe(false);
  expect(reloaded).toBe(true);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(failures).toBeGreaterThan(0);
  await expect(page.locator('[data-status]')).toHaveCount(0);
});

test('the 404 and 403 pages still show, in the layout', async ({ page }) => {
  await page.goto('/de-at/gibt-es/nicht');
  await expect(page.locator('.error-page[data-status="404"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.locator('header')).toBeVisible();

  await page.goto('/xx-yy/irgendwas');
  await expect(page.locator('.error-page[data-status="404"]')).toBeVisible();

  await page.goto('/de-at/account/mein-konto/benutzerverwaltung');
  await expect(page.locator('.error-page[data-status="403"]')).toBeVisible();
  await expect(page.locator('.error-page a[href^="/de-at/login"]')).toHaveCount(1);
});

test('a page loads the texts of its own language only', async ({ page }) => {
  const texts: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/((de|cs|sk|it|bg)-(shell|rest))-[\w-]+\.js$/.exec(
      new URL(request.url()).pathname,
    );
    if (match) texts.push(match[1]);
  });
  const languages = () => [...new Set(texts.map((part) => part.split('-')[0]))];
  await openHome(page);
  // The home page draws with the shell part; the rest follows after the first render (decision 0127).
  expect(texts[0]).toBe('de-shell');
  await expect.poll(() => texts).toContain('de-rest');
  expect(languages()).toEqual(['de']);
  await page.goto('/bg-bg');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await expect(page.locator('header')).toContainText(/[\u0400-\u04FF]/);
  expect(languages()).toEqual(['de', 'bg']);
});
