import { Writable } from 'node:stream';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { CART_PROCESS_STATUSES_AWAITING_APPROVAL } from '@shop/domain';
import {
  CART_HOUSEKEEPING_EVERY_MS,
  CART_HOUSEKEEPING_SCHEDULER_ID,
  HOUSEKEEPING_JOBS,
  QUEUES,
  type CartHousekeepingJob,
} from '@shop/jobs';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import type { CartHousekeepingOutcome } from '../src/processors/cart-housekeeping.processor';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface LogLine {
  msg: string;
  queue?: string;
  trigger?: string;
  deleted?: number;
  byTenant?: Record<string, number>;
  jobName?: string;
}

describe('cart housekeeping in the worker: at start-up and daily (real Redis, BullMQ and database)', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  let worker: RunningWorker;
  let connections: Redis[];
  let queue: Queue<CartHousekeepingJob>;
  let queueEvents: QueueEvents;
  const logLines: LogLine[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    }),
  );

  /** Moves the last modification of the tenants' seeded carts 200 days back; the ids housekeeping deletes. */
  async function ageSeededCarts(mandantCodes: string[]): Promise<string[]> {
    const aged = await database.db.query<{ id: string; process_status: string }>(
      `update cart set last_modified_at = now() - interval '200 days'
        where mandant_code = any($1::text[]) returning id, process_status`,
      [mandantCodes],
    );
    const waiting: readonly string[] = CART_PROCESS_STATUSES_AWAITING_APPROVAL;
    expect(aged.some((cart) => waiting.includes(cart.process_status))).toBe(true);
    return aged.filter((cart) => !waiting.includes(cart.process_status)).map((cart) => cart.id);
  }

  const remaining = async (ids: string[]) =>
    (await database.db.one<{ n: number }>('select count(*)::int as n from cart where id = any($1::text[])', [
      ids,
    ]))!.n;

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    testRedis = await claimTestRedis();
    connections = [0, 1].map(() => new Redis(testRedis.url, { maxRetriesPerRequest: null }));
    queue = new Queue<CartHousekeepingJob>(QUEUES.housekeeping, { connection: connections[0] });
    queueEvents = new QueueEvents(QUEUES.housekeeping, { connection: connections[1] });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    await queueEvents?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all((connections ?? []).map((c) => c.quit()));
    await testRedis?.release();
    await database?.stop();
  });

  it('deletes the expired carts when it starts, logs the count, and schedules itself daily', async () => {
    const due = await ageSeededCarts(['20HHAT', '57HHBG']);
    const waiting = await database.db.query<{ id: string }>(
      `select id from cart where mandant_code in ('20HHAT', '57HHBG') and not (id = any($1::text[]))`,
      [due],
    );
    worker = startWorkers(testRedis.url, logger, database.url);

    // The start-up run, and on a Redis without the schedule also the scheduler's first run: together
    // they delete each due cart once. Both are over before the next test ages more carts.
    await eventually('the scheduler is registered', async () => (await queue.getJobSchedulersCount()) > 0);
    // The approval reminders run on the same queue (decision 0045): only the deletions count here.
    const completedRuns = async () =>
      (await queue.getJobs(['completed']))
        .filter((job) => job.name === HOUSEKEEPING_JOBS.expiredCarts)
        .map((job) => job.returnvalue as CartHousekeepingOutcome);
    await eventually('the start-up run is over, and no run waits', async () => {
      const runs = await completedRuns();
      const counts = await queue.getJobCounts('wait', 'prioritized', 'active');
      const pending = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return runs.some((run) => run.trigger === 'start-up') && pending === 0;
    });
    expect((await completedRuns()).reduce((sum, run) => sum + run.deleted, 0)).toBe(due.length);
    expect(await remaining(due)).toBe(0);
    expect(await remaining(waiting.map((cart) => cart.id))).toBe(waiting.length);

    // One line per run, with its counts.
    const logged = () =>
      logLines.filter(
        (line) =>
          line.queue === QUEUES.housekeeping &&
          line.msg === 'job completed' &&
          line.jobName === HOUSEKEEPING_JOBS.expiredCarts,
      );
    await eventually('a line per run', async () => logged().length === (await completedRuns()).length);
    expect(logged().reduce((sum, line) => sum + (line.deleted ?? 0), 0)).toBe(due.length);
    for (const line of logged())
      expect(line).toMatchObject({ byTenant: expect.any(Object), trigger: expect.any(String) });

    const scheduler = (await queue.getJobSchedulers()).find((s) => s.key === CART_HOUSEKEEPING_SCHEDULER_ID);
    expect(scheduler).toMatchObject({
      every: CART_HOUSEKEEPING_EVERY_MS,
      name: HOUSEKEEPING_JOBS.expiredCarts,
    });
    expect(scheduler?.template?.data).toEqual({ trigger: 'schedule', requestedBy: 'schedule' });
  });

  it('deletes what is due when the scheduled job runs, and reports the count per tenant', async () => {
    const due = await ageSeededCarts(['80HHCZ']);
    // The job the scheduler creates every day, run now with the scheduler's own template.
    const scheduler = (await queue.getJobSchedulers()).find((s) => s.key === CART_HOUSEKEEPING_SCHEDULER_ID)!;
    const job = await queue.add(
      HOUSEKEEPING_JOBS.expiredCarts,
      scheduler.template!.data as CartHousekeepingJob,
    );
    const outcome = (await job.waitUntilFinished(queueEvents, 30_000)) as CartHousekeepingOutcome;
    expect(outcome).toEqual({
      trigger: 'schedule',
      deleted: due.length,
      byTenant: { '80HHCZ': due.length },
      batches: 1,
      more: false,
    });
    expect(await remaining(due)).toBe(0);
  });
});
