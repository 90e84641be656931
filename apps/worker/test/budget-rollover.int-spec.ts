import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { budgetPeriodOf } from '@shop/domain';
import {
  BUDGET_ROLLOVER_EVERY_MS,
  BUDGET_ROLLOVER_SCHEDULER_ID,
  HOUSEKEEPING_JOBS,
  parseShopEvent,
  QUEUES,
  shopEventsChannel,
  type CartHousekeepingJob,
  type ShopEvent,
} from '@shop/jobs';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import type { BudgetRolloverOutcome } from '../src/processors/budget-rollover.processor';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('budget roll-over in the worker: at start-up and hourly (real Redis, BullMQ and database)', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  let worker: RunningWorker;
  let connections: Redis[];
  let queue: Queue<CartHousekeepingJob>;
  let queueEvents: QueueEvents;
  const heard: ShopEvent[] = [];

  /** Puts the tenant's periodic budgets into a period that ended last year, with something consumed. */
  async function endPeriods(mandantCode: string): Promise<{ id: string; initial: string }[]> {
    return database.db.query<{ id: string; initial: string }>(
      `update budget set period_start = '2025-01-01', period_end = '2025-01-31', consumed_cents = 500,
         value_cents = initial_value_cents + 100
        where mandant_code = $1 and period <> 'PER_ORDER' returning id, initial_value_cents::text as initial`,
      [mandantCode],
    );
  }

  const budgetRows = (ids: string[]) =>
    database.db.query<{ id: string; consumed: string; value: string; period: string; period_end: string }>(
      `select id, consumed_cents::text as consumed, value_cents::text as value, period,
              to_char(period_end, 'YYYY-MM-DD') as period_end
         from budget where id = any($1::text[]) order by id`,
      [ids],
    );

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    testRedis = await claimTestRedis();
    connections = [0, 1, 2].map(() => new Redis(testRedis.url, { maxRetriesPerRequest: null }));
    queue = new Queue<CartHousekeepingJob>(QUEUES.housekeeping, { connection: connections[0] });
    queueEvents = new QueueEvents(QUEUES.housekeeping, { connection: connections[1] });
    await queueEvents.waitUntilReady();
    await connections[2].subscribe(shopEventsChannel(testRedis.url));
    connections[2].on('message', (_channel: string, raw: string) => {
      const event = parseShopEvent(raw);
      if (event) heard.push(event);
    });
  });

  afterAll(async () => {
    await queueEvents?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all((connections ?? []).map((c) => c.quit()));
    await testRedis?.release();
    await database?.stop();
  });

  it('rolls ended periods over when it starts, tells the customers, and schedules itself hourly', async () => {
    const ended = await endPeriods('20HHAT');
    expect(ended.length).toBeGreaterThan(0);
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), database.url);
    const completedRuns = async () =>
      (await queue.getJobs(['completed']))
        .filter((job) => job.name === HOUSEKEEPING_JOBS.budgetRollover)
        .map((job) => job.returnvalue as BudgetRolloverOutcome);
    await eventually('the start-up roll-over is over', async () =>
      (await completedRuns()).some((run) => run.trigger === 'start-up'),
    );
    expect((await completedRuns()).reduce((sum, run) => sum + run.rolledOver, 0)).toBe(ended.length);
    const now = new Date();
    for (const row of await budgetRows(ended.map((budget) => budget.id))) {
      const initial = ended.find((budget) => budget.id === row.id)!.initial;
      expect(row).toMatchObject({ consumed: '0', value: initial });
      expect(row.period_end).toBe(budgetPeriodOf(row.period as 'MONTHLY', now)!.end);
    }
    await eventually('the customers heard of it', async () =>
      heard.some((event) => event.type === 'budget-changed' && event.mandantCode === '20HHAT'),
    );
    const scheduler = (await queue.getJobSchedulers()).find((s) => s.key === BUDGET_ROLLOVER_SCHEDULER_ID);
    expect(scheduler).toMatchObject({
      every: BUDGET_ROLLOVER_EVERY_MS,
      name: HOUSEKEEPING_JOBS.budgetRollover,
    });
  });

  it('rolls over what is due when the scheduled job runs, once', async () => {
    // The scheduler's own first run (BullMQ runs an `every` scheduler at once) must be over first, or
    // it may take the periods this test ends (seen in CI).
    await eventually('no roll-over waiting or running', async () =>
      (await queue.getJobs(['waiting', 'active', 'prioritized'])).every(
        (job) => job.name !== HOUSEKEEPING_JOBS.budgetRollover,
      ),
    );
    const ended = await endPeriods('80HHCZ');
    const scheduler = (await queue.getJobSchedulers()).find((s) => s.key === BUDGET_ROLLOVER_SCHEDULER_ID)!;
    const run = async () =>
      (await (
        await queue.add(HOUSEKEEPING_JOBS.budgetRollover, scheduler.template!.data as CartHousekeepingJob)
      ).waitUntilFinished(queueEvents, 30_000)) as BudgetRolloverOutcome;
    expect(await run()).toEqual({
      trigger: 'schedule',
      rolledOver: ended.length,
      byTenant: { '80HHCZ': ended.length },
      batches: 1,
      more: false,
    });
    expect(await run()).toMatchObject({ rolledOver: 0 });
    const [entries] = await database.db.query<{ n: number }>(
      `select count(*)::int as n from budget_ledger where kind = 'rollover' and budget_id = any($1::text[])`,
      [ended.map((budget) => budget.id)],
    );
    expect(entries.n).toBe(ended.length);
  });
});
