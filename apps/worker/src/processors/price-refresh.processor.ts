import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { APP_DB_DEADLINES, createDb, type Db } from '@shop/db';
import {
  PRICE_JOBS,
  PRICE_REFRESH_EVERY_MS,
  PRICE_REFRESH_SCHEDULER_ID,
  priceCacheKeysOf,
  pricesChangedEvent,
  QUEUES,
  type PriceChangeJob,
  type PricesChangedEvent,
  type PriceRefreshJob,
} from '@shop/jobs';
import { isMandantCode, MANDANT_CODES } from '@shop/locales';
import { applyPendingPriceChanges, recordPriceChange } from '@shop/pricing';
import { JOB_RECOVERY } from '../job-recovery';
import { logQueueErrors } from '../queue-errors';
import { keepQueueSettings, type QueueSetting } from '../queue-settings';

/** A job that can never succeed: BullMQ does not retry it, and nothing was changed. */
export class InvalidPriceJobError extends UnrecoverableError {}

export type PriceJob = PriceRefreshJob | PriceChangeJob;

const CUSTOMER_NO = /^[\w-]{1,20}$/;
const SKU = /^[\w.-]{1,64}$/;
/** Keys per UNLINK call. */
const UNLINK_CHUNK = 1000;

export function validatePriceRefreshJob(data: unknown): PriceRefreshJob {
  const job = (data ?? {}) as Partial<PriceRefreshJob>;
  if (job.mandantCode !== null && !isMandantCode(job.mandantCode))
    throw new InvalidPriceJobError(`unknown mandant code: ${String(job.mandantCode)}`);
  const customerNos = job.customerNos ?? null;
  if (customerNos !== null && (!Array.isArray(customerNos) || !customerNos.every((c) => CUSTOMER_NO.test(c))))
    throw new InvalidPriceJobError('customerNos must be a list of customer numbers');
  if (customerNos?.length && job.mandantCode === null)
    throw new InvalidPriceJobError('customer numbers need a mandant code');
  return {
    mandantCode: job.mandantCode ?? null,
    customerNos,
    requestedBy: typeof job.requestedBy === 'string' ? job.requestedBy : 'unknown',
    trigger: job.trigger === 'schedule' ? 'schedule' : 'request',
  };
}

export function validatePriceChangeJob(data: unknown): PriceChangeJob {
  const job = (data ?? {}) as Partial<PriceChangeJob>;
  if (!isMandantCode(job.mandantCode))
    throw new InvalidPriceJobError(`unknown mandant code: ${String(job.mandantCode)}`);
  if (typeof job.customerNo !== 'string' || !CUSTOMER_NO.test(job.customerNo))
    throw new InvalidPriceJobError('customerNo is not a customer number');
  if (typeof job.sku !== 'string' || !SKU.test(job.sku)) throw new InvalidPriceJobError('sku is not a sku');
  if (!Number.isInteger(job.centAmount) || (job.centAmount as number) < 0)
    throw new InvalidPriceJobError('centAmount must be a non-negative integer (cents)');
  return {
    mandantCode: job.mandantCode,
    customerNo: job.customerNo,
    sku: job.sku,
    centAmount: job.centAmount as number,
    requestedBy: typeof job.requestedBy === 'string' ? job.requestedBy : 'unknown',
  };
}

/**
 * Deadlines of the price refresh's database calls. Its two set-wide statements grow with the number
 * of pending changes of a tenant (the read of the pending rows and the stamping update): on PGlite
 * 150,000 pending changes took 1.6 s and 1.1 s, so a full price list of a big catalogue reaches the
 * apps' 5 s statement deadline, and a refresh failing at its deadline would fail again every hour
 * and never apply the prices. Its other statements touch one row each (well under 0.2 s). No user
 * waits for the job, and the job's lock is renewed while it waits (decision 0032).
 */
export const PRICE_REFRESH_DB_DEADLINES = { connectTimeoutMs: 2000, statementTimeoutMs: 60_000 } as const;

/** The price jobs' database connections: one for recording changes (the apps' deadlines), one for refreshes. */
export interface PriceDbs {
  db: Db;
  refreshDb: Db;
}

export function createPriceDbs(databaseUrl: string): PriceDbs {
  return {
    db: createDb(databaseUrl, { max: 1, ...APP_DB_DEADLINES }),
    refreshDb: createDb(databaseUrl, { max: 1, ...PRICE_REFRESH_DB_DEADLINES }),
  };
}

export interface PriceJobDeps {
  db: Pick<Db, 'one' | 'transaction'>;
  /** Runs the refresh transactions (PRICE_REFRESH_DB_DEADLINES); `db` when unset. */
  refreshDb?: Pick<Db, 'transaction'>;
  redis: Pick<Redis, 'unlink' | 'publish'>;
  /** Pub/sub channel of this Redis database (shopEventsChannel(REDIS_URL)). */
  channel: string;
  now?: () => Date;
}

export interface TenantRefreshOutcome {
  mandantCode: string;
  processed: number;
  changed: number;
  invalidatedKeys: number;
  event: PricesChangedEvent | null;
}

export type PriceJobOutcome =
  | { kind: 'recorded'; changeId: string; job: PriceChangeJob }
  | { kind: 'refreshed'; tenants: TenantRefreshOutcome[] };

/**
 * Refreshes prices of one tenant: applies its pending changes (embedded price store), deletes exactly
 * the cache entries of the changed (customer, sku) pairs, then publishes one prices-changed event.
 * The order matters: entries are deleted after the change is committed and before the event goes
 * out, so a client re-fetching on the event gets the new price.
 */
