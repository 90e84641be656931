import { formatGraphqlError } from './format-graphql-error';
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
});
