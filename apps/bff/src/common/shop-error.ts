import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@shop/domain';

/**
 * An error a client may see: a code of DESIGN.md and a translatable message key. The message
 * itself is the key, so no sentence is built in code and nothing internal leaks.
 */
export class ShopError extends GraphQLError {
  constructor(code: ErrorCode, messageKey: string, details?: Record<string, unknown>) {
    super(messageKey, { extensions: { code, messageKey, ...(details ? { details } : {}) } });
  }
}

export const badInput = (messageKey: string, details?: Record<string, unknown>) =>
  new ShopError('BAD_USER_INPUT', messageKey, details);
export const notFound = (messageKey: string, details?: Record<string, unknown>) =>
  new ShopError('NOT_FOUND', messageKey, details);
export const forbidden = () => new ShopError('FORBIDDEN', 'error.forbidden');
export const unauthenticated = () => new ShopError('UNAUTHENTICATED', 'error.unauthenticated');
