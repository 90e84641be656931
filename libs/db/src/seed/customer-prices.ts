import type { Db } from '../db';
import type { ProductRow } from './catalogue';
import { insertRows } from './insert-rows';
import type { CustomerRow } from './people';
import { hashString, Random } from './prng';

export interface CustomerPriceRow {
  mandant_code: string;
  customer_no: string;
  sku: string;
  channel: 'SALES_PRICE';
  price_cents: number;
  currency: string;
}

export interface TierPriceRow {
  mandant_code: string;
  sku: string;
  /** Null: a tier of the tenant's list price. */
  customer_no: string | null;
  minimum_quantity: number;
  price_cents: number;
}

export interface PriceSeed {
  customerPrices: CustomerPriceRow[];
  tierPrices: TierPriceRow[];
}

/**
 * Only a tenant's first customers have negotiated prices (key accounts); the others buy at list
 * price. This keeps the price tables the same size at every catalogue scale (about 30,000 rows),
 * so seeding 100,000 products per tenant does not also mean millions of price rows.
 */
export const CUSTOMERS_WITH_PRICES = 20;
/** Share of a tenant's skus with a customer price: the first customer (the demo logins) and the rest. */
const FIRST_CUSTOMER_SHARE = 0.5;
const OTHER_CUSTOMER_SHARE = 0.15;
/** Share of skus whose list price has quantity tiers, and of customer prices with tiers. */
const LIST_TIER_SHARE = 0.25;
const CUSTOMER_TIER_SHARE = 0.4;
/** Customer prices only for the scale-1 part of the catalogue (the first products of each tenant). */
const PRICED_PRODUCTS_PER_TENANT = 1500;

/** A stable number in [0, 1) per key: the same sku keeps its selection when the catalogue grows. */
function unit(key: string): number {
  return hashString(key) / 4294967296;
}

/** Tiers at 10 and 50 pieces, each a few percent below the previous price, rounded to whole cents. */
function tiersBelow(base: number, random: Random): { minimum_quantity: number; price_cents: number }[] {
  const first = Math.round(base * (1 - random.int(3, 6) / 100));
  const second = Math.round(first * (1 - random.int(3, 6) / 100));
  if (first >= base || second >= first) return [];
  return [
    { minimum_quantity: 10, price_cents: first },
    { minimum_quantity: 50, price_cents: second },
  ];
}

/**
 * Deterministic customer and tier prices in integer cents: per tenant, a customer discount of 4–22 %
 * on a stable subset of skus (half the assortment for the first customer, whose contacts are the
 * demo logins), with tiers on part of them; list-price tiers on a quarter of the skus.
 */
export function buildPriceSeed(
  products: readonly ProductRow[],
  customers: readonly CustomerRow[],
): PriceSeed {
  const customerPrices: CustomerPriceRow[] = [];
  const tierPrices: TierPriceRow[] = [];
  const byTenant = new Map<string, ProductRow[]>();
  for (const product of products) {
    const list = byTenant.get(product.mandant_code) ?? [];
    list.push(product);
    byTenant.set(product.mandant_code, list);
  }
  for (const [mandantCode, tenantProducts] of byTenant) {
    const random = new Random(`list-tiers:${mandantCode}`);
    for (const product of tenantProducts) {
      if (unit(`list-tier:${mandantCode}:${product.sku}`) >= LIST_TIER_SHARE) continue;
      for (const tier of tiersBelow(product.list_price_cents, random))
        tierPrices.push({ mandant_code: mandantCode, sku: product.sku, customer_no: null, ...tier });
    }
    const priced = tenantProducts.slice(0, PRICED_PRODUCTS_PER_TENANT);
    const tenantCustomers = customers
      .filter((customer) => customer.mandant_code === mandantCode)
      .slice(0, CUSTOMERS_WITH_PRICES);
    tenantCustomers.forEach((customer, index) => {
      const share = index === 0 ? FIRST_CUSTOMER_SHARE : OTHER_CUSTOMER_SHARE;
      const customerRandom = new Random(`customer-prices:${mandantCode}:${customer.customer_no}`);
      const discount = customerRandom.int(4, 22);
      for (const product of priced) {
        if (unit(`customer-price:${mandantCode}:${customer.customer_no}:${product.sku}`) >= share) continue;
        // Per sku a little noise around the customer's discount, never above the list price.
        const percent = Math.max(1, discount + customerRandom.int(-3, 3));
        const price = Math.max(1, Math.round((product.list_price_cents * (100 - percent)) / 100));
        customerPrices.push({
          mandant_code: mandantCode,
          customer_no: customer.customer_no,
          sku: product.sku,
          channel: 'SALES_PRICE',
          price_cents: price,
          currency: product.currency,
        });
        if (customerRandom.chance(CUSTOMER_TIER_SHARE)) {
          for (const tier of tiersBelow(price, customerRandom))
            tierPrices.push({
              mandant_code: mandantCode,
              sku: product.sku,
              customer_no: customer.customer_no,
              ...tier,
            });
        }
      }
    });
  }
  return { customerPrices, tierPrices };
}

/** Inserts the price seed; customer prices first (customer tiers refer to them). */
export async function insertPriceSeed(db: Db, prices: PriceSeed): Promise<void> {
  await insertRows(
    db,
    'customer_price',
    {
      mandant_code: 'text',
      customer_no: 'text',
      sku: 'text',
      channel: 'text',
      price_cents: 'integer',
      currency: 'text',
    },
    prices.customerPrices,
    5000,
  );
  await insertRows(
    db,
    'tier_price',
    {
      mandant_code: 'text',
      sku: 'text',
      customer_no: 'text',
      minimum_quantity: 'integer',
      price_cents: 'integer',
    },
    prices.tierPrices,
    5000,
  );
}
