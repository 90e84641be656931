import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { PASSWORD, signIn } from './support';

// The operations console (decisions 0138, 0139). In the second lane: it switches 30HHDE, which only
// the maintenance spec and the access tree's tenant switch of the same lane visit, and adds a failing
// job of its own to the documents queue, which no spec reads as a list.

const OPS_LOGIN = 'ops@shop.example';
const TENANT = '30HHDE';
const HOME_HEADLINE = 'Sauberkeit, auf die Sie sich verlassen können';
const MAINTENANCE_TITLE = 'Wir sind gleich wieder für Sie da';
const DEADLINE = { timeout: 20_000 };
/** Every ops path the server answers: the console's API, the maintenance API and the queue dashboard. */
const OPS_PATHS = [
  '/api/ops/console/me',
  '/api/ops/console/tenants',
  '/api/ops/console/events',
  '/api/ops/maintenance',
  '/ops/queues',
  '/ops/queues/api/queues',
];

/** Signs in at the console: its sign-in link, the IdP's form, back on /ops. */
async function signInAtConsole(page: Page, signedIn = 'Angemeldet als Oskar Betrieb'): Promise<void> {
  await page.goto('/ops');
  await page.getByRole('link', { name: /^(Anmelden|Sign in)$/ }).click();
  await page.locator('input[name="email"]').fill(OPS_LOGIN);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ops\/?(\?.*)?$/);
  await expect(page.getByText(signedIn)).toBeVisible();
}

/** The button among `buttons` whose tooltip (shown on hover) is "Retry". */
async function retryButtonOf(page: Page, buttons: Locator): Promise<Locator> {
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    if (
      /^retry$/i.test(
        ((await button.getAttribute('aria-label')) ?? (await button.getAttribute('title')) ?? '').trim(),
      )
    )
      return button;
    await button.hover();
    // The tooltip opens after a short delay.
    const tooltip = page.getByText('Retry', { exact: true });
    if (
      await tooltip.waitFor({ state: 'visible', timeout: 2500 }).then(
        () => true,
        () => false,
      )
    ) {
      await page.mouse.move(0, 0);
      return button;
    }
  }
  throw new Error(
    `no retry button among ${count}: ${await buttons.first().locator('xpath=../../..').innerHTML()}`,
  );
}

const tenantCard = (page: Page, code: string) => page.locator(`li[data-tenant="${code}"]`);

