import { accountHomePath, loginPath, maintenancePath, samePath } from './paths';

describe('localized paths', () => {
  it('uses the Bulgarian word for the account home', () => {
    expect(accountHomePath('de-at')).toBe('/de-at/account/mein-konto');
    expect(accountHomePath('it-de')).toBe('/it-de/account/mein-konto');
    expect(accountHomePath('bg-bg')).toBe('/bg-bg/account/moyat-akaunt');
  });

  it('encodes the redirect of the login page', () => {
    expect(loginPath('de-at', '/de-at/account/mein-konto?x=1')).toBe(
      '/de-at/login?redirect=%2Fde-at%2Faccount%2Fmein-konto%3Fx%3D1',
    );
    expect(loginPath('cs-cz')).toBe('/cs-cz/login');
  });

  it('ignores a trailing slash when comparing paths', () => {
    expect(samePath(`${maintenancePath('de-at')}/`, '/de-at/maintenance')).toBe(true);
    expect(samePath('/de-at/maintenance', '/de-de/maintenance')).toBe(false);
  });
});
