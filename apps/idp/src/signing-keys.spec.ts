import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateCookieKeys } from './cookie-keys';
import { loadOrCreateJwks } from './signing-keys';

describe('persisted provider keys', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'idp-keys-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates one RS256 signing key and returns the same key on the next start', () => {
    const first = loadOrCreateJwks(dataDir);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.keys[0].d).toBeTruthy();
    const file = join(dataDir, 'idp', 'jwks.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwks(dataDir)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('keeps cookie keys across starts', () => {
    const keys = loadOrCreateCookieKeys(dataDir);
    expect(keys[0].length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateCookieKeys(dataDir)).toEqual(keys);
  });

  it('refuses a damaged key file instead of replacing it', () => {
    loadOrCreateJwks(dataDir);
    const file = join(dataDir, 'idp', 'jwks.json');
    writeFileSync(file, '{"keys":[{"kty":"EC"}]}');
    expect(() => loadOrCreateJwks(dataDir)).toThrow(/does not have the expected shape/);
    writeFileSync(file, 'not json');
    expect(() => loadOrCreateJwks(dataDir)).toThrow(/is not valid JSON/);
  });
});
