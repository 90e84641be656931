import { createHash, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { join } from 'node:path';
import { loadOrCreateJson } from './persisted-json';

export interface SigningJwk extends JsonWebKey {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface Jwks {
  keys: SigningJwk[];
}

function isJwks(value: unknown): value is Jwks {
  if (typeof value !== 'object' || value === null) return false;
  const keys = (value as { keys?: unknown }).keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every(
      (key: Record<string, unknown>) =>
        key.kty === 'RSA' &&
        typeof key.kid === 'string' &&
        typeof key.d === 'string' &&
        typeof key.n === 'string',
    )
  );
}

/** RFC 7638 thumbprint of the public part, so the key id is stable and derived from the key itself. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

export function generateSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kty: 'RSA', kid: thumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** The provider's private JWKS, kept in `<dataDir>/idp/jwks.json` so restarts keep issued tokens valid. */
export function loadOrCreateJwks(dataDir: string): Jwks {
  return loadOrCreateJson(join(dataDir, 'idp', 'jwks.json'), isJwks, () => ({
    keys: [generateSigningKey()],
  }));
}
