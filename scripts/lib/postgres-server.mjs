import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, canAptInstall } from './apt.mjs';
import { UserError, say } from './log.mjs';
import { freePort, waitUntil } from './net.mjs';
import { runCommand } from './run.mjs';
import { markReady } from './supervise.mjs';

const PG_ROOT = '/usr/lib/postgresql';
/** The account Debian's package creates; PostgreSQL refuses to run as root. */
const PG_USER = 'postgres';

/** The newest PostgreSQL of Debian's packages installed here: its bin folder, or null. */
export function postgresBinDir(root = PG_ROOT) {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** The bin folder of Debian's PostgreSQL, installed when missing (as root); null when it cannot be. */
export async function ensurePostgresPackage() {
  if (!postgresBinDir() && canAptInstall()) {
    say("PostgreSQL is not installed; installing Debian's postgresql package with apt-get.");
    await aptInstall(['postgresql']);
  }
  return postgresBinDir();
}

/**
 * The command that runs `binary` as the postgres account when this process is root (setpriv execs it,
 * so signals reach PostgreSQL itself), else as is.
 * @param {string} binary
 * @param {string[]} args
 */
function asPostgres(binary, args) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { command: binary, args };
  return {
    command: 'setpriv',
    args: ['--reuid', PG_USER, '--regid', PG_USER, '--init-groups', '--', binary, ...args],
  };
}

/** uid and gid of the postgres account (root's files in the data folder are handed to it). */
async function postgresIds() {
  const id = async (/** @type {string} */ flag) => {
    const { code, output } = await runCommand('id', [flag, PG_USER], { capture: true, quiet: true });
    if (code !== 0) throw new UserError(`No ${PG_USER} account: ${output.trim()}`);
    return Number(output.trim());
  };
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * A PostgreSQL server of the shop's own for a cluster run (docs/decisions/0144-a-local-cluster.md):
 * Debian's `postgresql` package (installed when missing, as root), a data folder under `dataDir`
 * (initialised once, kept between runs), on a free port of 127.0.0.1, trusted local connections, run
 * by the supervisor (restarted when it dies). Returns its DATABASE_URL.
 * @param {{ dataDir: string, supervisor: import('./supervise.mjs').Supervisor, port?: number }} options
 */
export async function startLocalPostgres({ dataDir, supervisor, port }) {
  let bin = postgresBinDir();
  if (!bin && canAptInstall()) {
    say("PostgreSQL is not installed; installing Debian's postgresql package with apt-get.");
    await aptInstall(['postgresql']);
    bin = postgresBinDir();
  }
  if (!bin) {
    throw new UserError(
      'A cluster needs PostgreSQL: set DATABASE_URL, or install it (Debian/Ubuntu: `sudo apt-get install postgresql`).',
    );
  }
  const dir = join(dataDir, 'postgres');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    // Only the server's own folder is private: the postgres account must be able to reach it.
    mkdirSync(dir, { mode: 0o700 });
    if (root) {
      const { uid, gid } = await postgresIds();
      chownSync(dir, uid, gid);
    }
    say(`Initialising a PostgreSQL data folder in ${dir}.`);
    const init = asPostgres(join(bin, 'initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const { code, output } = await runCommand(init.command, init.args, { capture: true });
    if (code !== 0)
      throw new UserError(
        `initdb failed (exit code ${code}): ${output.trim().split('\n').slice(-5).join(' | ')}`,
      );
  }
  const listenPort = port ?? (await freePort());
  const server = asPostgres(join(bin, 'postgres'), [
    '-D',
    dir,
    '-p',
    String(listenPort),
    '-c',
    'listen_addresses=127.0.0.1',
    // Its socket in the data folder: /run/postgresql belongs to the machine's own server, if any.
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'max_connections=200',
  ]);
  say(`Starting PostgreSQL (${bin}) on port ${listenPort}, data in ${dir}.`);
  const url = `postgres://postgres@127.0.0.1:${listenPort}/postgres`;
  /** @param {import('./supervise.mjs').Child} c */
  const ready = (c) =>
    // A query, not the port: PostgreSQL accepts connections while it starts or recovers and refuses their queries.
    waitUntil(() => answersQueries(url), {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'PostgreSQL',
      giveUp: () => (c.exit ? new UserError(`PostgreSQL stopped: ${c.tail.slice(-5).join(' | ')}`) : null),
    });
  const child = supervisor.start('postgres', server.command, server.args, { readyCheck: ready });
  await ready(child);
  markReady(child);
  return { url, child };
}

/**
 * Whether the server at `url` answers a query (within 2 s).
 * @param {string} url
 */
async function answersQueries(url) {
  // Imported here: the launcher's modules load before it has installed the dependencies.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
