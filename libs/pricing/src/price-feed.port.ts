/** One (customer, sku) whose price a refresh changed. */
export interface AppliedPriceChange {
  customerNo: string;
  sku: string;
  /** Integer cents before (null: the customer had no own price) and after. */
  oldCents: number | null;
  newCents: number;
  version: number;
}

export interface PriceRefreshScope {
  mandantCode: string;
  /** Only these customers' pending changes; null or empty: the whole tenant. */
  customerNos?: readonly string[] | null;
}

export interface PriceRefreshResult {
  /** Pending changes read (and marked applied), including ones that changed nothing. */
  processed: number;
  changed: AppliedPriceChange[];
}

export interface NewPriceChange {
  mandantCode: string;
  customerNo: string;
  sku: string;
  centAmount: number;
  /** Who delivered it (a feed's name, an ops login). */
  source: string;
}

/** A change the price source refuses for good: the tenant has no such customer or sku, or a bad amount. */
export class PriceChangeRefusedError extends Error {
  override readonly name = 'PriceChangeRefusedError';
}

/**
 * The write side of customer prices: what an ERP price feed hands the shop, and applying it. The
 * worker's price jobs use only this port, so a real upstream is another adapter and no worker change.
 * Changes are invisible until applied; applying makes a tenant's pending changes the current prices
 * at once and says exactly which (customer, sku) prices changed (the caches to drop, the event to send).
 */
export interface PriceFeedPort {
  /** Records a pending change; its id. PriceChangeRefusedError when it can never be applied. */
  recordChange(change: NewPriceChange): Promise<string>;
  /** Applies the scope's pending changes (newest per customer and sku wins). */
  applyPending(scope: PriceRefreshScope): Promise<PriceRefreshResult>;
}
