import { isSafeRedirectPath } from './redirect';

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
