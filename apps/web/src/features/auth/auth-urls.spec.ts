import { authLoginUrl, authLogoutUrl, safeRedirectPath } from './auth-urls';

describe('login and logout URLs', () => {
  it('accepts only paths of this origin as post-login target', () => {
    expect(safeRedirectPath('de-at', '/de-at/account/mein-konto')).toBe('/de-at/account/mein-konto');
    expect(safeRedirectPath('de-at', '//evil.example/x')).toBe('/de-at/account/mein-konto');
    expect(safeRedirectPath('de-at', 'https://evil.example/')).toBe('/de-at/account/mein-konto');
    expect(safeRedirectPath('de-at', '/\\evil.example')).toBe('/de-at/account/mein-konto');
    expect(safeRedirectPath('bg-bg', null)).toBe('/bg-bg/account/moyat-akaunt');
  });

  it('builds the BFF login and logout URLs', () => {
    expect(authLoginUrl('de-at', '/de-at/account/mein-konto')).toBe(
      '/auth/login?locale=de-at&redirect=%2Fde-at%2Faccount%2Fmein-konto',
    );
    expect(authLogoutUrl('cs-cz')).toBe('/auth/logout?locale=cs-cz');
  });
});
