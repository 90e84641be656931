import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The IdP's development secret, read from its source (the launcher prints it; both must say the same). */
const IDP_DEV_INTEGRATION_SECRET = /export const DEV_INTEGRATION_SECRET = '([^']+)'/.exec(
  readFileSync(join(__dirname, '../../apps/idp/src/config.ts'), 'utf8'),
)?.[1];

describe('logins table', () => {
  it('lists every seeded user pattern, the tenants and the password', async () => {
    const { loginsTable, SEED_PASSWORD } = await import('../lib/logins.mjs');
    const lines = loginsTable(['20HHAT', '30HHDE']);
    expect(lines[0]).toBe(`Seeded logins, password ${SEED_PASSWORD}, <m> = 20hhat, 30hhde`);
    const body = lines.slice(1).join('\n');
    for (const user of ['admin', 'approver', 'purchaser', 'shopper', 'norole', 'employee']) {
      expect(body).toContain(`${user}@<m>.example`);
    }
    expect(body).toMatch(/shopper@<m>\.example\s+ROLE_CART_MANAGER_NO_CHECKOUT/);
    expect(body).toContain('newcomer@shop.example');
    expect(body).toMatch(/ops@shop\.example\s+operations console \/ops \(ROLE_OPS/);
    expect(SEED_PASSWORD).toBe('Shop-Demo-2026');
  });

  it('reads the tenant codes from the built locales library', async () => {
    const { builtMandantCodes } = await import('../lib/logins.mjs');
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(join(tmpdir(), 'logins-'));
    writeFileSync(join(root, 'package.json'), '{}');
    mkdirSync(join(root, 'dist/libs/locales/src'), { recursive: true });
    writeFileSync(
      join(root, 'dist/libs/locales/src/index.js'),
      "exports.MANDANT_CODES = ['20HHAT', '57HHBG'];",
    );
    expect(builtMandantCodes(root)).toEqual(['20HHAT', '57HHBG']);
  });
});

describe('integration clients lines', () => {
  it("print the IdP's development secret, whom the clients act as and where tokens come from", async () => {
    const { integrationClientsLines, DEV_INTEGRATION_SECRET } = await import('../lib/logins.mjs');
    expect(DEV_INTEGRATION_SECRET).toBe(IDP_DEV_INTEGRATION_SECRET);
    const lines = integrationClientsLines({ OIDC_ISSUER: 'http://localhost:3300' }).join('\n');
    expect(lines).toContain(`integration-<m>, secret ${IDP_DEV_INTEGRATION_SECRET}`);
    expect(lines).toContain('admin2@<m>.example');
    expect(lines).toContain('POST http://localhost:3300/token');
  });

  it('never print a configured secret, and say when production registers none', async () => {
    const { integrationClientsLines } = await import('../lib/logins.mjs');
    const configured = integrationClientsLines({
      IDP_INTEGRATION_SECRET: 'a-secret-of-the-site',
      OIDC_ISSUER: 'x',
    });
    expect(configured.join('\n')).not.toContain('a-secret-of-the-site');
    expect(configured[0]).toContain('secret from IDP_INTEGRATION_SECRET');
    expect(integrationClientsLines({ NODE_ENV: 'production', OIDC_ISSUER: 'x' })[0]).toContain(
      'none registered',
    );
  });
});
