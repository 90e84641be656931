import { DeadlineExceededError } from '@shop/redis';

/**
 * Errors of a dependency that cannot be reached in time (Redis, the database), as the clients below
 * us raise them: ioredis (command timeout, no connection and no offline queue, retries used up), pg
 * (connect or statement deadline, connection lost or refused) and our own deadlines.
 */
const UNAVAILABLE_MESSAGES = [
  /^Command timed out$/,
  /^Stream isn't writeable/,
  /^Reached the max retries per request limit/,
  /^Connection is closed\.?$/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error/,
];
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** True when `error` (or the error it wraps) says a dependency is unreachable or too slow right now. */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  if (error instanceof DeadlineExceededError) return true;
  const { message, code, originalError, cause } = error as {
    message?: unknown;
    code?: unknown;
    originalError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  return isDependencyUnavailable(originalError, depth + 1) || isDependencyUnavailable(cause, depth + 1);
}
