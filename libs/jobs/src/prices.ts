/**
 * The price refresh contract between the ops CLI, the worker, the BFF and the web client:
 * queue jobs, the prices-changed event and the cache keys both sides must agree on.
 */

import { REDIS_KEYS } from './redis-keys';

/** Job names on QUEUES.prices. */
export const PRICE_JOBS = {
  /** Apply pending price changes (scheduled, or on demand from the ops CLI). */
  refresh: 'price-refresh',
  /** Record one pending price change (what a price feed would deliver); the next refresh applies it. */
  change: 'price-change',
} as const;

/** Id of the repeatable refresh (BullMQ job scheduler); upserting it again replaces the schedule. */
export const PRICE_REFRESH_SCHEDULER_ID = 'price-refresh-hourly';
export const PRICE_REFRESH_EVERY_MS = 60 * 60 * 1000;

export type PriceRefreshTrigger = 'request' | 'schedule';

export interface PriceRefreshJob {
  /** One tenant, or null for every tenant (the scheduled refresh). */
  mandantCode: string | null;
  /** Only these customers' changes; null: all customers of the tenant. */
  customerNos: string[] | null;
  requestedBy: string;
  trigger: PriceRefreshTrigger;
}

export interface PriceChangeJob {
  mandantCode: string;
  customerNo: string;
  sku: string;
  /** New price of one unit in integer cents. */
  centAmount: number;
  requestedBy: string;
}

/** The skus of one customer whose price changed; skus null: too many to list, re-read them all. */
export interface ChangedCustomerPrices {
  customerNo: string;
  skus: string[] | null;
}

/** Above this many skus of one customer the event says "all" (skus null) instead of listing them. */
export const PRICES_EVENT_MAX_SKUS = 500;

export interface PricesChangedEvent {
  type: 'prices-changed';
  /** Epoch ms of the refresh. */
  id: string;
  mandantCode: string;
  customers: ChangedCustomerPrices[];
}

/** Builds the event of one refresh from the changed (customer, sku) pairs; null when nothing changed. */
export function pricesChangedEvent(
  mandantCode: string,
  changes: readonly { customerNo: string; sku: string }[],
  now: Date,
): PricesChangedEvent | null {
  if (changes.length === 0) return null;
  const byCustomer = new Map<string, Set<string>>();
  for (const { customerNo, sku } of changes) {
    const skus = byCustomer.get(customerNo) ?? new Set<string>();
    skus.add(sku);
    byCustomer.set(customerNo, skus);
  }
  return {
    type: 'prices-changed',
    id: String(now.getTime()),
    mandantCode,
    customers: [...byCustomer].map(([customerNo, skus]) => ({
      customerNo,
      skus: skus.size > PRICES_EVENT_MAX_SKUS ? null : [...skus].sort(),
    })),
  };
}

export function isPricesChangedEvent(value: unknown): value is PricesChangedEvent {
  const event = value as Partial<PricesChangedEvent> | null;
  return (
    !!event &&
    event.type === 'prices-changed' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    Array.isArray(event.customers) &&
    event.customers.every(
      (c) =>
        !!c &&
        typeof c.customerNo === 'string' &&
        (c.skus === null || (Array.isArray(c.skus) && c.skus.every((s) => typeof s === 'string'))),
    )
  );
}

/** Price cache entry kinds: the listing (one unit) and the detail price (with tiers). */
export type PriceCacheKind = 'unit' | 'detail';
export const PRICE_CACHE_KINDS: readonly PriceCacheKind[] = ['unit', 'detail'];
const PRICE_CACHE_PREFIX = REDIS_KEYS.priceCache;

/**
 * Redis key of one cached price: tenant, customer and sku are all in it, so one customer's entry can
 * never answer another's. Parts are URI-encoded (a sku with ':' cannot forge another key).
 */
export function priceCacheKey(
  kind: PriceCacheKind,
  mandantCode: string,
  customerNo: string,
  sku: string,
): string {
  return `${priceCacheCustomerPrefix(mandantCode, customerNo)}${encodeURIComponent(sku)}:${kind}`;
}

/** Common prefix of all cached prices of one customer (for invalidating "all skus"). */
export function priceCacheCustomerPrefix(mandantCode: string, customerNo: string): string {
  return `${PRICE_CACHE_PREFIX}${encodeURIComponent(mandantCode)}:${encodeURIComponent(customerNo)}:`;
}

/** Every cache key of the changed skus of one customer (both kinds). */
export function priceCacheKeysOf(mandantCode: string, customerNo: string, skus: readonly string[]): string[] {
  return skus.flatMap((sku) =>
    PRICE_CACHE_KINDS.map((kind) => priceCacheKey(kind, mandantCode, customerNo, sku)),
  );
}
