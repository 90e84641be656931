/**
 * Calendar days as the account reports take them (order history, service list, purchase report):
 * `YYYY-MM-DD`, a real day of the Gregorian calendar, read in UTC. One rule for the BFF and the web
 * form, so both refuse the same input with the same message key.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message key of a day that is not a real YYYY-MM-DD day (2026-02-30, 26-1-1), or null. */
export function calendarDayProblem(date: string): string | null {
  const match = ISO_DATE.exec(date);
  if (!match) return 'error.invalid-date';
  const [, year, month, day] = match.map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const real =
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return real ? null : 'error.invalid-date';
}

export interface DateRangeRules {
  /** Both days must be given (a report needs a range); default: each may be left out. */
  required?: boolean;
  /** The longest range in whole years: `until` must lie before the day `maxYears` after `from`. */
  maxYears?: number;
}

/**
 * The message key of a range of days a report cannot take, or null: each day real, the first not
 * after the last, both present when `required`, and not longer than `maxYears`.
 */
export function dateRangeProblem(
  fromDate: string | undefined,
  untilDate: string | undefined,
  rules: DateRangeRules = {},
): string | null {
  if (rules.required && (fromDate === undefined || untilDate === undefined)) return 'error.date-required';
  for (const date of [fromDate, untilDate])
    if (date !== undefined && calendarDayProblem(date)) return 'error.invalid-date';
  if (fromDate === undefined || untilDate === undefined) return null;
  if (fromDate > untilDate) return 'error.invalid-date-range';
  if (rules.maxYears !== undefined && untilDate >= addYears(fromDate, rules.maxYears))
    return 'error.date-range-too-long';
  return null;
}

/** The day `years` after a YYYY-MM-DD day; 29 February goes to 1 March in a common year. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}
