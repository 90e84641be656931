import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@shop/domain';

/** Echoed input in `details` is cut to this many characters: an error never repeats a 10 kB argument. */
export const ECHO_LIMIT = 64;

/** `details` with every string cut to ECHO_LIMIT characters (an ellipsis marks the cut). */
export function cutEchoes(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > ECHO_LIMIT ? `${value.slice(0, ECHO_LIMIT)}…` : value;
  if (depth > 3 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => cutEchoes(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutEchoes(item, depth + 1)]));
}

/**
 * An error a client may see: a code of DESIGN.md and a translatable message key. The message
 * itself is the key, so no sentence is built in code and nothing internal leaks.
 */
export class ShopError extends GraphQLError {
  constructor(code: ErrorCode, messageKey: string, details?: Record<string, unknown>) {
    super(messageKey, {
      extensions: { code, messageKey, ...(details ? { details: cutEchoes(details) } : {}) },
    });
  }
}

export const badInput = (messageKey: string, details?: Record<string, unknown>) =>
  new ShopError('BAD_USER_INPUT', messageKey, details);
export const notFound = (messageKey: string, details?: Record<string, unknown>) =>
  new ShopError('NOT_FOUND', messageKey, details);
export const forbidden = () => new ShopError('FORBIDDEN', 'error.forbidden');
export const unauthenticated = () => new ShopError('UNAUTHENTICATED', 'error.unauthenticated');
/** What changes a browser session (sign-in, tenant switch, customer selection) needs one: not a bearer token. */
export const sessionRequired = () => new ShopError('FORBIDDEN', 'error.session-required');
/** Redis, the database or the identity provider cannot be reached in time: try again shortly. */
export const unavailable = () => new ShopError('UNAVAILABLE', 'error.service-unavailable');
