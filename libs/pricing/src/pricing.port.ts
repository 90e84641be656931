import type { Money, ShopContext } from '@shop/domain';

/** SALES_PRICE: the customer's own price; SALES_PRICE_LIST: the tenant's list price (docs/rules/data-model.md). */
export type PriceChannel = 'SALES_PRICE' | 'SALES_PRICE_LIST';

export interface TierPrice {
  id: string;
  price: Money;
  /** The tier applies from this quantity on. */
  minimumQuantity: number;
}

/** The price of one unit of a sku for the customer (listings): docs/rules/data-model.md CustPrice1Unit. */
export interface CustPrice1Unit {
  id: string;
  sku: string;
  price: Money;
  channel: PriceChannel;
}

/** The detail price of a sku for the customer with its quantity tiers: docs/rules/data-model.md CustPrice. */
export interface CustPrice extends CustPrice1Unit {
  /** Ascending by minimum quantity. */
  tierPrices: TierPrice[];
}

/**
 * Customer prices. Both calls are batch calls (one upstream call for any number of skus); results are
 * scoped to ctx.mandantCode and ctx.customer and follow the order of `skus`, null where the tenant
 * has no price for a sku. Without a customer, or for a role that sees no prices, every entry is null
 * and nothing is asked upstream. Amounts are integer cents.
 */
export interface PricingPort {
  /** Listing: the price of one unit per sku (the base price matched to the tiers at quantity 1). */
  custPrice1Units(ctx: ShopContext, skus: readonly string[]): Promise<(CustPrice1Unit | null)[]>;
  /** Detail: price and tier prices per sku. */
  custPrices(ctx: ShopContext, skus: readonly string[]): Promise<(CustPrice | null)[]>;
}

export const PRICING_PORT = Symbol('PRICING_PORT');
