import { WEB_ROLES, type WebRole } from '../roles';
import { mayApproveCarts, waitsForDecision } from './cart-approval';
import type { CartProcessStatus, CartState } from './cart-states';

/** The values of the Reminder period enum (docs/rules/data-model.md, Customer configuration reminderMailInterval). */
export const REMINDER_PERIODS = [
  'FIVE_DAYS',
  'FOURTEEN_DAYS',
  'NEVER',
  'ONE_DAY',
  'SEVEN_DAYS',
  'THREE_DAYS',
] as const;
export type ReminderPeriod = (typeof REMINDER_PERIODS)[number];

/** A customer's period until its administrators choose one (decision 0045). */
export const DEFAULT_REMINDER_PERIOD: ReminderPeriod = 'THREE_DAYS';

/** Days of each period; NEVER has none (no reminder is ever due). */
export const REMINDER_PERIOD_DAYS: Readonly<Record<ReminderPeriod, number | null>> = {
  ONE_DAY: 1,
  THREE_DAYS: 3,
  FIVE_DAYS: 5,
  SEVEN_DAYS: 7,
  FOURTEEN_DAYS: 14,
  NEVER: null,
};

/** A day of a reminder period is 24 hours, as a day of cart housekeeping (decision 0039). */
const DAY_MS = 24 * 60 * 60 * 1000;

export function isReminderPeriod(value: unknown): value is ReminderPeriod {
  return typeof value === 'string' && (REMINDER_PERIODS as readonly string[]).includes(value);
}

/** The periods that remind at all, with their days: what a database query needs of the rule. */
export function remindingPeriods(): { period: ReminderPeriod; days: number }[] {
  return REMINDER_PERIODS.flatMap((period) => {
    const days = REMINDER_PERIOD_DAYS[period];
    return days === null ? [] : [{ period, days }];
  });
}

/** Roles whose contacts are reminded: those that decide on carts (mayApproveCarts). */
export const APPROVAL_REMINDER_ROLES: readonly WebRole[] = WEB_ROLES.filter((role) => mayApproveCarts(role));

/**
 * Whether a cart still waits for an approver, so a reminder makes sense: handed over (Open or
 * Modified) and not ordered yet. An approved cart is ordered and keeps its process status.
 */
export function awaitsApproverDecision(cart: {
  state: CartState;
  processStatus: CartProcessStatus;
}): boolean {
  return cart.state !== 'Ordered' && waitsForDecision(cart);
}

/** When a cart was handed over, and when its approvers were last reminded of it (null: not yet). */
export interface ApprovalReminderTimes {
  requestedAt: Date;
  lastRemindedAt: Date | null;
}

/**
 * When the next reminder of a waiting cart is due: one period after the hand-over, then one period
 * after each reminder; null for NEVER.
 */
export function approvalReminderDueAt(times: ApprovalReminderTimes, period: ReminderPeriod): Date | null {
  const days = REMINDER_PERIOD_DAYS[period];
  if (days === null) return null;
  return new Date((times.lastRemindedAt ?? times.requestedAt).getTime() + days * DAY_MS);
}

/** Whether the approvers of a waiting cart are reminded at `now` (decision 0045). */
export function isApprovalReminderDue(
  times: ApprovalReminderTimes,
  period: ReminderPeriod,
  now: Date,
): boolean {
  const dueAt = approvalReminderDueAt(times, period);
  return dueAt !== null && dueAt.getTime() <= now.getTime();
}
