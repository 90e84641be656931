import type { Job } from 'bullmq';
import { HOUSEKEEPING_JOBS, InvalidJobError, type CartHousekeepingJob } from '@shop/jobs';
import {
  processApprovalReminders,
  type ApprovalReminderDeps,
  type ApprovalReminderOutcome,
} from './approval-reminder.processor';
import {
  processBudgetRollover,
  type BudgetRolloverDeps,
  type BudgetRolloverOutcome,
} from './budget-rollover.processor';
import {
  processCartHousekeeping,
  type CartHousekeepingDeps,
  type CartHousekeepingOutcome,
} from './cart-housekeeping.processor';

/** What the housekeeping jobs need; each takes its own part, with its default batch sizes. */
export type HousekeepingDeps = Pick<CartHousekeepingDeps, 'carts' | 'now'> &
  Pick<ApprovalReminderDeps, 'reminders' | 'mails' | 'publicUrl'> &
  Pick<BudgetRolloverDeps, 'budgets' | 'events'>;
export type HousekeepingOutcome = CartHousekeepingOutcome | ApprovalReminderOutcome | BudgetRolloverOutcome;

/** The processor of QUEUES.housekeeping: each job by its name; an unknown name is refused for good. */
export function processHousekeeping(
  job: Pick<Job<CartHousekeepingJob>, 'name' | 'data'>,
  deps: HousekeepingDeps,
): Promise<HousekeepingOutcome> {
  switch (job.name) {
    case HOUSEKEEPING_JOBS.expiredCarts:
      return processCartHousekeeping(job, { carts: deps.carts, now: deps.now });
    case HOUSEKEEPING_JOBS.approvalReminders:
      return processApprovalReminders(job, {
        reminders: deps.reminders,
        mails: deps.mails,
        publicUrl: deps.publicUrl,
        now: deps.now,
      });
    case HOUSEKEEPING_JOBS.budgetRollover:
      return processBudgetRollover(job, { budgets: deps.budgets, events: deps.events, now: deps.now });
    default:
      return Promise.reject(new InvalidJobError(`unknown job ${job.name}`));
  }
}
