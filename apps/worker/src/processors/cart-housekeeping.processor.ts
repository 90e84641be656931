import type { Job } from 'bullmq';
import type { CartHousekeepingPort } from '@shop/commerce';
import {
  HOUSEKEEPING_JOBS,
  InvalidJobError,
  validateCartHousekeepingJob,
  type CartHousekeepingJob,
  type CartHousekeepingTrigger,
} from '@shop/jobs';
import { runInBatches } from './run-in-batches';

/**
 * Carts deleted in one transaction. A cart takes its lines with it (up to 500), so a batch is at most
 * 50,000 line rows (under 0.1 s on PGlite, decision 0039): far inside the apps' 5 s statement
 * deadline, and short enough that the embedded database's one session serves requests between batches.
 */
export const CART_HOUSEKEEPING_BATCH = 100;
/** Batches of one run (10,000 carts); what is left is deleted by the next run. */
export const CART_HOUSEKEEPING_MAX_BATCHES = 100;

export interface CartHousekeepingDeps {
  carts: CartHousekeepingPort;
  now?: () => Date;
  batchSize?: number;
  maxBatches?: number;
}

export interface CartHousekeepingOutcome {
  trigger: CartHousekeepingTrigger;
  deleted: number;
  /** Mandant code → carts deleted. */
  byTenant: Record<string, number>;
  batches: number;
  /** The run stopped at maxBatches with carts still due. */
  more: boolean;
}

/**
 * The processor of QUEUES.housekeeping: deletes the carts due for deletion at the run's start
 * (isCartDueForDeletion, decision 0039), batch after batch, until a batch comes back short or the
 * run has done maxBatches. A payload that can never be processed fails with InvalidJobError (not
 * retried); the database away fails the run, and the next one deletes what is due then.
 */
export async function processCartHousekeeping(
  job: Pick<Job<CartHousekeepingJob>, 'name' | 'data'>,
  deps: CartHousekeepingDeps,
): Promise<CartHousekeepingOutcome> {
  if (job.name !== HOUSEKEEPING_JOBS.expiredCarts) throw new InvalidJobError(`unknown job ${job.name}`);
  const { trigger } = validateCartHousekeepingJob(job.data);
  const now = (deps.now ?? (() => new Date()))();
  const batchSize = deps.batchSize ?? CART_HOUSEKEEPING_BATCH;
  const maxBatches = deps.maxBatches ?? CART_HOUSEKEEPING_MAX_BATCHES;
  const run = await runInBatches({ batchSize, maxBatches }, async () => {
    const { deleted, byTenant } = await deps.carts.deleteExpiredCarts(now, batchSize);
    return { count: deleted, byTenant };
  });
  return { trigger, deleted: run.count, byTenant: run.byTenant, batches: run.batches, more: run.more };
}
