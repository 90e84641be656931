import type { GraphQLFormattedError } from 'graphql';
import { ERROR_CODES } from '@shop/domain';

const APOLLO_INPUT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Every error leaves with `extensions.code` of DESIGN.md and a `messageKey`; no stack traces.
 * Errors of ours (ShopError) pass unchanged; malformed queries become BAD_USER_INPUT keeping
 * GraphQL's own message (useful to integrators); anything else becomes INTERNAL.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? '');
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  if ((ERROR_CODES as readonly string[]).includes(code) && formatted.extensions?.messageKey) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
    return { ...base, extensions };
  }
  if (APOLLO_INPUT_CODES.has(code)) {
    return { ...base, extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' } };
  }
  return {
    message: 'error.internal',
    path: formatted.path,
    extensions: { code: 'INTERNAL', messageKey: 'error.internal' },
  };
}
