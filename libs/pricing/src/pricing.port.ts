import type { Money, ShopContext } from '@shop/domain';

export interface CustomerPrice {
  sku: string;
  price: Money;
  channel: 'SALES_PRICE' | 'SALES_PRICE_LIST';
}

/**
 * Customer prices. Only called for a signed-in customer (ctx.customer set); results are scoped to
 * ctx.mandantCode and ctx.customer. Result order follows `skus`, null where no price exists.
 */
export interface PricingPort {
  getPrices(ctx: ShopContext, skus: readonly string[]): Promise<(CustomerPrice | null)[]>;
}

export const PRICING_PORT = Symbol('PRICING_PORT');
