/**
 * Set on a request the response cache's fast path looked at and handed on to Express: when it reached
 * the server (`performance.now()`), so that its measured latency starts there and not after the fast
 * path read its body (docs/decisions/0135-metrics.md).
 */
export const ARRIVED_AT = Symbol('arrivedAt');

export type WithArrival = { [ARRIVED_AT]?: number };
