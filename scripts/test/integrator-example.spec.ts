import { existsSync } from 'node:fs';
import { join } from 'node:path';

describe('the integrator example step', () => {
  it('runs the example file of docs/integrators.md', async () => {
    const { INTEGRATOR_EXAMPLE } = await import('../lib/integrator-example.mjs');
    expect(existsSync(join(__dirname, '../..', INTEGRATOR_EXAMPLE))).toBe(true);
  });

  it("points the example at the shop's origin and IdP, with the development secret unless one is set", async () => {
    const { integratorExampleEnv } = await import('../lib/integrator-example.mjs');
    const shop = { PUBLIC_URL: 'http://localhost:4123', OIDC_ISSUER: 'http://localhost:4124', PATH: '/bin' };
    expect(integratorExampleEnv(shop)).toEqual({
      PATH: '/bin',
      SHOP_URL: 'http://localhost:4123',
      OIDC_ISSUER: 'http://localhost:4124',
      CLIENT_ID: 'integration-20hhat',
      CLIENT_SECRET: 'dev-integration-secret',
      SHOP_LOCALE: 'de-at',
    });
    expect(
      integratorExampleEnv({ ...shop, IDP_INTEGRATION_SECRET: 'the-configured-secret' }).CLIENT_SECRET,
    ).toBe('the-configured-secret');
  });
});
