import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const SCRYPT_N = 16384;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** `scrypt$<saltHex>$<hashHex>` (N=16384, keylen 32). A salt may be given for reproducible seeds. */
export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N: SCRYPT_N }));
}

/** Same format as hashPassword, computed on the libuv thread pool so many hashes run in parallel. */
export function hashPasswordAsync(password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: SCRYPT_N }, (error, hash) =>
      error ? reject(error) : resolve(format(salt, hash)),
    );
  });
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, { N: SCRYPT_N });
  return timingSafeEqual(actual, expected);
}
