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
