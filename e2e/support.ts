import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page, type Request } from '@playwright/test';

export const PASSWORD = 'Shop-Demo-2026';

/** A money amount as the shop formats it: de-AT "€ 12,79", de-DE "12,79 €", bg-BG "12,79 лв.", "€ 6,54". */
export const MONEY = /(€|лв\.?)\s?\d+,\d{2}|\d+,\d{2}\s?(€|лв)/;

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
 * Follows the page's GraphQL requests. `settled()` waits until none is in flight and the page has
 * drawn what the last answers brought (two animation frames), so a test can then check what is absent.
 */
export function trackGraphql(page: Page) {
  const inFlight = new Set<Request>();
  let answered = 0;
  const isGraphql = (request: Request) => new URL(request.url()).pathname === '/graphql';
  page.on('request', (request) => {
    if (isGraphql(request)) inFlight.add(request);
  });
  // Requests that started before tracking are not in the set: their end changes nothing.
  const done = (request: Request) => {
    if (inFlight.delete(request)) answered += 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    answered: () => answered,
    async settled() {
      await expect.poll(() => inFlight.size, { timeout: 20_000 }).toBe(0);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    },
  };
}
