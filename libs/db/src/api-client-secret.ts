import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets of API clients created in the shop (decision 0091): 32 random bytes, base64url. Only their
 * SHA-256 is stored (integration_client.secret_hash, migration 0029); the shop shows a secret once.
 * A fast hash is enough for 256 random bits: nobody can guess such a secret from its hash, which is
 * what a slow password hash (scrypt) protects against for secrets people choose.
 */
export const API_CLIENT_SECRET_BYTES = 32;

/** How long the previous secret still works after a rotation (decision 0091). */
export const API_CLIENT_ROTATION_GRACE_HOURS = 24;

export function newApiClientSecret(): string {
  return randomBytes(API_CLIENT_SECRET_BYTES).toString('base64url');
}

/** SHA-256 (hex) of a secret, as integration_client stores it. */
export function apiClientSecretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time check of a presented secret against a stored SHA-256 (hex); false for a malformed hash. */
export function apiClientSecretMatches(secret: string, storedHash: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(apiClientSecretHash(secret), 'hex'), Buffer.from(storedHash, 'hex'));
}
