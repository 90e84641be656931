import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError, say } from './log.mjs';
import { MIN_NODE, nodeFits } from './node-runtime.mjs';
import { runCommand } from './run.mjs';

/** Written into node_modules after each install: the Node it was installed with. */
export const INSTALLED_WITH = '.installed-with.json';

/** The Node of this process, as far as installed packages care (ABI, platform, CPU). */
export function currentRuntime() {
  return {
    node: process.versions.node,
    abi: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
  };
}

/** Safety net under useProjectNode (scripts/lib/node-runtime.mjs), which re-runs the launcher on Node 24. */
export function checkNode() {
  if (!nodeFits(process.versions.node)) {
    throw new UserError(
      `Node ${process.versions.node} is not the project's Node 24 (${MIN_NODE} or newer); npm start and npm test fetch it.`,
    );
  }
}

/**
 * Why node_modules must be installed again from scratch because another Node (another ABI, platform
 * or CPU) installed it, or null when this one did.
 * @param {string} root
 * @param {ReturnType<typeof currentRuntime>} [runtime]
 */
export function runtimeChange(root, runtime = currentRuntime()) {
  const file = join(root, 'node_modules', INSTALLED_WITH);
  if (!existsSync(file)) return 'node_modules was installed by an unknown Node version';
  /** @type {Partial<ReturnType<typeof currentRuntime>>} */
  let installed = {};
  try {
    installed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return `node_modules/${INSTALLED_WITH} is unreadable`;
  }
  if (
    installed.abi === runtime.abi &&
    installed.platform === runtime.platform &&
    installed.arch === runtime.arch
  ) {
    return null;
  }
  return (
    `node_modules was installed with Node ${installed.node} (ABI ${installed.abi}, ${installed.platform}-${installed.arch}), ` +
    `this is Node ${runtime.node} (ABI ${runtime.abi}, ${runtime.platform}-${runtime.arch})`
  );
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
  return runtimeChange(root);
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
  const otherRuntime = existsSync(join(root, 'node_modules')) ? runtimeChange(root) : null;
  if (otherRuntime) {
    // Compiled parts, install scripts and linked binaries belong to the Node that installed them.
    say(`${otherRuntime[0].toUpperCase()}${otherRuntime.slice(1)}: removing node_modules.`);
    rmSync(join(root, 'node_modules'), { recursive: true, force: true });
  }
  // npm install, not npm ci: npm 11 writes lockfiles that keep only this platform's optional
  // binaries (@swc/core-*, @unrs/resolver-binding-* …) and then its own `npm ci` rejects them as
  // "missing from lock file" (npm/cli#4828). npm install still installs the locked versions.
  say(`Installing dependencies (${otherRuntime ? 'from scratch' : reason}): npm install`);
  await npmInstall(root);
  await verifyNative(root);
  writeFileSync(join(root, 'node_modules', INSTALLED_WITH), `${JSON.stringify(currentRuntime(), null, 2)}\n`);
  return true;
}

/** @param {string} root */
async function npmInstall(root) {
  const { code } = await runCommand(npm, ['install', ...NPM_FLAGS], { cwd: root });
  if (code !== 0) throw new UserError(`npm install failed (exit code ${code}); see its output above.`);
}
