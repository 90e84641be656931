import type { Money } from '@shop/domain';

/** Price load type in docs/rules/data-model.md: listing (one unit) or detail (with tier prices). */
export type PriceKind = 'listing' | 'detail';

export interface TierPriceData {
  id: string;
  minimumQuantity: number;
  price: Money;
}

export interface CustomerPriceData {
  id: string;
  sku: string;
  channel: 'SALES_PRICE' | 'SALES_PRICE_LIST';
  price: Money;
  /** Detail prices only (empty for listing prices). */
  tierPrices: TierPriceData[];
}

/**
 * Price state per sku and kind (docs/rules/states-and-rules.md): not requested, loading, loaded. A loaded price of null
 * means the shop has no price for the sku. During a refresh the old price stays shown. Failed: the
 * first load and its one automatic retry both failed (decision 0140); a new request asks again.
 */
export type PriceState =
  | { status: 'not-requested' }
  | { status: 'loading' }
  | { status: 'loaded'; price: CustomerPriceData | null }
  | { status: 'failed' };

/** How long a failed first load waits before its one automatic retry (decision 0140). */
export const PRICE_RETRY_DELAY_MS = 1000;

/** Fetches prices of one kind for many skus in one call; resolves a map sku → price (missing: none). */
export type PriceFetcher = (
  kind: PriceKind,
  skus: readonly string[],
) => Promise<Map<string, CustomerPriceData>>;

const NOT_REQUESTED: PriceState = { status: 'not-requested' };
const LOADING: PriceState = { status: 'loading' };
const FAILED: PriceState = { status: 'failed' };

/**
 * The client's prices of one customer in one tenant. Skus requested in the same tick are fetched
 * together, one call per kind; skus already requested are not requested again; refresh() re-fetches
 * all known skus (or the given ones), listing and detail separately. Framework-free: React reads it
 * through usePrices (useSyncExternalStore).
 */
export class PriceStore {
  private readonly states: Record<PriceKind, Map<string, PriceState>> = {
    listing: new Map(),
    detail: new Map(),
  };
  private readonly queued: Record<PriceKind, Set<string>> = { listing: new Set(), detail: new Set() };
  private readonly listeners = new Set<() => void>();
  private flushScheduled = false;
  private version = 0;
  private disposed = false;
  /** The next detail request starts from no stored detail prices (docs/rules/states-and-rules.md, clear-before-next-add). */
  private detailStale = false;

  constructor(
    private readonly fetcher: PriceFetcher,
    private readonly retryDelayMs = PRICE_RETRY_DELAY_MS,
  ) {}

  get snapshot(): number {
    return this.version;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(sku: string, kind: PriceKind): PriceState {
    return this.states[kind].get(sku) ?? NOT_REQUESTED;
  }

  /**
   * Marks the stored detail prices stale (decision 0046: after a cart change, tier prices are read
   * afresh): the next detail request wipes them first. Shown prices stay until then.
   */
  clearDetailBeforeNextAdd(): void {
    this.detailStale = true;
  }

  /**
   * Asks for prices of skus not requested yet (or whose load failed: the shopper's retry); they are
   * fetched with the others of this tick.
   */
  request(skus: readonly string[], kind: PriceKind): void {
    if (kind === 'detail' && this.detailStale) {
      this.detailStale = false;
      this.states.detail.clear();
    }
    let added = false;
    for (const sku of skus) {
      const state = this.states[kind].get(sku);
      if (state && state.status !== 'failed') continue;
      this.states[kind].set(sku, LOADING);
      this.queued[kind].add(sku);
      added = true;
    }
    if (added) {
      this.changed();
      this.scheduleFlush();
    }
  }

  /** Re-fetches the known skus of both kinds (only `skus` when given), keeping old prices meanwhile. */
  refresh(skus?: readonly string[] | null): void {
    let added = false;
    for (const kind of ['listing', 'detail'] as const) {
      const known = [...this.states[kind].keys()];
      for (const sku of skus ? known.filter((k) => skus.includes(k)) : known) {
        this.queued[kind].add(sku);
        added = true;
      }
    }
    if (added) this.scheduleFlush();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      for (const kind of ['listing', 'detail'] as const) {
        const skus = [...this.queued[kind]];
        this.queued[kind].clear();
        if (skus.length) void this.load(kind, skus);
      }
    });
  }

  private async load(kind: PriceKind, skus: string[], attempt = 0): Promise<void> {
    let prices: Map<string, CustomerPriceData> | null = null;
    try {
      prices = await this.fetcher(kind, skus);
    } catch {
      prices = null;
    }
    if (this.disposed) return;
    if (prices) {
      for (const sku of skus)
        this.states[kind].set(sku, { status: 'loaded', price: prices.get(sku) ?? null });
      this.changed();
      return;
    }
    // A failed refresh keeps the old prices; a failed first load is retried once (a brief fault of the
    // network or the BFF), then shown as failed until the shopper asks again (decision 0140).
    const firstLoads = skus.filter((sku) => this.states[kind].get(sku)?.status === 'loading');
    if (firstLoads.length === 0) return;
    if (attempt === 0) {
      setTimeout(() => {
        if (!this.disposed) void this.load(kind, firstLoads, 1);
      }, this.retryDelayMs);
      return;
    }
    for (const sku of firstLoads) this.states[kind].set(sku, FAILED);
    this.changed();
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
