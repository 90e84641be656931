import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import {
  freeTcpPort,
  runTs,
  spawnTs,
  startOwnRedisServer,
  type OwnRedisServer,
  type TsProcess,
} from '@shop/testing';

jest.setTimeout(120_000);

const MAIN = 'apps/idp/src/main.ts';

async function eventually(what: string, check: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const nonEmpty = (text: string) => text.split('\n').filter((line) => line !== '');

/** The IdP as the launcher starts it: a real process (TypeScript through an SWC hook), bounded. */
describe('the IdP at start-up and during a Redis outage (real processes)', () => {
  let database: TestDatabase;
  let redis: OwnRedisServer;
  let dataDir: string;
  let idp: TsProcess | undefined;

  beforeAll(async () => {
    [database, redis] = await Promise.all([startPgliteTestDatabase(), startOwnRedisServer()]);
    dataDir = mkdtempSync(join(tmpdir(), 'idp-start-'));
  });

  afterAll(async () => {
    await idp?.kill();
    await redis?.stop();
    await database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const env = async (overrides: Record<string, string>) => ({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    IDP_PORT: String(await freeTcpPort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...overrides,
  });
  const start = async (overrides: Record<string, string>) => {
    const run = await runTs(MAIN, [], { env: await env(overrides), timeoutMs: 60_000 });
    return { code: run.code, stderr: nonEmpty(run.stderr) };
  };

  it('bad configuration: exit 1 with one line on stderr naming the variable', async () => {
    const [closedDbPort, closedRedisPort] = [await freeTcpPort(), await freeTcpPort()];
    // Side by side: two of them wait 10 s for a dependency that never answers.
    const [wrongScheme, unreachableDatabase, unreachableRedis] = await Promise.all([
      start({ DATABASE_URL: 'mysql://shop:secret@db/shop' }),
      start({ DATABASE_URL: `postgres://shop:secret@127.0.0.1:${closedDbPort}/shop` }),
      start({ REDIS_URL: `redis://127.0.0.1:${closedRedisPort}` }),
    ]);
    expect(wrongScheme).toEqual({
      code: 1,
      stderr: [
        'Configuration error: DATABASE_URL must use postgres: or postgresql:, got "mysql://shop:***@db/shop"',
      ],
    });
    expect(unreachableDatabase).toEqual({
      code: 1,
      stderr: [
        `Configuration error: DATABASE_URL (127.0.0.1:${closedDbPort}) not reachable within 10 s (ECONNREFUSED)`,
      ],
    });
    expect(unreachableRedis).toEqual({
      code: 1,
      stderr: [
        `Configuration error: REDIS_URL (127.0.0.1:${closedRedisPort}) not reachable within 10 s (ECONNREFUSED)`,
      ],
    });
  });

  it('starts with the issuer following IDP_PORT, and logs a Redis outage in two JSON lines', async () => {
    const settings = await env({});
    idp = spawnTs(MAIN, [], { env: settings });
    const running = idp;
    await running.waitForLine((line) => line.includes('"OpenID provider listening"'), 60_000);
    const discovery = await fetch(`http://127.0.0.1:${settings.IDP_PORT}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(15_000),
    });
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(
      `http://localhost:${settings.IDP_PORT}`,
    );

    const logged = () =>
      nonEmpty(running.stdout()).map((line) => JSON.parse(line) as { msg: string; redis?: string });
    const outageLines = () => logged().filter((line) => line.redis !== undefined);
    await redis.kill();
    await eventually('the outage is logged', () => outageLines().length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await redis.start();
    await eventually('the return is logged', () => outageLines().length >= 2);
    expect(outageLines().map((line) => `${line.redis} ${line.msg}`)).toEqual([
      'idp redis unavailable',
      'idp redis available again',
    ]);
    expect(nonEmpty(running.stderr())).toEqual([]);
  });
});
