import { dateRangeProblem } from '../date-range';
import type { OrderSource, OrderStatus } from './order-rules';

/** The order history's page size is not shown; 20 a page, at most 100 (decision 0056) (docs/rules/data-model.md). */
export const ORDER_HISTORY_DEFAULT_LIMIT = 20;
export const ORDER_HISTORY_MAX_LIMIT = 100;

/** What the order history asks the commerce backend for: a page, newest first by default, filtered. */
export interface OrderHistoryQuery {
  page: number;
  limit: number;
  /** By order date; DESC (newest first) is the spec's default. */
  direction: 'ASC' | 'DESC';
  status?: OrderStatus;
  source?: OrderSource;
  /** Calendar days (YYYY-MM-DD, UTC), both included. */
  fromDate?: string;
  untilDate?: string;
}

/**
 * The message key of a date range the order history cannot take, or null: each date a real day
 * (YYYY-MM-DD), and the first not after the last.
 */
export function orderHistoryDatesProblem(fromDate?: string, untilDate?: string): string | null {
  return dateRangeProblem(fromDate, untilDate);
}
