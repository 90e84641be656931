import { bearerCredentialOf, MAX_TOKEN_LENGTH } from './authorization-header';

describe('bearerCredentialOf', () => {
  it('reads the token of the Bearer scheme, in any case, with blanks around it', () => {
    expect(bearerCredentialOf('Bearer abc.def-ghi_jkl')).toEqual({ kind: 'token', token: 'abc.def-ghi_jkl' });
    expect(bearerCredentialOf('bearer  a.b.c ')).toEqual({ kind: 'token', token: 'a.b.c' });
    expect(bearerCredentialOf('BEARER x/y+z==')).toEqual({ kind: 'token', token: 'x/y+z==' });
  });

  it('offers nothing without the header or with another scheme', () => {
    expect(bearerCredentialOf(undefined)).toEqual({ kind: 'none' });
    expect(bearerCredentialOf('Basic dXNlcjpwYXNz')).toEqual({ kind: 'none' });
    expect(bearerCredentialOf('Bearerabc')).toEqual({ kind: 'none' });
    expect(bearerCredentialOf('')).toEqual({ kind: 'none' });
  });

  it.each([
    ['no token', 'Bearer'],
    ['only blanks', 'Bearer   '],
    ['two parts', 'Bearer abc def'],
    ['a character no token has', 'Bearer abc,def'],
    ['padding inside', 'Bearer ab=c'],
    ['a quoted token', 'Bearer "abc"'],
    ['a token too long', `Bearer ${'a'.repeat(MAX_TOKEN_LENGTH + 1)}`],
  ])('calls the Bearer scheme with %s malformed', (_case, header) => {
    expect(bearerCredentialOf(header)).toEqual({ kind: 'malformed' });
  });
});
