import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('dependency checks', () => {
  const load = () => import('../lib/deps.mjs');

  it('asks for an install when node_modules is missing or older than the lockfile', async () => {
    const { installReason, currentRuntime, INSTALLED_WITH } = await load();
    const root = mkdtempSync(join(tmpdir(), 'deps-'));
    writeFileSync(join(root, 'package-lock.json'), '{}');
    expect(installReason(root)).toMatch(/node_modules is missing/);

    mkdirSync(join(root, 'node_modules'));
    expect(installReason(root)).toMatch(/not installed by npm/);

    const installed = join(root, 'node_modules/.package-lock.json');
    writeFileSync(installed, '{}');
    writeFileSync(join(root, 'node_modules', INSTALLED_WITH), JSON.stringify(currentRuntime()));
    const now = Date.now() / 1000;
    utimesSync(join(root, 'package-lock.json'), now - 60, now - 60);
    utimesSync(installed, now - 30, now - 30);
    expect(installReason(root)).toBeNull();

    utimesSync(join(root, 'package-lock.json'), now, now);
    expect(installReason(root)).toMatch(/package-lock.json changed/);
  });

  it('asks for a fresh install when another Node installed node_modules', async () => {
    const { installReason, runtimeChange, currentRuntime, INSTALLED_WITH } = await load();
    const root = mkdtempSync(join(tmpdir(), 'deps-runtime-'));
    writeFileSync(join(root, 'package-lock.json'), '{}');
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(join(root, 'node_modules/.package-lock.json'), '{}');
    expect(installReason(root)).toMatch(/installed by an unknown Node version/);

    const marker = join(root, 'node_modules', INSTALLED_WITH);
    writeFileSync(
      marker,
      JSON.stringify({ node: '20.20.2', abi: '115', platform: process.platform, arch: process.arch }),
    );
    expect(runtimeChange(root, { ...currentRuntime(), node: '24.21.0', abi: '137' })).toBe(
      `node_modules was installed with Node 20.20.2 (ABI 115, ${process.platform}-${process.arch}), ` +
        `this is Node 24.21.0 (ABI 137, ${process.platform}-${process.arch})`,
    );

    writeFileSync(marker, JSON.stringify(currentRuntime()));
    expect(installReason(root)).toBeNull();
    expect(
      runtimeChange(root, { ...currentRuntime(), arch: process.arch === 'x64' ? 'arm64' : 'x64' }),
    ).toMatch(/installed with Node/);
  });

  it('checks the native modules of the installed tree', async () => {
    const { verifyNative } = await load();
    await expect(verifyNative(join(__dirname, '../..'))).resolves.toBeUndefined();
    const empty = mkdtempSync(join(tmpdir(), 'deps-native-'));
    await expect(verifyNative(empty)).rejects.toThrow(/allowScripts/);
  });
});
