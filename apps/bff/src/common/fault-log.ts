import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import type { GraphqlContext } from './graphql-context';

/** The codes of a fault of the shop or of a dependency: the client learns only the code. */
export type FaultCode = 'INTERNAL' | 'UNAVAILABLE';

/** A request as pino-http leaves it: its logger is bound to the request (`req: { id, method, url }`). */
type LoggedRequest = { log?: Logger };

/**
 * The one log line of a fault (docs/integrators.md, Errors): with the request's logger (so the
 * request id of the `x-request-id` header), the operation (a GraphQL operation's name, a REST route),
 * the code the client got and the cause with its class and stack, which never leave the server.
 * INTERNAL is an error, UNAVAILABLE a warning (a dependency, not the shop, failed).
 */
export function logFault(
  log: Logger,
  fault: { operation: string; code: FaultCode; cause: unknown; path?: string },
): void {
  const { operation, code, cause, path } = fault;
  const fields = { operation, code, ...(path ? { path } : {}), err: cause };
  if (code === 'INTERNAL') log.error(fields, 'request failed');
  else log.warn(fields, 'request failed: a dependency is unavailable');
}

/** The logger of `req` (pino-http's), or `fallback` when the request did not pass it. */
export function requestLogger(req: unknown, fallback: Logger): Logger {
  return (req as LoggedRequest | undefined)?.log ?? fallback;
}

/**
 * Logs each INTERNAL and UNAVAILABLE error of a GraphQL operation once: `format` is the server's
 * formatError, which decides what the client is told, so an error is logged exactly when the client
 * sees one of these codes. One cause reported at several paths (a failed batch) is one line.
 */
export function faultLogPlugin(
  format: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError,
  fallback: Logger,
): ApolloServerPlugin<GraphqlContext> {
  const listener = {
    async didEncounterErrors({
      errors,
      contextValue,
      operationName,
      request,
    }: {
      errors: readonly GraphQLError[];
      contextValue: GraphqlContext;
      operationName?: string | null;
      request: { operationName?: string };
    }) {
      const logged = new Set<unknown>();
      for (const error of errors) {
        const code = clientCodeOf(format, error);
        if (code !== 'INTERNAL' && code !== 'UNAVAILABLE') continue;
        const cause = error.originalError ?? error;
        if (logged.has(cause)) continue;
        logged.add(cause);
        logFault(requestLogger(contextValue?.req, fallback), {
          operation: operationName ?? request.operationName ?? '(anonymous)',
          code,
          cause,
          path: error.path?.join('.'),
        });
      }
    },
  };
  return { requestDidStart: async () => listener };
}

/** The code the client will see for `error`: formatted as Apollo formats it (a code is always set). */
function clientCodeOf(
  format: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError,
  error: GraphQLError,
): unknown {
  const code = error.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
  const formatted = format(
    { message: error.message, path: error.path, extensions: { ...error.extensions, code } },
    error,
  );
  return formatted.extensions?.code;
}
