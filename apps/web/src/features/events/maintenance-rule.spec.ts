import { isNewerState, maintenanceRedirect } from './maintenance-rule';

const on = { enabled: true };
const off = { enabled: false };

describe('maintenance rule', () => {
  it("sends every page of the locale's tenant to the maintenance page while it is on", () => {
    expect(maintenanceRedirect('de-at', '/de-at', { mandantCode: '20HHAT', state: on })).toBe(
      '/de-at/maintenance',
    );
    expect(
      maintenanceRedirect('bg-bg', '/bg-bg/account/moyat-akaunt', { mandantCode: '57HHBG', state: on }),
    ).toBe('/bg-bg/maintenance');
  });

  it('ignores the maintenance of other tenants', () => {
    expect(maintenanceRedirect('de-at', '/de-at', { mandantCode: '30HHDE', state: on })).toBeNull();
    expect(
      maintenanceRedirect('de-at', '/de-at/maintenance', { mandantCode: '30HHDE', state: off }),
    ).toBeNull();
  });

  it('applies to both locales of the Italian tenant', () => {
    expect(maintenanceRedirect('it-de', '/it-de', { mandantCode: '41HHIC', state: on })).toBe(
      '/it-de/maintenance',
    );
    expect(maintenanceRedirect('it-it', '/it-it', { mandantCode: '41HHIC', state: on })).toBe(
      '/it-it/maintenance',
    );
  });

  it('stays on the maintenance page while it is on', () => {
    expect(
      maintenanceRedirect('de-at', '/de-at/maintenance', { mandantCode: '20HHAT', state: on }),
    ).toBeNull();
  });

  it('leaves the maintenance page for home once it is off, and nothing else moves', () => {
    expect(maintenanceRedirect('de-at', '/de-at/maintenance/', { mandantCode: '20HHAT', state: off })).toBe(
      '/de-at',
    );
    expect(
      maintenanceRedirect('de-at', '/de-at/account/mein-konto', { mandantCode: '20HHAT', state: off }),
    ).toBeNull();
  });

  it('never applies to locales without a tenant', () => {
    expect(maintenanceRedirect('sr-rs', '/sr-rs', { mandantCode: '20HHAT', state: on })).toBeNull();
  });

  it('lets a newer state win over an older one', () => {
    const older = { enabled: true, until: null, changedAt: '2026-01-01T10:00:00.000Z' };
    const newer = { enabled: false, until: null, changedAt: '2026-01-01T10:05:00.000Z' };
    expect(isNewerState(newer, older)).toBe(true);
    expect(isNewerState(older, newer)).toBe(false);
    expect(isNewerState(older, null)).toBe(true);
  });
});
