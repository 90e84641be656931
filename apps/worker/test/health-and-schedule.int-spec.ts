import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Redis from 'ioredis';
import pino from 'pino';
import { Queue, QueueEvents } from 'bullmq';
import { freePort, startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { PRICE_JOBS, PRICE_REFRESH_EVERY_MS, PRICE_REFRESH_SCHEDULER_ID, QUEUES } from '@shop/jobs';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import { createHealthServer } from '../src/health';
import type { PriceJob, PriceJobOutcome } from '../src/processors/prices.processor';
import { startCheckedWorkers, startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

const silent = pino({ level: 'silent' });

async function eventually(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('worker readiness follows Redis (a redis-server of the test’s own)', () => {
  let port: number;
  let redisServer: ChildProcess;
  let worker: RunningWorker;
  let health: Server;
  let healthUrl: string;

  const startRedis = async () => {
    redisServer = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 200 });
    await eventually('redis-server answers', () =>
      probe.connect().then(
        () => true,
        () => false,
      ),
    );
    probe.disconnect();
  };

  /** Readiness as a probe sees it, with a bound that catches a hang. */
  const ready = async () => {
    const response = await fetch(healthUrl, { signal: AbortSignal.timeout(15_000) });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    // As the worker process starts: after Redis answered, so the health connection is up.
    worker = await startCheckedWorkers(`redis://127.0.0.1:${port}`, silent, undefined);
    health = createHealthServer(worker.redis);
    await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
    healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/health/ready`;
  });

  afterAll(async () => {
    health?.close();
    redisServer?.kill('SIGCONT');
    redisServer?.kill('SIGKILL');
    await worker?.close().catch(() => undefined);
  });

  it('is ready while Redis answers', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok', redis: 'ok' } });
  });

  it('is not ready, and says so at once, while Redis is paused; ready again when it resumes', async () => {
    redisServer.kill('SIGSTOP');
    try {
      expect(await ready()).toEqual({ status: 503, body: { status: 'down', redis: 'down' } });
    } finally {
      redisServer.kill('SIGCONT');
    }
    await eventually('ready after the pause', async () => (await ready()).status === 200);
  });

  it('is not ready while Redis is gone, and ready again when it is back', async () => {
    await new Promise((resolve) => {
      redisServer.once('exit', resolve);
      redisServer.kill('SIGKILL');
    });
    expect(await ready()).toEqual({ status: 503, body: { status: 'down', redis: 'down' } });
    await startRedis();
    await eventually('ready after the restart', async () => (await ready()).status === 200);
  });
});

describe('the hourly price refresh of every tenant (real Redis, BullMQ and database)', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  const workers: RunningWorker[] = [];
  let connections: Redis[];
  let queue: Queue<PriceJob>;
  let queueEvents: QueueEvents;

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    testRedis = await claimTestRedis();
    connections = [0, 1].map(() => new Redis(testRedis.url, { maxRetriesPerRequest: null }));
    queue = new Queue<PriceJob>(QUEUES.prices, { connection: connections[0] });
    queueEvents = new QueueEvents(QUEUES.prices, { connection: connections[1] });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    await queueEvents?.close();
    await queue?.close();
    for (const worker of workers) await worker.close();
    await Promise.all((connections ?? []).map((c) => c.quit()));
    await testRedis?.release();
    await database?.stop();
  });

  it('is scheduled once, hourly, for every tenant, however many workers start', async () => {
    workers.push(startWorkers(testRedis.url, silent, database.url));
    workers.push(startWorkers(testRedis.url, silent, database.url));
    await eventually('the scheduler is registered', async () => (await queue.getJobSchedulersCount()) > 0);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: PRICE_REFRESH_SCHEDULER_ID, every: PRICE_REFRESH_EVERY_MS });
    expect(schedulers[0].template?.data).toMatchObject({ mandantCode: null, trigger: 'schedule' });
  });

  it('applies the pending changes of every tenant when the scheduled job runs', async () => {
    const prices = await database.db.query<{ mandant_code: string; customer_no: string; sku: string }>(
      `select distinct on (mandant_code) mandant_code, customer_no, sku from customer_price
        where mandant_code in ('20HHAT', '57HHBG') order by mandant_code, customer_no, sku`,
    );
    expect(prices.map((p) => p.mandant_code)).toEqual(['20HHAT', '57HHBG']);
    for (const p of prices) {
      const change = await queue.add(PRICE_JOBS.change, {
        mandantCode: p.mandant_code,
        customerNo: p.customer_no,
        sku: p.sku,
        centAmount: 4242,
        requestedBy: 'test',
      });
      await change.waitUntilFinished(queueEvents, 20_000);
    }
    // The job the scheduler creates every hour, run now with the scheduler's own template.
    const [scheduler] = await queue.getJobSchedulers();
    const job = await queue.add(PRICE_JOBS.refresh, scheduler.template!.data as PriceJob);
    const outcome = (await job.waitUntilFinished(queueEvents, 30_000)) as PriceJobOutcome;
    expect(outcome.kind).toBe('refreshed');
    if (outcome.kind !== 'refreshed') return;
    expect(outcome.tenants.map((t) => t.mandantCode).sort()).toEqual([
      '20HHAT',
      '30HHDE',
      '41HHIC',
      '50HHSK',
      '57HHBG',
      '80HHCZ',
    ]);
    // Applied in both tenants (by this run, or by a run the scheduler started meanwhile: same job).
    for (const p of prices) {
      const row = await database.db.one<{ price_cents: number }>(
        'select price_cents from customer_price where mandant_code = $1 and customer_no = $2 and sku = $3',
        [p.mandant_code, p.customer_no, p.sku],
      );
      expect(row?.price_cents).toBe(4242);
    }
  });
  it('fails a price change the feed refuses once, without retries, and records nothing', async () => {
    const count = async () =>
      (await database.db.one<{ n: number }>('select count(*)::int as n from price_change'))!.n;
    const before = await count();
    const job = await queue.add(
      PRICE_JOBS.change,
      {
        mandantCode: '20HHAT',
        customerNo: '100001',
        sku: 'NO-SUCH-SKU',
        centAmount: 100,
        requestedBy: 'test',
      },
      { attempts: 3, backoff: { type: 'fixed', delay: 10 } },
    );
    await expect(job.waitUntilFinished(queueEvents, 20_000)).rejects.toThrow('no sku NO-SUCH-SKU');
    const failed = await queue.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
    expect(await count()).toBe(before);
  });
});
