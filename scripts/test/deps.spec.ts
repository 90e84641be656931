import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('dependency checks', () => {
  const load = () => import('../lib/deps.mjs');

  it('compares Node versions against the minimum', async () => {
    const { nodeVersionOk } = await load();
    expect(nodeVersionOk('20.19.0')).toBe(true);
    expect(nodeVersionOk('v20.20.2')).toBe(true);
    expect(nodeVersionOk('22.1.0')).toBe(true);
    expect(nodeVersionOk('20.18.3')).toBe(false);
    expect(nodeVersionOk('18.20.0')).toBe(false);
  });

  it('asks for an install when node_modules is missing or older than the lockfile', async () => {
    const { installReason } = await load();
    const root = mkdtempSync(join(tmpdir(), 'deps-'));
    writeFileSync(join(root, 'package-lock.json'), '{}');
    expect(installReason(root)).toMatch(/node_modules is missing/);

    mkdirSync(join(root, 'node_modules'));
    expect(installReason(root)).toMatch(/not installed by npm/);

    const installed = join(root, 'node_modules/.package-lock.json');
    writeFileSync(installed, '{}');
    const now = Date.now() / 1000;
    utimesSync(join(root, 'package-lock.json'), now - 60, now - 60);
    utimesSync(installed, now - 30, now - 30);
    expect(installReason(root)).toBeNull();

    utimesSync(join(root, 'package-lock.json'), now, now);
    expect(installReason(root)).toMatch(/package-lock.json changed/);
  });

  it('checks the native modules of the installed tree', async () => {
    const { verifyNative } = await load();
    await expect(verifyNative(join(__dirname, '../..'))).resolves.toBeUndefined();
    const empty = mkdtempSync(join(tmpdir(), 'deps-native-'));
    await expect(verifyNative(empty)).rejects.toThrow(/allowScripts/);
  });
});
