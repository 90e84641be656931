import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request's preview token is the configured one. No configured token means no preview
 * at all; the comparison takes the same time whatever the given token.
 */
export function isValidPreviewToken(
  configured: string | undefined,
  given: string | null | undefined,
): boolean {
  if (!configured || typeof given !== 'string' || given.length === 0 || given.length > 512) return false;
  return timingSafeEqual(digest(configured), digest(given));
}
