import { secretsMatch } from '../common/secrets';

/**
 * Whether a request's preview token is the configured one. No configured token means no preview
 * at all; the comparison takes the same time whatever the given token.
 */
export function isValidPreviewToken(
  configured: string | undefined,
  given: string | null | undefined,
): boolean {
  return typeof given === 'string' && given.length <= 512 && secretsMatch(configured, given);
}