async function openShopHome(browser: Browser, locale: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${locale}`);
  await expect(page.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
  return { page, close: () => context.close() };
}

test('the ops login switches maintenance for one tenant live; its open shop page shows the maintenance page, another tenant’s not', async ({
  browser,
}) => {
  const consoleContext = await browser.newContext({ locale: 'de-DE' });
  const ops = await consoleContext.newPage();
  const germany = await openShopHome(browser, 'de-de');
  const austria = await openShopHome(browser, 'de-at');
  try {
    await signInAtConsole(ops);
    const card = tenantCard(ops, TENANT);
    await expect(card.getByTestId(`ops-state-${TENANT}`)).toHaveText('In Betrieb');
    await expect(ops.getByRole('status').filter({ hasText: 'Live' })).toBeVisible(DEADLINE);
    // The console passes axe with its own styles (contrast included), on a phone's width too.
    await expect(ops.locator('tr[data-client]').first()).toBeVisible(DEADLINE);
    for (const width of [1280, 390]) {
      await ops.setViewportSize({ width, height: 900 });
      const axe = await new AxeBuilder({ page: ops }).options({ resultTypes: ['violations'] }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
    // The open German page is counted (per-process counts in Redis, summed).
    await expect
      .poll(async () => Number(await card.getByTestId(`ops-open-pages-${TENANT}`).textContent()), DEADLINE)
      .toBeGreaterThanOrEqual(1);

    await card.getByRole('button', { name: `Wartung einschalten – ${TENANT}` }).click();
    await expect(
      card.getByRole('status').filter({ hasText: `Auftrag für ${TENANT} übergeben.` }),
    ).toBeVisible();
    // Live: the console follows the worker's event, no reload.
    await expect(card.getByTestId(`ops-state-${TENANT}`)).toHaveText('Wartung aktiv', DEADLINE);
    await expect(germany.page.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeVisible(DEADLINE);
    await expect(germany.page).toHaveURL(/\/de-de\/maintenance$/);

    // Recorded with who and when.
    await card.getByText('Letzte Änderungen').click();
    await expect(
      card
        .getByRole('list', { name: `Letzte Änderungen von ${TENANT}` })
        .locator('li')
        .first(),
    ).toContainText(`eingeschaltet (Auftrag) · ${OPS_LOGIN}`, DEADLINE);
    await expect(austria.page.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
    await expect(austria.page.getByRole('heading', { name: MAINTENANCE_TITLE })).toHaveCount(0);

    // The console's own language switch.
    await ops.getByLabel('Sprache').selectOption('en');
    await expect(card.getByTestId(`ops-state-${TENANT}`)).toHaveText('In maintenance');
    await card.getByRole('button', { name: `Switch maintenance off – ${TENANT}` }).click();
    await expect(card.getByTestId(`ops-state-${TENANT}`)).toHaveText('Running', DEADLINE);
    await expect(germany.page.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible(DEADLINE);
    await expect(
      card
        .getByRole('list', { name: `Last changes of ${TENANT}` })
        .locator('li')
        .first(),
    ).toContainText(`switched off (request) · ${OPS_LOGIN}`, DEADLINE);
  } finally {
    // Off at the end whatever happened: other specs of this lane visit 30HHDE.
    await ops.request
      .post('/api/ops/maintenance', { data: { mandantCode: TENANT, enabled: false } })
      .catch(() => undefined);
    await consoleContext.close();
    await germany.close();
    await austria.close();
  }
});

test('a failed job is retried from the queue dashboard', async ({ browser }) => {
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: null,
  });
  const documents = new Queue('documents', { connection });
  // Bull Board follows the browser's language; its English names are used here.
  const context = await browser.newContext({ locale: 'en-US' });
  const ops = await context.newPage();
  try {
    // A job the documents processor refuses for good: deterministic, it fails on every attempt.
    const job = await documents.add('e2e-ops-console-refused', { invalid: `ops-console-${Date.now()}` });
    const jobId = String(job.id);
    await expect.poll(() => documents.getJobState(jobId), DEADLINE).toBe('failed');
    expect((await documents.getJob(jobId))?.attemptsMade).toBe(1);

    await signInAtConsole(ops, 'Signed in as Oskar Betrieb');
    await ops.getByRole('link', { name: 'Open the queue dashboard' }).click();
    await expect(ops).toHaveURL(/\/ops\/queues\/?$/);
    await ops.goto('/ops/queues/queue/documents?status=failed');
    const jobLink = ops.locator(`a[href*="/queue/documents/${jobId}?"]`);
    await expect(jobLink).toContainText('e2e-ops-console-refused', DEADLINE);
    // Its failure reason is shown.
    await expect(ops.getByText(/documents job .*: /).first()).toBeVisible();
    // The card's actions are icon buttons named by a tooltip: the one whose tooltip says "Retry".
    const actions = jobLink.locator('xpath=ancestor::*[.//button][1]').getByRole('button');
    const retry = await retryButtonOf(ops, actions);
    await retry.click();
    // Bull Board may ask to confirm a job action (its setting): confirm when it does.
    await ops
      .getByRole('button', { name: 'Confirm' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    // It moved: taken again by the worker (a second attempt), refused again.
    await expect.poll(async () => (await documents.getJob(jobId))?.attemptsMade, DEADLINE).toBe(2);
    await expect.poll(() => documents.getJobState(jobId), DEADLINE).toBe('failed');
    await documents.remove(jobId);
  } finally {
    await context.close().catch(() => undefined);
    await documents.close();
    await connection.quit();
  }
});

test('a guest and a shop user get no part of the console: page, ops API or queue dashboard', async ({
  browser,
}) => {
  const guestContext = await browser.newContext({ locale: 'de-DE' });
  const guest = await guestContext.newPage();
  const userContext = await browser.newContext({ locale: 'de-DE' });
  const user = await userContext.newPage();
  try {
    await guest.goto('/ops');
    await expect(guest.getByRole('heading', { name: 'Anmeldung erforderlich' })).toBeVisible();
    await expect(guest.locator('li[data-tenant]')).toHaveCount(0);
    for (const path of OPS_PATHS) {
      const answer = await guest.request.get(path);
      expect([path, answer.status()]).toEqual([path, 401]);
    }
    expect((await guest.request.get('/ops/queues')).headers()['content-type']).toContain('application/json');

    await signIn(user, 'de-de', 'admin@30hhde.example');
    await user.goto('/ops');
    await expect(user.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
    await expect(user.locator('li[data-tenant]')).toHaveCount(0);
    for (const path of OPS_PATHS) {
      const answer = await user.request.get(path);
      expect([path, answer.status()]).toEqual([path, 403]);
    }
    const write = await user.request.post('/api/ops/maintenance', {
      data: { mandantCode: TENANT, enabled: true },
    });
    expect(write.status()).toBe(403);
    const retry = await user.request.put('/ops/queues/api/queues/documents/retry/failed');
    expect(retry.status()).toBe(403);
  } finally {
    await guestContext.close();
    await userContext.close();
  }
});
