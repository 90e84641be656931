import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './apt.mjs';
import { UserError } from './log.mjs';

/**
 * Debian's Chromium without a browser window (package chromium-headless-shell, the same engine
 * version as chromium): it draws no browser interface and needs no GPU process, so an e2e run on two
 * cores takes about 40% less time than with the full browser (decision 0141).
 */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';

/**
 * Makes sure the Chromium the end-to-end tests drive exists and returns its path.
 * @param {string} [path]
 */
export async function ensureChromium(path = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM) {
  if (existsSync(path)) return path;
  if (path === DEFAULT_CHROMIUM && canAptInstall()) {
    await aptInstall(['chromium-headless-shell', 'fonts-dejavu-core']);
    if (existsSync(path)) return path;
  }
  throw new UserError(
    `Chromium not found at ${path}. The end-to-end tests need it: install it ` +
      '(Debian/Ubuntu: `sudo apt-get install chromium-headless-shell fonts-dejavu-core`) or set CHROMIUM_PATH to a Chromium executable.',
  );
}
