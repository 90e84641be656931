import { migrate } from '@shop/db';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { Queue } from 'bullmq';
import { PRICE_JOBS, QUEUES } from '@shop/jobs';
import {
  freeTcpPort,
  spawnTs,
  startOwnRedisServer,
  type OwnRedisServer,
  type TsProcess,
} from '@shop/testing';

jest.setTimeout(120_000);

/** Every Redis connection of the worker, by the name its log lines carry. */
const CONNECTIONS = [
  'health',
  'state',
  'queue:maintenance',
  'worker:maintenance',
  // BullMQ's copy of a worker's connection for its blocking fetch.
  'worker:maintenance:copy',
  'queue:prices',
  'worker:prices',
  'worker:prices:copy',
  'queue:housekeeping',
  'worker:housekeeping',
  'worker:housekeeping:copy',
  'worker:documents',
  'worker:documents:copy',
  'queue:webhooks',
  'worker:webhooks',
  'worker:webhooks:copy',
  // The queue depths of the metrics (decision 0135), read when Prometheus scrapes.
  'metrics',
].sort();

async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A Redis outage costs one structured line per connection when it starts and one when it ends, on the
 * worker's real stdout; nothing that JSON log parsing chokes on, no stack traces, nothing on stderr.
 */
describe('a Redis outage in the worker’s log (real worker process, own redis-server)', () => {
  let server: OwnRedisServer;
  let database: TestDatabase;
  let worker: TsProcess | undefined;

  beforeAll(async () => {
    [server, database] = await Promise.all([startOwnRedisServer(), startPgliteTestDatabase()]);
    await migrate(database.db);
  });

  afterAll(async () => {
    await worker?.kill();
    await server?.stop();
    await database?.stop();
  });

  it('logs "redis unavailable" once per connection and "redis available again", and only JSON', async () => {
    worker = spawnTs('apps/worker/src/main.ts', [], {
      env: {
        REDIS_URL: server.url,
        DATABASE_URL: database.url,
        WORKER_HEALTH_PORT: String(await freeTcpPort()),
        LOG_LEVEL: 'info',
      },
    });
    const running = worker;
    await running.waitForLine((line) => line.includes('"worker ready"'), 60_000);
    const logged = () =>
      running
        .stdout()
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as { msg: string; redis?: string; jobName?: string; level: number });
    const linesOf = (msg: string) => logged().filter((line) => line.msg === msg);

    // The first scheduled price refresh runs at start; a Redis that loses its data under a running job
    // loses the job's record too (BullMQ then reports the job missing: a real error, not this test's).
    await eventually('the first scheduled refresh is done', () =>
      logged().some((line) => line.msg === 'job completed' && line.jobName === PRICE_JOBS.refresh),
    );
    // So are the housekeeping runs of the start (cart housekeeping, reminders, budget roll-over: each
    // queued at start-up and run once at once by its scheduler).
    const { hostname, port } = new URL(server.url);
    const queues = [QUEUES.prices, QUEUES.housekeeping].map(
      (name) => new Queue(name, { connection: { host: hostname, port: Number(port) } }),
    );
    try {
      await eventually('no job runs or waits', async () => {
        const counts = await Promise.all(
          queues.map((queue) => queue.getJobCounts('active', 'waiting', 'prioritized')),
        );
        return counts.every((count) => Object.values(count).every((n) => n === 0));
      });
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
    await server.kill();
    // The outage lasts until every connection has noticed it (a few seconds of reconnect attempts).
    await eventually(
      'every connection reports the outage',
      () => linesOf('redis unavailable').length >= CONNECTIONS.length,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await server.start();
    await eventually(
      'every connection is back',
      () => linesOf('redis available again').length >= CONNECTIONS.length,
    );

    expect(
      linesOf('redis unavailable')
        .map((line) => line.redis)
        .sort(),
    ).toEqual(CONNECTIONS);
    expect(
      linesOf('redis available again')
        .map((line) => line.redis)
        .sort(),
    ).toEqual(CONNECTIONS);
    // Every line of stdout is one JSON object (logged() would have thrown), none of them an error.
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
    expect(running.stderr()).toBe('');

    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(running.stderr()).toBe('');
  });
});
