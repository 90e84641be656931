import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { migrate } from '@shop/db';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import {
  MAINTENANCE_JOB,
  PRICE_REFRESH_EVERY_MS,
  PRICE_REFRESH_SCHEDULER_ID,
  QUEUES,
  type MaintenanceJob,
} from '@shop/jobs';
import { startOwnRedisServer, type OwnRedisServer } from '@shop/testing';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

const silent = pino({ level: 'silent' });

async function eventually(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The worker's job scheduler and queue settings live in Redis. A Redis restarted without its data (or
 * flushed) loses them; the running workers register them again, without a restart of their own.
 */
describe('queue settings come back after Redis lost its data (own redis-server, no persistence)', () => {
  let server: OwnRedisServer;
  let database: TestDatabase;
  const workers: RunningWorker[] = [];
  let connection: Redis;
  let prices: Queue;
  let maintenance: Queue<MaintenanceJob>;

  /** What the shop needs in Redis: the one price scheduler and the maintenance queue's global concurrency. */
  const settings = async () => ({
    schedulers: (await prices.getJobSchedulers()).map((s) => ({ key: s.key, every: s.every })),
    globalConcurrency: await maintenance.getGlobalConcurrency(),
  });
  const expected = {
    schedulers: [{ key: PRICE_REFRESH_SCHEDULER_ID, every: PRICE_REFRESH_EVERY_MS }],
    globalConcurrency: 1,
  };
  const isExpected = async () => JSON.stringify(await settings()) === JSON.stringify(expected);

  beforeAll(async () => {
    [server, database] = await Promise.all([startOwnRedisServer(), startPgliteTestDatabase()]);
    await migrate(database.db);
    connection = new Redis(server.url, { maxRetriesPerRequest: null });
    prices = new Queue(QUEUES.prices, { connection });
    maintenance = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection });
  });

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await prices?.close();
    await maintenance?.close();
    await connection?.quit();
    await server?.stop();
    await database?.stop();
  });

  it('a restart without data: both workers register them again, once', async () => {
    // The default check interval (60 s) is far beyond the bounds below: only the reconnect can do it.
    workers.push(startWorkers(server.url, silent, database.url));
    workers.push(startWorkers(server.url, silent, database.url));
    await eventually('the settings are registered', isExpected);

    await connection.set('shop-test:marker', 'before the restart');
    await server.kill();
    await server.start();
    expect(await connection.get('shop-test:marker')).toBeNull();

    await eventually('the settings are back', isExpected);
    expect(await settings()).toEqual(expected);
    // The workers work on the new Redis: a maintenance request is processed.
    const job = await maintenance.add(MAINTENANCE_JOB, {
      mandantCode: '57HHBG',
      enabled: false,
      from: null,
      until: null,
      requestedBy: 'test',
      trigger: 'request',
    });
    await eventually('the request is processed', async () => (await job.getState()) === 'completed');
  });

  it('a flush (connections stay up): the periodic check restores them', async () => {
    for (const worker of workers.splice(0)) await worker.close();
    await connection.flushdb();
    workers.push(startWorkers(server.url, silent, database.url, { settingsCheckMs: 500 }));
    await eventually('the settings are registered', isExpected);
    await connection.flushdb();
    expect(await settings()).toEqual({ schedulers: [], globalConcurrency: null });
    await eventually('the settings are restored', isExpected);
  });
});
