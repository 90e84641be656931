import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { formatGraphqlError } from '../common/format-graphql-error';
import { NOT_TRUSTED_CODE, NOT_TRUSTED_KEY } from '../trusted-documents/trusted-document-options';

/** Message keys of operations refused before they run (BAD_USER_INPUT), each with a text in the web. */
export const LIMIT_KEYS = {
  depth: 'error.query-too-deep',
  aliases: 'error.too-many-aliases',
  rootFields: 'error.too-many-root-fields',
  directives: 'error.too-many-directives',
  tokens: 'error.too-many-tokens',
  cost: 'error.query-too-costly',
  introspection: 'error.introspection-disabled',
} as const;

const REFUSAL_KEYS = new Set<string>(Object.values(LIMIT_KEYS));

/**
 * An operation refused by a limit. `max` (the configured limit) and `found` (when known) are the only
 * details: nothing of the query is echoed back. Apollo answers it with HTTP 400.
 */
export function limitExceeded(messageKey: string, max: number, found?: number): GraphQLError {
  return new GraphQLError(messageKey, {
    extensions: {
      code: 'BAD_USER_INPUT',
      messageKey,
      details: found === undefined ? { max } : { max, found },
      http: { status: 400 },
    },
  });
}

/**
 * graphql-js' own token limit (Apollo's parseOptions.maxTokens) answers a syntax error with this text
 * (graphql 16 writes "more that"); the web-operations and integration tests fail if it changes.
 */
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more tha[nt] (\d+) tokens\. Parsing aborted\.$/;

/** "Did you mean …?" of graphql-js: fields, arguments, types, enum values (also in variable errors). */
const SUGGESTION = / ?Did you mean .+\?$/;

/**
 * formatError of the GraphQL server: the shop's formatGraphqlError, after
 * - refusals of the limits keep their own code and key (Apollo wraps validation errors as
 *   GRAPHQL_VALIDATION_FAILED, which formatGraphqlError turns into the generic error.invalid-request);
 * - the token limit and disabled introspection, which come from graphql-js and Apollo, get keys;
 * - a document the BFF does not trust (Apollo's unknown hash, our `only` refusal) keeps Apollo's code
 *   PERSISTED_QUERY_NOT_FOUND, which APQ clients look for, with a key;
 * - without suggestions, "Did you mean …?" is cut from every message (it names schema fields).
 */
export function limitAwareErrorFormatter(options: { suggestions: boolean }) {
  return (formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError => {
    const extensions = formatted.extensions ?? {};
    const messageKey = typeof extensions.messageKey === 'string' ? extensions.messageKey : undefined;
    if (messageKey && REFUSAL_KEYS.has(messageKey)) {
      return {
        message: messageKey,
        extensions: { code: 'BAD_USER_INPUT', messageKey, details: extensions.details },
      };
    }
    const tokens = TOKEN_LIMIT_MESSAGE.exec(formatted.message);
    if (tokens && extensions.code === 'GRAPHQL_PARSE_FAILED') {
      return {
        message: LIMIT_KEYS.tokens,
        extensions: {
          code: 'BAD_USER_INPUT',
          messageKey: LIMIT_KEYS.tokens,
          details: { max: Number(tokens[1]) },
        },
      };
    }
    if (extensions.code === NOT_TRUSTED_CODE) {
      return {
        message: NOT_TRUSTED_KEY,
        extensions: { code: NOT_TRUSTED_CODE, messageKey: NOT_TRUSTED_KEY },
      };
    }
    if (extensions.validationErrorCode === 'INTROSPECTION_DISABLED') {
      return {
        message: LIMIT_KEYS.introspection,
        extensions: { code: 'BAD_USER_INPUT', messageKey: LIMIT_KEYS.introspection },
      };
    }
    const message = options.suggestions ? formatted.message : formatted.message.replace(SUGGESTION, '');
    return formatGraphqlError({ ...formatted, message }, error);
  };
}
