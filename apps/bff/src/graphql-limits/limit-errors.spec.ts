import { buildSchema, execute, GraphQLError, parse, validate, type GraphQLFormattedError } from 'graphql';
import { notTrusted } from '../trusted-documents/trusted-document-options';
import { limitAwareErrorFormatter, limitExceeded } from './limit-errors';

const schema = buildSchema(`
  enum Color { RED GREEN }
  type Query { paint(color: Color!): String  shade: String }
`);

/** graphql-js' own message for `query` against the schema (validation, else execution). */
function messageOf(query: string, variables?: Record<string, unknown>): string {
  const document = parse(query);
  const invalid = validate(schema, document);
  if (invalid.length) return invalid[0].message;
  const result = execute({ schema, document, variableValues: variables }) as {
    errors?: readonly GraphQLError[];
  };
  return result.errors![0].message;
}

const withSuggestions = limitAwareErrorFormatter({ suggestions: true });
const withoutSuggestions = limitAwareErrorFormatter({ suggestions: false });
const invalid = (message: string): GraphQLFormattedError => ({
  message,
  extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
});

describe('limitAwareErrorFormatter', () => {
  it('keeps a refusal`s code and key although Apollo reports it as a validation failure', () => {
    const refusal = limitExceeded('error.query-too-deep', 16, 22).toJSON();
    // Apollo's ValidationError keeps the rule's extensions but sets its own code (and the http part
    // is taken out before formatError).
    const { http: _http, ...extensions } = refusal.extensions!;
    const formatted = withoutSuggestions({
      ...refusal,
      locations: [{ line: 1, column: 1 }],
      extensions: { ...extensions, code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatted).toEqual({
      message: 'error.query-too-deep',
      extensions: {
        code: 'BAD_USER_INPUT',
        messageKey: 'error.query-too-deep',
        details: { max: 16, found: 22 },
      },
    });
  });

  it('gives graphql-js` token limit its key, without the query', () => {
    let message = '';
    try {
      parse('{ shade shade shade }', { maxTokens: 3 });
    } catch (error) {
      message = (error as GraphQLError).message;
    }
    expect(withSuggestions({ message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } })).toEqual({
      message: 'error.too-many-tokens',
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.too-many-tokens', details: { max: 3 } },
    });
  });

  it('keeps the code of a document the BFF does not trust (APQ clients read it) and gives it its key', () => {
    const expected = {
      message: 'error.persisted-query-not-found',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', messageKey: 'error.persisted-query-not-found' },
    };
    // Apollo's own answer to an unknown hash, and our refusal of a text in `only` mode.
    expect(
      withoutSuggestions({
        message: 'PersistedQueryNotFound',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      }),
    ).toEqual(expected);
    const { http: _http, ...extensions } = notTrusted().toJSON().extensions!;
    expect(withoutSuggestions({ message: 'error.persisted-query-not-found', extensions })).toEqual(expected);
  });

  it('gives disabled introspection its key', () => {
    const formatted = withoutSuggestions({
      message:
        'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', validationErrorCode: 'INTROSPECTION_DISABLED' },
    });
    expect(formatted).toEqual({
      message: 'error.introspection-disabled',
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.introspection-disabled' },
    });
  });

  it('cuts every kind of "Did you mean …?" when suggestions are off, and keeps it when on', () => {
    const messages = [
      messageOf('{ shad }'),
      messageOf('{ paint(colour: RED) }'),
      messageOf('query($c: Colr!) { paint(color: $c) }'),
      messageOf('{ paint(color: REDD) }'),
      messageOf('query($c: Color!) { paint(color: $c) }', { c: 'REDD' }),
    ];
    for (const message of messages) expect(message).toMatch(/Did you mean/);
    expect(messages.map((message) => withoutSuggestions(invalid(message)).message)).toEqual([
      'Cannot query field "shad" on type "Query".',
      'Unknown argument "colour" on field "Query.paint".',
      'Unknown type "Colr".',
      'Value "REDD" does not exist in "Color" enum.',
      'Variable "$c" got invalid value "REDD"; Value "REDD" does not exist in "Color" enum.',
    ]);
    expect(messages.map((message) => withSuggestions(invalid(message)).message)).toEqual(messages);
  });

  it('leaves everything else to the shop`s formatGraphqlError', () => {
    expect(
      withoutSuggestions({ message: 'connect ECONNREFUSED', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ).toEqual({
      message: 'error.internal',
      extensions: { code: 'INTERNAL', messageKey: 'error.internal' },
    });
    expect(withoutSuggestions(invalid('Cannot query field "nope" on type "Query".')).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.invalid-request',
    });
  });
});
