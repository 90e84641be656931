import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * Bad configuration stops an app at once, with one line on stderr naming the variable and the
 * reason and a non-zero exit, instead of starting and running "not ready", hanging, or printing a
 * stack per retry. The built apps are started as real processes, as the launcher and Docker do.
 */
jest.setTimeout(120_000);

const root = join(__dirname, '../..');
/** A bound against hangs: the apps wait at most 10 s for a dependency before they give up. */
const HANG_MS = 40_000;

interface Exit {
  code: number | null;
  stderr: string[];
  stdout: string[];
}

function runApp(main: string, env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, main)], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${main} still running after ${HANG_MS} ms:\n${stderr}\n${stdout}`));
    }, HANG_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
      resolve({ code, stderr: lines(stderr), stdout: lines(stdout) });
    });
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Supervisor = InstanceType<Awaited<typeof import('../lib/supervise.mjs')>['Supervisor']>;

describe('bad configuration fails fast with one line (the built BFF)', () => {
  let silent: Server;
  let silentPort: number;
  let supervisor: Supervisor;
  let dataDir: string;
  /** A database and a Redis that answer, for the cases about something else. */
  let database: string;
  let redis: string;

  beforeAll(async () => {
    // A host that takes connections and never answers.
    silent = createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
    const [{ Supervisor }, { ensureDatabase }, { claimRedisDatabase }, { freePort }] = await Promise.all([
      import('../lib/supervise.mjs'),
      import('../lib/db.mjs'),
      import('../lib/redis.mjs'),
      import('../lib/net.mjs'),
    ]);
    const sink = { write: () => true };
    supervisor = new Supervisor({ out: sink, err: sink, color: false });
    dataDir = mkdtempSync(join(root, '.data', 'bad-config-'));
    const env = { DATA_DIR: dataDir, PGLITE_PORT: String(await freePort()) };
    database = (await ensureDatabase({ root, env, supervisor })).url;
    redis = await claimRedisDatabase(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'bad-config-faults');
  });

  afterAll(async () => {
    silent?.close();
    await supervisor?.stopAll();
    if (redis) {
      const { redisCommands } = await import('../lib/redis.mjs');
      await redisCommands(redis, [['FLUSHDB']]).catch(() => undefined);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const bff = async (env: Record<string, string>) =>
    runApp('dist/apps/bff/src/main.js', { BFF_PORT: String(await closedPort()), ...env });

  it('names every case in one line and exits non-zero', async () => {
    const refused = await closedPort();
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        'a database URL of another scheme',
        { DATABASE_URL: 'mysql://x', REDIS_URL: redis },
        /^Configuration error: missing or malformed DATABASE_URL \(DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL\)$/,
      ],
      [
        'a database that refuses',
        { DATABASE_URL: `postgres://postgres@127.0.0.1:${refused}/shop`, REDIS_URL: redis },
        new RegExp(
          `^Configuration error: DATABASE_URL \\(127\\.0\\.0\\.1:${refused}\\) not reachable within 10 s \\(ECONNREFUSED\\)$`,
        ),
      ],
      [
        'a database that never answers',
        { DATABASE_URL: `postgres://postgres@127.0.0.1:${silentPort}/shop`, REDIS_URL: redis },
        new RegExp(
          `^Configuration error: DATABASE_URL \\(127\\.0\\.0\\.1:${silentPort}\\) not reachable within 10 s \\(.+\\)$`,
        ),
      ],
      [
        'a Redis that refuses',
        { DATABASE_URL: database, REDIS_URL: `redis://127.0.0.1:${refused}` },
        new RegExp(
          `^Configuration error: REDIS_URL \\(127\\.0\\.0\\.1:${refused}\\) not reachable within 10 s \\(ECONNREFUSED\\)$`,
        ),
      ],
      [
        'an unreachable identity provider in production',
        {
          DATABASE_URL: database,
          REDIS_URL: redis,
          NODE_ENV: 'production',
          SESSION_SECRET: 'a-production-session-secret-0123',
          OPS_TOKEN: 'a-production-ops-token-0123456789abcdef',
          OIDC_ISSUER: `http://127.0.0.1:${refused}`,
        },
        /^Configuration error: OIDC_ISSUER is not reachable \(.+\)$/,
      ],
      [
        'a malformed Redis URL',
        { DATABASE_URL: 'postgres://x@127.0.0.1/x', REDIS_URL: 'not-a-url' },
        /REDIS_URL/,
      ],
    ];
    const exits = await Promise.all(cases.map(([, env]) => bff(env)));
    cases.forEach(([what, , line], i) => {
      const exit = exits[i];
      expect({ what, code: exit.code, stderr: exit.stderr }).toEqual({
        what,
        code: 1,
        stderr: [expect.stringMatching(line)],
      });
      // Whatever went to stdout is structured log lines, never a stack trace.
      for (const logLine of exit.stdout) expect(() => JSON.parse(logLine)).not.toThrow();
    });
  });
});