async function refreshTenant(
  deps: PriceJobDeps,
  mandantCode: string,
  customerNos: string[] | null,
  now: Date,
): Promise<TenantRefreshOutcome> {
  const result = await applyPendingPriceChanges(deps.refreshDb ?? deps.db, { mandantCode, customerNos });
  const keys = result.changed.flatMap((change) =>
    priceCacheKeysOf(mandantCode, change.customerNo, [change.sku]),
  );
  let invalidatedKeys = 0;
  for (let start = 0; start < keys.length; start += UNLINK_CHUNK)
    invalidatedKeys += await deps.redis.unlink(...keys.slice(start, start + UNLINK_CHUNK));
  const event = pricesChangedEvent(mandantCode, result.changed, now);
  if (event) await deps.redis.publish(deps.channel, JSON.stringify(event));
  return { mandantCode, processed: result.processed, changed: result.changed.length, invalidatedKeys, event };
}

/** The processor of QUEUES.prices: records a price change, or refreshes one tenant or all. */
export async function processPriceJob(
  job: Pick<Job<PriceJob>, 'name' | 'data'>,
  deps: PriceJobDeps,
): Promise<PriceJobOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  if (job.name === PRICE_JOBS.change) {
    const change = validatePriceChangeJob(job.data);
    const changeId = await recordPriceChange(deps.db, {
      mandantCode: change.mandantCode,
      customerNo: change.customerNo,
      sku: change.sku,
      centAmount: change.centAmount,
      source: change.requestedBy,
    }).catch((error: Error) => {
      throw new InvalidPriceJobError(error.message);
    });
    return { kind: 'recorded', changeId, job: change };
  }
  if (job.name !== PRICE_JOBS.refresh) throw new InvalidPriceJobError(`unknown job ${job.name}`);
  const refresh = validatePriceRefreshJob(job.data);
  const tenants = refresh.mandantCode ? [refresh.mandantCode] : [...MANDANT_CODES];
  const outcomes: TenantRefreshOutcome[] = [];
  for (const mandantCode of tenants)
    outcomes.push(await refreshTenant(deps, mandantCode, refresh.customerNos, now));
  return { kind: 'refreshed', tenants: outcomes };
}

export interface RunningPriceRefresh {
  close(): Promise<void>;
}

export interface PriceRefreshOptions {
  dbs: PriceDbs;
  /** Opens a BullMQ connection of the `queue` kind (the worker closes them). */
  connection: (name: string) => Redis;
  /** Connection for cache deletes and event publishing. */
  redis: Redis;
  channel: string;
  logger: Logger;
  everyMs?: number;
  /** How often the scheduler is checked (and restored when a flushed Redis lost it). */
  settingsCheckMs?: number;
}

/**
 * The price queue's worker and its schedule: a repeatable refresh of every tenant (hourly, one job
 * scheduler shared by all worker instances: upserting it again replaces it, never duplicates it)
 * plus on-demand jobs of the ops CLI. Jobs run one at a time per process. The scheduler lives in
 * Redis: it is registered on every (re)connect of the queue's connection, so a Redis that lost its
 * data gets it back without a worker restart.
 */
export function startPriceRefresh(options: PriceRefreshOptions): RunningPriceRefresh {
  const { logger, dbs } = options;
  const queueConnection = options.connection('queue:prices');
  const queue = new Queue<PriceJob>(QUEUES.prices, { connection: queueConnection });
  logQueueErrors(queue, QUEUES.prices, logger);
  const scheduler: QueueSetting = {
    queue: QUEUES.prices,
    what: `job scheduler ${PRICE_REFRESH_SCHEDULER_ID}`,
    register: () =>
      queue.upsertJobScheduler(
        PRICE_REFRESH_SCHEDULER_ID,
        { every: options.everyMs ?? PRICE_REFRESH_EVERY_MS },
        {
          name: PRICE_JOBS.refresh,
          data: { mandantCode: null, customerNos: null, requestedBy: 'schedule', trigger: 'schedule' },
          opts: { removeOnComplete: 100, removeOnFail: 100 },
        },
      ),
    isRegistered: async () => (await queue.getJobScheduler(PRICE_REFRESH_SCHEDULER_ID)) !== undefined,
  };
  const settings = keepQueueSettings(queueConnection, [scheduler], logger, options.settingsCheckMs);
  const worker = new Worker<PriceJob, PriceJobOutcome>(
    QUEUES.prices,
    (job) =>
      processPriceJob(job, {
        db: dbs.db,
        refreshDb: dbs.refreshDb,
        redis: options.redis,
        channel: options.channel,
      }),
    { connection: options.connection('worker:prices'), concurrency: 1, ...JOB_RECOVERY },
  );
  worker.on('completed', (job, outcome) =>
    logger.info(
      {
        queue: job.queueName,
        jobId: job.id,
        jobName: job.name,
        outcome:
          outcome.kind === 'refreshed'
            ? outcome.tenants.map(({ mandantCode, processed, changed, invalidatedKeys }) => ({
                mandantCode,
                processed,
                changed,
                invalidatedKeys,
              }))
            : { changeId: outcome.changeId },
      },
      'job completed',
    ),
  );
  worker.on('failed', (job, error) =>
    logger.error({ queue: job?.queueName, jobId: job?.id, err: error }, 'job failed'),
  );
  worker.on('stalled', (jobId) => logger.warn({ queue: QUEUES.prices, jobId }, 'job stalled; it runs again'));
  logQueueErrors(worker, QUEUES.prices, logger);
  return {
    async close() {
      settings.stop();
      await worker.close();
      await queue.close();
    },
  };
}
