import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedDatabaseUrl, parseDatabaseUrl } from './env.mjs';
import { UserError, say } from './log.mjs';
import { tcpAnswers } from './net.mjs';
import { describeExit, markReady, waitForLine } from './supervise.mjs';

export const SERVE_EMBEDDED = 'dist/libs/db/src/cli/serve-embedded.js';
export const SEED_CLI = 'dist/libs/db/src/cli/seed.js';

/**
 * @param {string} root
 * @param {string} file
 */
function builtFile(root, file) {
  const path = join(root, file);
  if (!existsSync(path)) throw new UserError(`${file} is missing after the build.`);
  return path;
}

/**
 * Uses DATABASE_URL when set (it must answer), otherwise serves the embedded database from DATA_DIR.
 * With reuseRunning, an embedded database already served on PGLITE_PORT (by a running `npm start`)
 * is used instead of starting a second one on the same files.
 * @param {{
 *   root: string,
 *   env: Record<string, string>,
 *   supervisor: import('./supervise.mjs').Supervisor,
 *   reuseRunning?: boolean,
 * }} options
 * @returns {Promise<{ url: string, child: import('./supervise.mjs').Child | null }>}
 */
export async function ensureDatabase({ root, env, supervisor, reuseRunning = false }) {
  if (env.DATABASE_URL) {
    const { host, port } = parseDatabaseUrl(env.DATABASE_URL);
    if (!(await tcpAnswers(host, port, 3000))) {
      throw new UserError(`The database at DATABASE_URL (${host}:${port}) does not answer.`);
    }
    return { url: env.DATABASE_URL, child: null };
  }
  const port = Number(env.PGLITE_PORT);
  const url = embeddedDatabaseUrl(port);
  if (reuseRunning && (await tcpAnswers('127.0.0.1', port, 500))) {
    say(`Using the embedded database already served on port ${port}.`);
    return { url, child: null };
  }
  say(`Starting the embedded database (${env.DATA_DIR}) on port ${port}.`);
  /** @param {import('./supervise.mjs').Child} c */
  const ready = (c) => waitForLine(c, (line) => line.includes('embedded postgres ready'), 60_000);
  const child = supervisor.start('db', process.execPath, [builtFile(root, SERVE_EMBEDDED)], {
    cwd: root,
    env: { ...env, PGLITE_PORT: String(port) },
    readyCheck: ready,
  });
  await ready(child);
  // From here on the supervisor restarts it when it dies (the apps' pools connect again); the seed
  // runs once, at start-up, never on a restart.
  markReady(child);
  return { url, child };
}

/**
 * Migrates and seeds (the CLI seeds only an empty database) and waits until it is done.
 * @param {{
 *   root: string,
 *   env: Record<string, string>,
 *   supervisor: import('./supervise.mjs').Supervisor,
 *   args: string[],
 * }} options
 */
export async function runSeed({ root, env, supervisor, args }) {
  say(`Migrating and seeding${args.length ? ` (${args.join(' ')})` : ''}.`);
  const child = supervisor.start('seed', process.execPath, [builtFile(root, SEED_CLI), ...args], {
    cwd: root,
    env,
    expectExit: true,
  });
  const exit = await child.exited;
  if (exit.code !== 0) throw new UserError(`Migration/seed failed. ${describeExit(child)}`);
}
