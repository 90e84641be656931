import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a secret a request gave (a token, a CSRF value) is the expected one, in constant time:
 * both sides are hashed first, so neither the length nor the content of the expected one leaks.
 * No expected secret, or a given one that is not a non-empty string of at most 4 kB, never matches.
 */
export function secretsMatch(expected: string | null | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string' || given.length === 0 || given.length > 4096) return false;
  return timingSafeEqual(digest(expected), digest(given));
}
