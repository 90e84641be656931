import { isSafeRedirectPath, withSignInReturn } from './redirect';

describe('isSafeRedirectPath', () => {
  it('accepts shop paths', () => {
    expect(isSafeRedirectPath('/de-at/account/mein-konto')).toBe(true);
    expect(isSafeRedirectPath('/bg-bg?x=1')).toBe(true);
  });

  it('refuses other origins and odd input', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'de-at',
      '',
      '/a\nb',
      42,
    ]) {
      expect(isSafeRedirectPath(bad)).toBe(false);
    }
  });
});

describe('withSignInReturn', () => {
  it('adds the mark to the query and keeps the fragment last', () => {
    expect(withSignInReturn('/de-at')).toBe('/de-at?signin=returned');
    expect(withSignInReturn('/de-at/warenkorb?x=1')).toBe('/de-at/warenkorb?x=1&signin=returned');
    expect(withSignInReturn('/de-at/p/a#details')).toBe('/de-at/p/a?signin=returned#details');
  });
});
