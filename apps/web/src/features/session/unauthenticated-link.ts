import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { reportUnauthenticated } from './session-events';

/** True for an HTTP 401 or a GraphQL error with extensions.code UNAUTHENTICATED. */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
  }
  return false;
}

/** Reports 401 / UNAUTHENTICATED answers to the SessionRuntime (docs/rules/errors.md "Network 401"). */
export function createUnauthenticatedLink(report: () => void = reportUnauthenticated): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) report();
  });
}
