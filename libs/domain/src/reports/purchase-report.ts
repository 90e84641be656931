import { dateRangeProblem } from '../date-range';

/**
 * The longest range a purchase report covers: one year (`until` before the same day a year on, so 365
 * or, with a 29 February, 366 days). Each range is a render of its own in the worker (decision 0067).
 */
export const PURCHASE_REPORT_MAX_YEARS = 1;

/**
 * The message key of a purchase report range that cannot be asked for, or null: both days real, the
 * first not after the last, at most a year (`error.report-range-too-long`, decision 0067).
 */
export function purchaseReportRangeProblem(fromDate?: string, untilDate?: string): string | null {
  const problem = dateRangeProblem(fromDate, untilDate, {
    required: true,
    maxYears: PURCHASE_REPORT_MAX_YEARS,
  });
  return problem === 'error.date-range-too-long' ? 'error.report-range-too-long' : problem;
}
