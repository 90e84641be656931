// The ops credential of the BFF's ops routes (/api/ops/*). Set OPS_TOKEN to use your own; otherwise
// the launcher generates one once into the data folder (file mode 0600) and hands it to the BFF.
// The token itself is never printed, only where it is.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPS_TOKEN_FILE = 'ops-token';

/** What the BFF accepts: 32 or more printable ASCII characters without spaces. */
export function isValidOpsToken(/** @type {unknown} */ token) {
  return typeof token === 'string' && /^[\x21-\x7e]{32,}$/.test(token);
}

/**
 * OPS_TOKEN from the environment, else the one stored in the data folder, else a new one stored there.
 * @param {string} dataDir absolute data folder
 * @param {Record<string, string | undefined>} env
 * @returns {{ token: string, file: string | null, source: 'env' | 'file' | 'generated' }}
 */
export function ensureOpsToken(dataDir, env) {
  if (env.OPS_TOKEN) {
    if (!isValidOpsToken(env.OPS_TOKEN))
      throw new Error('OPS_TOKEN must be 32 or more printable characters without spaces');
    return { token: env.OPS_TOKEN, file: null, source: 'env' };
  }
  const file = join(dataDir, OPS_TOKEN_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (isValidOpsToken(stored)) return { token: stored, file, source: 'file' };
  }
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, file, source: 'generated' };
}
