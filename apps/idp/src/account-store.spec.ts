import { scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from './account-store';

describe('password hashes', () => {
  it('produces scrypt$<saltHex>$<hashHex> with a 16-byte salt and a 32-byte key', async () => {
    const hash = await hashPassword('Shop-Demo-2026');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it('uses a fresh salt for every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies its own hashes', async () => {
    const hash = await hashPassword('Shop-Demo-2026');
    await expect(verifyPassword('Shop-Demo-2026', hash)).resolves.toBe(true);
    await expect(verifyPassword('shop-demo-2026', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('verifies hashes written with crypto.scryptSync (N=16384, keylen 32), as the seed does', async () => {
    const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const key = scryptSync('Shop-Demo-2026', salt, 32, { N: 16384 });
    const stored = `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
    await expect(verifyPassword('Shop-Demo-2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('Shop-Demo-2025', stored)).resolves.toBe(false);
    expect(await hashPassword('Shop-Demo-2026', salt)).toBe(stored);
  });

  it.each([
    ['empty', ''],
    ['other scheme', 'bcrypt$00$11'],
    ['missing hash', 'scrypt$00112233'],
    ['extra part', 'scrypt$00$11$22'],
    ['non-hex salt', `scrypt$zz$${'00'.repeat(32)}`],
    ['short key', `scrypt$${'00'.repeat(16)}$${'00'.repeat(16)}`],
  ])('rejects a malformed stored value (%s)', async (_case, stored) => {
    await expect(verifyPassword('Shop-Demo-2026', stored)).resolves.toBe(false);
  });
});
