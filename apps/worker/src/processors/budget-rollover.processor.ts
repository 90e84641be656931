import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import type { BudgetRolloverPort } from '@shop/commerce';
import {
  budgetChangedEvent,
  HOUSEKEEPING_JOBS,
  InvalidJobError,
  validateCartHousekeepingJob,
  type CartHousekeepingJob,
  type CartHousekeepingTrigger,
} from '@shop/jobs';
import { runInBatches } from './run-in-batches';

/** Budgets rolled over in one transaction: each a lock, a ledger entry and an update (decision 0062). */
export const BUDGET_ROLLOVER_BATCH = 200;
/** Batches of one run (20,000 budgets); what is left is rolled over by the next run (or by its next read). */
export const BUDGET_ROLLOVER_MAX_BATCHES = 100;

export interface BudgetRolloverDeps {
  budgets: BudgetRolloverPort;
  /** Where the customers' budget-changed events go (the shop's event channel); none: no events. */
  events?: { redis: Pick<Redis, 'publish'>; channel: string };
  now?: () => Date;
  batchSize?: number;
  maxBatches?: number;
}

export interface BudgetRolloverOutcome {
  trigger: CartHousekeepingTrigger;
  rolledOver: number;
  /** Mandant code → budgets rolled over. */
  byTenant: Record<string, number>;
  batches: number;
  /** The run stopped at maxBatches with budgets still due. */
  more: boolean;
}

/**
 * The budget roll-over job of QUEUES.housekeeping (decision 0062): moves the budgets whose period ended
 * before the run's start into the period of then, batch after batch, until a batch comes back short or
 * the run has done maxBatches; then tells each customer whose budgets moved (one budget-changed event
 * each). Idempotent: a period rolls over once (the ledger's unique entry), a second run finds nothing.
 * A payload that can never be processed fails with InvalidJobError (not retried).
 */
export async function processBudgetRollover(
  job: Pick<Job<CartHousekeepingJob>, 'name' | 'data'>,
  deps: BudgetRolloverDeps,
): Promise<BudgetRolloverOutcome> {
  if (job.name !== HOUSEKEEPING_JOBS.budgetRollover) throw new InvalidJobError(`unknown job ${job.name}`);
  const { trigger } = validateCartHousekeepingJob(job.data);
  const now = (deps.now ?? (() => new Date()))();
  const batchSize = deps.batchSize ?? BUDGET_ROLLOVER_BATCH;
  const maxBatches = deps.maxBatches ?? BUDGET_ROLLOVER_MAX_BATCHES;
  const customers = new Map<string, { mandantCode: string; customerNo: string }>();
  const run = await runInBatches({ batchSize, maxBatches }, async () => {
    const batch = await deps.budgets.rollOverBudgets(now, batchSize);
    for (const customer of batch.customers)
      customers.set(`${customer.mandantCode}:${customer.customerNo}`, customer);
    return { count: batch.rolledOver, byTenant: batch.byTenant };
  });
  if (deps.events) {
    for (const { mandantCode, customerNo } of customers.values())
      await deps.events.redis.publish(
        deps.events.channel,
        JSON.stringify(budgetChangedEvent(mandantCode, customerNo, now)),
      );
  }
  return { trigger, rolledOver: run.count, byTenant: run.byTenant, batches: run.batches, more: run.more };
}
