import { authLoginUrl, authLogoutUrl, safeRedirectPath } from './auth-urls';

describe('login and logout URLs', () => {
  it('accepts only paths of this origin as post-login target', () => {
    expect(safeRedirectPath('/de-at/account/mein-konto')).toBe('/de-at/account/mein-konto');
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('builds the BFF login and logout URLs; without a target the BFF lands on the locale home', () => {
    expect(authLoginUrl('de-at', '/de-at/account/mein-konto')).toBe(
      '/auth/login?locale=de-at&redirect=%2Fde-at%2Faccount%2Fmein-konto',
    );
    expect(authLoginUrl('bg-bg', null)).toBe('/auth/login?locale=bg-bg');
    expect(authLogoutUrl('cs-cz')).toBe('/auth/logout?locale=cs-cz');
  });
});
