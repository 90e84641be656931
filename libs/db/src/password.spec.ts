import { hashPassword, hashPasswordAsync, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes in the scrypt$salt$hash format and verifies only the right password', () => {
    const stored = hashPassword('Shop-Demo-2026');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(verifyPassword('Shop-Demo-2026', stored)).toBe(true);
    expect(verifyPassword('shop-demo-2026', stored)).toBe(false);
  });

  it('gives the same hash sync and async for the same salt', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPasswordAsync('secret', salt)).toBe(hashPassword('secret', salt));
  });

  it('rejects malformed stored hashes', () => {
    expect(verifyPassword('x', 'plain')).toBe(false);
    expect(verifyPassword('x', 'scrypt$00$11')).toBe(false);
  });
});
