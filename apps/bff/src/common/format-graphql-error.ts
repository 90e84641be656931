import type { GraphQLFormattedError } from 'graphql';
import { ERROR_CODES } from '@shop/domain';
import { isDependencyUnavailable } from './dependency-errors';

const APOLLO_INPUT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** GraphQL's own message of a malformed query is kept up to this length (it may quote the query). */
export const MESSAGE_LIMIT = 300;

/**
 * Every error leaves with `extensions.code` of DESIGN.md and a `messageKey`; no stack traces.
 * Errors of ours (ShopError) pass unchanged; malformed queries become BAD_USER_INPUT keeping
 * GraphQL's own message, cut to MESSAGE_LIMIT (useful to integrators); a dependency that cannot be
 * reached in time (`error`, the thrown error, says so) becomes UNAVAILABLE; anything else INTERNAL.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? '');
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  if ((ERROR_CODES as readonly string[]).includes(code) && formatted.extensions?.messageKey) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
    return { ...base, extensions };
  }
  if (APOLLO_INPUT_CODES.has(code)) {
    const message =
      base.message.length > MESSAGE_LIMIT ? `${base.message.slice(0, MESSAGE_LIMIT)}…` : base.message;
    return { ...base, message, extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' } };
  }
  if (isDependencyUnavailable(error)) {
    return {
      message: 'error.service-unavailable',
      path: formatted.path,
      extensions: { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' },
    };
  }
  return {
    message: 'error.internal',
    path: formatted.path,
    extensions: { code: 'INTERNAL', messageKey: 'error.internal' },
  };
}
