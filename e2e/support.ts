import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

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
