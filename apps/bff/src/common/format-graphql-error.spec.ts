import { GraphQLError } from 'graphql';
import { formatGraphqlError, MESSAGE_LIMIT } from './format-graphql-error';
import { ShopError } from './shop-error';

describe('formatGraphqlError', () => {
  it('keeps shop errors and drops stack traces', () => {
    const error = new ShopError('NOT_FOUND', 'error.content-not-found', { slug: 'x' }).toJSON();
    const formatted = formatGraphqlError({
      ...error,
      extensions: { ...error.extensions, stacktrace: ['at x'] },
    });
    expect(formatted.extensions).toEqual({
      code: 'NOT_FOUND',
      messageKey: 'error.content-not-found',
      details: { slug: 'x' },
    });
  });

  it('maps malformed queries to BAD_USER_INPUT', () => {
    const formatted = formatGraphqlError({
      message: 'Cannot query field "nope" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' });
    expect(formatted.message).toContain('nope');
  });

  it('hides internal errors behind INTERNAL', () => {
    const formatted = formatGraphqlError({
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['Error: connect', 'at pg'] },
    });
    expect(formatted).toEqual({
      message: 'error.internal',
      path: undefined,
      extensions: { code: 'INTERNAL', messageKey: 'error.internal' },
    });
  });

  it('answers UNAVAILABLE when the thrown error says a dependency cannot be reached in time', () => {
    const formatted = {
      message: 'Query read timeout',
      path: ['products'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
    for (const error of [
      new GraphQLError('Query read timeout', { originalError: new Error('Query read timeout') }),
      new GraphQLError('x', { originalError: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }),
      new GraphQLError('Command timed out', { originalError: new Error('Command timed out') }),
    ]) {
      expect(formatGraphqlError(formatted, error)).toEqual({
        message: 'error.service-unavailable',
        path: ['products'],
        extensions: { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' },
      });
    }
    expect(
      formatGraphqlError(
        formatted,
        new GraphQLError('x', { originalError: new TypeError('y is undefined') }),
      ),
    ).toMatchObject({ extensions: { code: 'INTERNAL' } });
  });

  it('cuts a long GraphQL message (it may quote the query)', () => {
    const formatted = formatGraphqlError({
      message: `Cannot query field "${'z'.repeat(10_000)}" on type "Query".`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(formatted.message).toHaveLength(MESSAGE_LIMIT + 1);
  });
});
