import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UserError, say } from './log.mjs';
import { runCommand } from './run.mjs';

export const MIN_NODE = '20.19.0';

/**
 * @param {string} version e.g. process.versions.node
 * @param {string} [min]
 */
export function nodeVersionOk(version, min = MIN_NODE) {
  const a = version.replace(/^v/, '').split('.').map(Number);
  const b = min.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

export function checkNode() {
  if (!nodeVersionOk(process.versions.node)) {
    throw new UserError(
      `Node ${process.versions.node} is too old: this project needs Node ${MIN_NODE} or newer (require(esm)).`,
    );
  }
}

/**
 * Why dependencies must be installed, or null when node_modules is current.
 * @param {string} root
 */
export function installReason(root) {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return 'node_modules is missing';
  const lock = join(root, 'package-lock.json');
  const installedLock = join(modules, '.package-lock.json');
  if (!existsSync(lock)) return null;
  if (!existsSync(installedLock)) return 'node_modules was not installed by npm from the lockfile';
  if (statSync(lock).mtimeMs > statSync(installedLock).mtimeMs)
    return 'package-lock.json changed since the last install';
  return null;
}

/** Packages with native parts that the build and the apps cannot do without. */
export const NATIVE_CHECKS = ['@swc/core', 'nx/src/native'];

/** @param {string} root */
export async function verifyNative(root) {
  const script = `for (const m of ${JSON.stringify(NATIVE_CHECKS)}) { try { require(m); } catch (e) { console.error(m + ': ' + e.message.split('\\n')[0]); process.exitCode = 1; } }`;
  const { code, output } = await runCommand(process.execPath, ['-e', script], {
    cwd: root,
    capture: true,
    quiet: true,
  });
  if (code !== 0) {
    throw new UserError(
      `Native modules failed to load after install:\n${output.trim()}\n` +
        'npm 11 runs install scripts only for packages listed in "allowScripts" of package.json; check that the ' +
        'package above is listed there, then run `npm rebuild <package>` (or delete node_modules and start again).',
    );
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPM_FLAGS = ['--no-audit', '--no-fund'];

/** @param {string} root */
export async function ensureDependencies(root) {
  const reason = installReason(root);
  if (!reason) return false;
  // npm install, not npm ci: npm 11 writes lockfiles that keep only this platform's optional
  // binaries (@swc/core-*, @unrs/resolver-binding-* …) and then its own `npm ci` rejects them as
  // "missing from lock file" (npm/cli#4828). npm install still installs the locked versions.
  say(`Installing dependencies (${reason}): npm install`);
  await npmInstall(root);
  await verifyNative(root);
  return true;
}

/** @param {string} root */
async function npmInstall(root) {
  const { code } = await runCommand(npm, ['install', ...NPM_FLAGS], { cwd: root });
  if (code !== 0) throw new UserError(`npm install failed (exit code ${code}); see its output above.`);
}
