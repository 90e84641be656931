import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** @type {Set<import('node:child_process').ChildProcess>} */
const foreground = new Set();

/**
 * Runs a command to completion with its output streamed to ours (and kept when capture is set; only
 * kept with quiet).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, cwd?: string, capture?: boolean, quiet?: boolean }} [options]
 * @returns {Promise<{ code: number | null, signal: string | null, output: string }>}
 */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32' && !command.endsWith('.exe') && command !== process.execPath,
    });
    foreground.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      if (!options.quiet) process.stderr.write(chunk);
    });
    child.once('error', (error) => {
      foreground.delete(child);
      reject(new Error(`could not run ${command}: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      foreground.delete(child);
      resolve({ code, signal, output });
    });
  });
}

/**
 * Passes a signal on to the commands started by runCommand (the terminal's Ctrl-C reaches them
 * itself; a SIGTERM sent to the launcher does not).
 * @param {NodeJS.Signals} signal
 */
export function signalForeground(signal) {
  for (const child of foreground) child.kill(signal);
}

/**
 * Absolute path of an installed package's executable, to run with `node` (no npx round trip).
 * @param {string} root
 * @param {string} pkg
 * @param {string} [bin]
 */
export function binPath(root, pkg, bin = pkg) {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin];
  if (!entry) throw new Error(`${pkg} has no executable named ${bin}`);
  return join(dirname(manifestPath), entry);
}

/** Environment for every Nx call: no daemon, no cloud, no terminal UI. */
export const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/**
 * @param {string} root
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, capture?: boolean, quiet?: boolean }} [options]
 */
export function runNx(root, args, options = {}) {
  return runCommand(process.execPath, [binPath(root, 'nx'), ...args], {
    cwd: root,
    env: { ...(options.env ?? process.env), ...NX_ENV },
    capture: options.capture,
    quiet: options.quiet,
  });
}
