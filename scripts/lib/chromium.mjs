import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './apt.mjs';
import { UserError } from './log.mjs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * Makes sure the Chromium the end-to-end tests drive exists and returns its path.
 * @param {string} [path]
 */
export async function ensureChromium(path = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM) {
  if (existsSync(path)) return path;
  if (path === DEFAULT_CHROMIUM && canAptInstall()) {
    await aptInstall(['chromium', 'fonts-dejavu-core']);
    if (existsSync(path)) return path;
  }
  throw new UserError(
    `Chromium not found at ${path}. The end-to-end tests need it: install it ` +
      '(Debian/Ubuntu: `sudo apt-get install chromium fonts-dejavu-core`) or set CHROMIUM_PATH to a Chromium executable.',
  );
}
