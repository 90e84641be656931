import { calendarDayProblem } from '../date-range';
import type { CartProcessStatus } from './cart-states';

/**
 * updateCart's "externalId with customCreatedAt" and "essenceListDate" (docs/rules/calls.md, decision 0044): a
 * cart made elsewhere (a scan app, an import) carries the other system's id and the time it was
 * made there; a cart filled from the customer's essence list carries that list's date.
 */
export const MAX_EXTERNAL_ID_LENGTH = 64;
const EXTERNAL_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;
/** How far a customCreatedAt may lie ahead of the shop's clock (the other system's clock drifts). */
const CLOCK_SKEW_MS = 5 * 60_000;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The message key of an external reference a cart may not take, or null. Both parts go together. */
export function externalReferenceProblem(
  externalId: string | null | undefined,
  customCreatedAt: string | null | undefined,
  now: Date,
): string | null {
  if ((externalId == null) !== (customCreatedAt == null)) return 'error.external-reference-incomplete';
  if (externalId == null || customCreatedAt == null) return null;
  if (externalId.length > MAX_EXTERNAL_ID_LENGTH || !EXTERNAL_ID.test(externalId))
    return 'error.invalid-external-id';
  if (!ISO_DATE_TIME.test(customCreatedAt) || Number.isNaN(Date.parse(customCreatedAt)))
    return 'error.invalid-date';
  if (Date.parse(customCreatedAt) > now.getTime() + CLOCK_SKEW_MS) return 'error.date-in-future';
  return null;
}

/** The message key of an essence list date (YYYY-MM-DD, a real day) a cart may not take, or null. */
export function essenceListDateProblem(date: string): string | null {
  return calendarDayProblem(date);
}

/**
 * Where the cart stands with (docs/rules/data-model.md, approvalStatus (its values are not shown, decision 0044):)
 * its approver, read from its process status. `None`: nobody has been asked; `Pending`: handed over
 * (perhaps changed by the approver); `Declined`: the approver said no.
 */
export const APPROVAL_STATUSES = ['None', 'Pending', 'Declined'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export function approvalStatusOf(processStatus: CartProcessStatus): ApprovalStatus {
  if (processStatus === 'Open' || processStatus === 'Modified') return 'Pending';
  if (processStatus === 'Declined') return 'Declined';
  return 'None';
}
