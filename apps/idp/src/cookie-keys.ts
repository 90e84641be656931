import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadOrCreateJson } from './persisted-json';

interface CookieKeysFile {
  keys: string[];
}

function isCookieKeysFile(value: unknown): value is CookieKeysFile {
  if (typeof value !== 'object' || value === null) return false;
  const keys = (value as { keys?: unknown }).keys;
  return (
    Array.isArray(keys) && keys.length > 0 && keys.every((key) => typeof key === 'string' && key.length >= 32)
  );
}

/** Secrets that sign the provider's cookies, kept in `<dataDir>/idp/cookie-keys.json` so sessions survive restarts. */
export function loadOrCreateCookieKeys(dataDir: string): string[] {
  return loadOrCreateJson(join(dataDir, 'idp', 'cookie-keys.json'), isCookieKeysFile, () => ({
    keys: [randomBytes(32).toString('base64url')],
  })).keys;
}
