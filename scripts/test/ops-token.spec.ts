import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('ops token', () => {
  const load = () => import('../lib/ops-token.mjs');
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ops-token-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a token once into the data folder, readable by the owner only, and reuses it', async () => {
    const { ensureOpsToken, isValidOpsToken } = await load();
    const first = ensureOpsToken(dir, {});
    expect(first.source).toBe('generated');
    expect(isValidOpsToken(first.token)).toBe(true);
    expect(first.file).toBe(join(dir, 'ops-token'));
    expect(readFileSync(join(dir, 'ops-token'), 'utf8').trim()).toBe(first.token);
    expect(statSync(join(dir, 'ops-token')).mode & 0o777).toBe(0o600);
    const second = ensureOpsToken(dir, {});
    expect(second).toEqual({ token: first.token, file: first.file, source: 'file' });
  });

  it('prefers OPS_TOKEN from the environment and refuses a weak one', async () => {
    const { ensureOpsToken } = await load();
    const token = 'an-ops-token-from-the-environment-123';
    expect(ensureOpsToken(dir, { OPS_TOKEN: token })).toEqual({ token, file: null, source: 'env' });
    expect(() => ensureOpsToken(dir, { OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
  });

  it('replaces a damaged stored token', async () => {
    const { ensureOpsToken } = await load();
    writeFileSync(join(dir, 'ops-token'), 'too short\n');
    const result = ensureOpsToken(dir, {});
    expect(result.source).toBe('generated');
    expect(result.token).not.toBe('too short');
  });
});
