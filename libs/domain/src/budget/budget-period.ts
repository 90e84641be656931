/** How long a budget period runs (PER_ORDER: no period, a cap per order) (docs/rules/validation.md, Interval). */
export const BUDGET_INTERVALS = [
  'HALF_YEARLY',
  'MONTHLY',
  'PER_ORDER',
  'QUARTERLY',
  'TWO_MONTH',
  'YEARLY',
] as const;
export type BudgetInterval = (typeof BUDGET_INTERVALS)[number];

export function isBudgetInterval(value: unknown): value is BudgetInterval {
  return (BUDGET_INTERVALS as readonly unknown[]).includes(value);
}

/**
 * Months of each period kind (decision 0062). Periods are calendar blocks counted from January:
 * two-month periods are Jan–Feb, Mar–Apr …, quarters Jan–Mar …, half years Jan–Jun and Jul–Dec.
 */
const MONTHS_OF: Record<Exclude<BudgetInterval, 'PER_ORDER'>, number> = {
  MONTHLY: 1,
  TWO_MONTH: 2,
  QUARTERLY: 3,
  HALF_YEARLY: 6,
  YEARLY: 12,
};

/** A budget period: its first and last calendar day ('YYYY-MM-DD', both included, UTC days). */
export interface BudgetPeriod {
  start: string;
  end: string;
}

/** The calendar day (UTC, 'YYYY-MM-DD') of an instant: the day a period check reads. */
export function budgetDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const isoDay = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The period of `interval` that holds the day of `at` (UTC); null for PER_ORDER, which has no period
 * (each order is capped on its own, nothing is carried from one order to the next).
 */
export function budgetPeriodOf(interval: BudgetInterval, at: Date): BudgetPeriod | null {
  if (interval === 'PER_ORDER') return null;
  const months = MONTHS_OF[interval];
  const year = at.getUTCFullYear();
  const firstMonth = Math.floor(at.getUTCMonth() / months) * months;
  // Day 0 of the month after the period is its last day.
  return { start: isoDay(year, firstMonth, 1), end: isoDay(year, firstMonth + months, 0) };
}

/** Whether the period that ends on `periodEnd` is over on the day of `now`. */
export function budgetPeriodEnded(periodEnd: string | null, now: Date): boolean {
  return periodEnd !== null && periodEnd < budgetDayOf(now);
}
