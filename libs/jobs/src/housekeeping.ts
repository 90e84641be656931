/**
 * The housekeeping contract between the worker and whoever asks for a run: job names on
 * QUEUES.housekeeping, their schedules and the payload (decisions 0039 and 0045).
 */

import { InvalidJobError } from './invalid-job';

/** Job names on QUEUES.housekeeping. */
export const HOUSEKEEPING_JOBS = {
  /** Delete the carts whose deleteDaysAfterLastModification are up, in every tenant. */
  expiredCarts: 'delete-expired-carts',
  /** Remind approvers by mail of the carts waiting for their decision, by their customer's period. */
  approvalReminders: 'send-approval-reminders',
  /** Move the budgets whose period ended into the period of now (decision 0062), in every tenant. */
  budgetRollover: 'roll-over-budgets',
} as const;
export type HousekeepingJobName = (typeof HOUSEKEEPING_JOBS)[keyof typeof HOUSEKEEPING_JOBS];

/** Id of the repeatable run (BullMQ job scheduler); upserting it again replaces the schedule. */
export const CART_HOUSEKEEPING_SCHEDULER_ID = 'cart-housekeeping-daily';
export const CART_HOUSEKEEPING_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * Deduplication id of the run each worker asks for when it starts: workers starting together share
 * one run while it waits or runs; a later start gets its own.
 */
export const CART_HOUSEKEEPING_START_UP_ID = 'cart-housekeeping-start-up';

/**
 * The approval reminder run: hourly, so a reminder goes out at most an hour after it is due (the
 * shortest period is a day), with its own scheduler and start-up run. Its payload is a
 * CartHousekeepingJob like the cart deletion's.
 */
export const APPROVAL_REMINDER_SCHEDULER_ID = 'approval-reminders-hourly';
export const APPROVAL_REMINDER_EVERY_MS = 60 * 60 * 1000;
export const APPROVAL_REMINDER_START_UP_ID = 'approval-reminders-start-up';

/**
 * The budget roll-over run: hourly, so a budget whose period ended at midnight (UTC) is written into
 * the new period within the hour (reads and the ledger roll it over by themselves before that), with
 * its own scheduler and start-up run. Its payload is a CartHousekeepingJob like the others'.
 */
export const BUDGET_ROLLOVER_SCHEDULER_ID = 'budget-rollover-hourly';
export const BUDGET_ROLLOVER_EVERY_MS = 60 * 60 * 1000;
export const BUDGET_ROLLOVER_START_UP_ID = 'budget-rollover-start-up';

export const CART_HOUSEKEEPING_TRIGGERS = ['schedule', 'start-up', 'request'] as const;
export type CartHousekeepingTrigger = (typeof CART_HOUSEKEEPING_TRIGGERS)[number];

/** Payload of every job on QUEUES.housekeeping: why it runs and who asked (schedule, worker, ops:<user>). */
export interface CartHousekeepingJob {
  trigger: CartHousekeepingTrigger;
  requestedBy: string;
}

/** A housekeeping job's payload, checked. */
export function validateCartHousekeepingJob(data: unknown): CartHousekeepingJob {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new InvalidJobError('a cart housekeeping job needs an object payload');
  const job = data as Partial<Record<keyof CartHousekeepingJob, unknown>>;
  const trigger = job.trigger ?? 'request';
  if (!(CART_HOUSEKEEPING_TRIGGERS as readonly unknown[]).includes(trigger))
    throw new InvalidJobError(`unknown trigger: ${String(trigger)}`);
  if (job.requestedBy !== undefined && typeof job.requestedBy !== 'string')
    throw new InvalidJobError('requestedBy must be text');
  return { trigger: trigger as CartHousekeepingTrigger, requestedBy: job.requestedBy ?? 'unknown' };
}
