import { aptInstall, canAptInstall, findOnPath } from './apt.mjs';
import { UserError } from './log.mjs';

/** The poppler tools the document tests read the rendered PDFs with (libs/documents, decision 0060). */
export const POPPLER_TOOLS = ['pdftotext', 'pdfinfo'];

/**
 * Makes sure pdftotext and pdfinfo are on PATH: installs poppler-utils with apt when we may, else stops
 * with what to install.
 * @param {string} [pathVar]
 * @param {{ mayInstall?: boolean }} [options] whether apt-get may install it (default: as root on Debian)
 */
export async function ensurePoppler(pathVar = process.env.PATH ?? '', { mayInstall = canAptInstall() } = {}) {
  const missing = () => POPPLER_TOOLS.filter((tool) => findOnPath(tool, pathVar) === null);
  if (missing().length === 0) return;
  if (mayInstall) {
    await aptInstall(['poppler-utils']);
    if (missing().length === 0) return;
  }
  throw new UserError(
    `${missing().join(' and ')} not found. The document tests read the PDFs with them: install poppler ` +
      '(Debian/Ubuntu: `sudo apt-get install poppler-utils`, macOS: `brew install poppler`).',
  );
}
