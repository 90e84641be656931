import { createServer, type AddressInfo, type Server } from 'node:net';
import { claimTestRedis, freeTcpPort, runTs, type TestRedis } from '@shop/testing';

jest.setTimeout(120_000);

const MAIN = 'apps/worker/src/main.ts';

/**
 * Bad configuration stops the worker at start with exactly one line on stderr that names the variable,
 * and a non-zero exit code (real processes; each run bounded, a hang fails the test).
 */
describe('the worker fails fast on bad configuration (real processes)', () => {
  let testRedis: TestRedis;
  /** A host that takes connections and never answers (a stalled database or Redis). */
  let silent: Server;
  let silentPort: number;

  beforeAll(async () => {
    testRedis = await claimTestRedis();
    silent = createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
  });

  afterAll(async () => {
    silent?.close();
    await testRedis?.release();
  });

  const start = async (env: Record<string, string>) => {
    const run = await runTs(MAIN, [], {
      env: { WORKER_HEALTH_PORT: String(await freeTcpPort()), LOG_LEVEL: 'info', ...env },
      timeoutMs: 60_000,
    });
    // Whatever went to stdout is structured log lines (e.g. "redis unavailable"), never a stack trace.
    for (const line of run.stdout.split('\n').filter((l) => l !== ''))
      expect(() => JSON.parse(line)).not.toThrow();
    return { code: run.code, stderr: run.stderr.split('\n').filter((line) => line !== '') };
  };

  it('each case exits 1 with its one line', async () => {
    const [closedDbPort, closedRedisPort] = [await freeTcpPort(), await freeTcpPort()];
    // Side by side: four of them wait 10 s for a dependency that does not answer.
    const [wrongScheme, refusingDatabase, refusingRedis, silentDatabase, silentRedis] = await Promise.all([
      start({ REDIS_URL: testRedis.url, DATABASE_URL: 'mysql://x' }),
      start({
        REDIS_URL: testRedis.url,
        DATABASE_URL: `postgres://shop:secret@127.0.0.1:${closedDbPort}/shop`,
      }),
      start({ REDIS_URL: `redis://127.0.0.1:${closedRedisPort}` }),
      start({ REDIS_URL: testRedis.url, DATABASE_URL: `postgres://shop@127.0.0.1:${silentPort}/shop` }),
      start({ REDIS_URL: `redis://127.0.0.1:${silentPort}` }),
    ]);
    expect(wrongScheme).toEqual({
      code: 1,
      stderr: ['Configuration error: malformed DATABASE_URL (must start with postgres:// or postgresql://)'],
    });
    expect(refusingDatabase).toEqual({
      code: 1,
      stderr: [
        `Configuration error: DATABASE_URL (127.0.0.1:${closedDbPort}) not reachable within 10 s (ECONNREFUSED)`,
      ],
    });
    expect(refusingRedis).toEqual({
      code: 1,
      stderr: [
        `Configuration error: REDIS_URL (127.0.0.1:${closedRedisPort}) not reachable within 10 s (ECONNREFUSED)`,
      ],
    });
    expect(silentDatabase).toEqual({
      code: 1,
      stderr: [
        expect.stringMatching(
          new RegExp(
            `^Configuration error: DATABASE_URL \\(127\\.0\\.0\\.1:${silentPort}\\) not reachable within 10 s \\(.+\\)$`,
          ),
        ),
      ],
    });
    // Connected, and its ready check gets no answer: the command deadline says so.
    expect(silentRedis).toEqual({
      code: 1,
      stderr: [
        `Configuration error: REDIS_URL (127.0.0.1:${silentPort}) not reachable within 10 s (Command timed out)`,
      ],
    });
  });
});
