import type { Db } from '@shop/db';
import type { ShopContext } from '@shop/domain';
import type { CustomerPrice, PricingPort } from '../pricing.port';

/**
 * Embedded pricing on the shop database: the tenant's list price (channel SALES_PRICE_LIST).
 * Customer-specific and tier prices are a later capability behind the same port.
 */
export class EmbeddedPricingAdapter implements PricingPort {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  async getPrices(ctx: ShopContext, skus: readonly string[]): Promise<(CustomerPrice | null)[]> {
    if (!ctx.customer || skus.length === 0) return skus.map(() => null);
    const rows = await this.db.query<{ sku: string; list_price_cents: number; currency: string }>(
      'select sku, list_price_cents, currency from product where mandant_code = $1 and sku = any($2::text[])',
      [ctx.mandantCode, [...skus]],
    );
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    return skus.map((sku) => {
      const row = bySku.get(sku);
      if (!row) return null;
      return {
        sku,
        price: { centAmount: Number(row.list_price_cents), currency: row.currency },
        channel: 'SALES_PRICE_LIST',
      };
    });
  }
}
