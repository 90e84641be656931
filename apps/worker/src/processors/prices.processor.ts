import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import {
  InvalidJobError,
  PRICE_JOBS,
  priceCacheKeysOf,
  pricesChangedEvent,
  validatePriceChangeJob,
  validatePriceRefreshJob,
  type PriceChangeJob,
  type PricesChangedEvent,
  type PriceRefreshJob,
} from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { PriceChangeRefusedError, type PriceFeedPort } from '@shop/pricing';

export type PriceJob = PriceRefreshJob | PriceChangeJob;

/** Keys per UNLINK call. */
const UNLINK_CHUNK = 1000;

export interface PriceJobDeps {
  /** Where price changes are recorded and applied (the embedded price tables, or an ERP's feed). */
  feed: PriceFeedPort;
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
 * Refreshes prices of one tenant: applies its pending changes (the price feed), deletes exactly the
 * cache entries of the changed (customer, sku) pairs, then publishes one prices-changed event. The
 * order matters: entries are deleted after the change is committed and before the event goes out,
 * so a client re-fetching on the event gets the new price.
 */
async function refreshTenant(
  deps: PriceJobDeps,
  mandantCode: string,
  customerNos: string[] | null,
  now: Date,
): Promise<TenantRefreshOutcome> {
  const result = await deps.feed.applyPending({ mandantCode, customerNos });
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

/**
 * The processor of QUEUES.prices: records a price change, or refreshes one tenant or all. A payload
 * that can never be processed, and a change the feed refuses for good, fail with InvalidJobError
 * (not retried); anything else (the database or Redis away) is retried by the queue.
 */
export async function processPriceJob(
  job: Pick<Job<PriceJob>, 'name' | 'data'>,
  deps: PriceJobDeps,
): Promise<PriceJobOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  if (job.name === PRICE_JOBS.change) {
    const change = validatePriceChangeJob(job.data);
    const changeId = await deps.feed
      .recordChange({
        mandantCode: change.mandantCode,
        customerNo: change.customerNo,
        sku: change.sku,
        centAmount: change.centAmount,
        source: change.requestedBy,
      })
      .catch((error: unknown) => {
        throw error instanceof PriceChangeRefusedError ? new InvalidJobError(error.message) : error;
      });
    return { kind: 'recorded', changeId, job: change };
  }
  if (job.name !== PRICE_JOBS.refresh) throw new InvalidJobError(`unknown job ${job.name}`);
  const refresh = validatePriceRefreshJob(job.data);
  const tenants = refresh.mandantCode ? [refresh.mandantCode] : [...MANDANT_CODES];
  const outcomes: TenantRefreshOutcome[] = [];
  for (const mandantCode of tenants)
    outcomes.push(await refreshTenant(deps, mandantCode, refresh.customerNos, now));
  return { kind: 'refreshed', tenants: outcomes };
}
