/**
 * What the rate limit (apps/bff/src/rate-limit) leaves the caller in its current window (sent as
 * RateLimit-* headers). The unit is
 * requests, not cost points: the cost of one operation is bounded by GRAPHQL_MAX_COST instead.
 */
export interface ThrottleStatus {
  /** Requests of this caller per window (RATE_LIMIT_MAX, or RATE_LIMIT_INTEGRATION_MAX). */
  maximumAvailable: number;
  /** Requests left in the current window, this one counted. */
  currentlyAvailable: number;
  /** Length of a window (RATE_LIMIT_WINDOW_SECONDS). */
  windowSeconds: number;
  /** Seconds until the window ends and `currentlyAvailable` is `maximumAvailable` again. */
  resetInSeconds: number;
}

/**
 * `extensions.cost` of the answer of every operation that ran (docs/decisions/0052-cost-in-extensions.md),
 * named like Shopify's storefront API: the operation's cost (list-cost.ts, computed before it ran)
 * and the most an operation may cost. What the rate limit leaves the caller is in the answer's
 * RateLimit-* headers (rate-limit.ts), not here: the body of an answer is the same for every request,
 * so the response cache can store it (decision 0055).
 */
export interface CostExtension {
  requestedQueryCost: number;
  /** GRAPHQL_MAX_COST: an operation costing more is refused before it runs. */
  maximumAvailable: number;
}

export function costExtension(cost: number, maxCost: number): CostExtension {
  return { requestedQueryCost: cost, maximumAvailable: maxCost };
}
