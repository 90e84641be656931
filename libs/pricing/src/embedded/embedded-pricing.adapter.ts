import type { Db } from '@shop/db';
import { roleSeesPrices, type ShopContext } from '@shop/domain';
import type { CustPrice, CustPrice1Unit, PriceChannel, PricingPort, TierPrice } from '../pricing.port';
import { priceForQuantity } from '../tier-match';

interface BaseRow {
  product_id: string;
  sku: string;
  list_price_cents: number;
  list_currency: string;
  customer_price_id: string | null;
  price_cents: number | null;
  currency: string | null;
  channel: PriceChannel | null;
}

interface TierRow {
  id: string;
  sku: string;
  customer_no: string | null;
  minimum_quantity: number;
  price_cents: number;
}

/** The customer's price of every asked sku of the tenant, or the list price where it has none. */
const BASE_SQL = `
  select p.id as product_id, p.sku, p.list_price_cents, p.currency as list_currency,
         cp.id::text as customer_price_id, cp.price_cents, cp.currency, cp.channel
    from product p
    left join customer_price cp
      on cp.mandant_code = p.mandant_code and cp.sku = p.sku and cp.customer_no = $2
   where p.mandant_code = $1 and p.sku = any($3::text[])`;

/** Tiers of the customer's prices and of the list prices, up to a quantity. */
const TIER_SQL = `
  select id::text, sku, customer_no, minimum_quantity, price_cents
    from tier_price
   where mandant_code = $1 and sku = any($3::text[]) and (customer_no = $2 or customer_no is null)
     and minimum_quantity <= $4
   order by sku, minimum_quantity`;

/**
 * Embedded pricing on the shop database (tables of migration 0004): the customer's own price
 * (channel SALES_PRICE) where one exists, else the tenant's list price (SALES_PRICE_LIST), each with
 * its quantity tiers. Every query is scoped by tenant and customer number of the context; one call
 * is two indexed queries for any number of skus.
 */
export class EmbeddedPricingAdapter implements PricingPort {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  async custPrice1Units(ctx: ShopContext, skus: readonly string[]): Promise<(CustPrice1Unit | null)[]> {
    // Tiers start at quantity 2 in this store, but a tier "from 1" would be the unit price.
    const prices = await this.load(ctx, skus, 1);
    return prices.map((price) =>
      price
        ? {
            id: price.id,
            sku: price.sku,
            channel: price.channel,
            price: priceForQuantity(price.price, price.tierPrices, 1),
          }
        : null,
    );
  }

  custPrices(ctx: ShopContext, skus: readonly string[]): Promise<(CustPrice | null)[]> {
    return this.load(ctx, skus, 2_147_483_647);
  }

  private async load(
    ctx: ShopContext,
    skus: readonly string[],
    maxTierQuantity: number,
  ): Promise<(CustPrice | null)[]> {
    const customerNo = ctx.customer?.customerNo;
    if (!customerNo || !roleSeesPrices(ctx.role) || skus.length === 0) return skus.map(() => null);
    const params = [ctx.mandantCode, customerNo, [...new Set(skus)]];
    const [bases, tiers] = await Promise.all([
      this.db.query<BaseRow>(BASE_SQL, params),
      this.db.query<TierRow>(TIER_SQL, [...params, maxTierQuantity]),
    ]);
    const tiersBySku = new Map<string, { own: TierRow[]; list: TierRow[] }>();
    for (const tier of tiers) {
      const entry = tiersBySku.get(tier.sku) ?? { own: [], list: [] };
      (tier.customer_no === null ? entry.list : entry.own).push(tier);
      tiersBySku.set(tier.sku, entry);
    }
    const bySku = new Map<string, CustPrice>();
    for (const row of bases) {
      const own = row.customer_price_id !== null && row.price_cents !== null;
      const currency = own ? (row.currency ?? row.list_currency) : row.list_currency;
      const tierRows = own ? tiersBySku.get(row.sku)?.own : tiersBySku.get(row.sku)?.list;
      const tierPrices: TierPrice[] = (tierRows ?? []).map((tier) => ({
        id: `tier-${tier.id}`,
        minimumQuantity: Number(tier.minimum_quantity),
        price: { centAmount: Number(tier.price_cents), currency },
      }));
      bySku.set(row.sku, {
        id: own ? `cp-${row.customer_price_id}` : `lp-${row.product_id}`,
        sku: row.sku,
        channel: own ? (row.channel ?? 'SALES_PRICE') : 'SALES_PRICE_LIST',
        price: { centAmount: Number(own ? row.price_cents : row.list_price_cents), currency },
        tierPrices,
      });
    }
    return skus.map((sku) => bySku.get(sku) ?? null);
  }
}
