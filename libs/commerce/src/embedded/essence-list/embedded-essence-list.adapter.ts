import type { Db } from '@shop/db';
import {
  ESSENCE_LIST_HISTORY_DAYS,
  ESSENCE_LIST_MIN_ORDERS,
  ESSENCE_LIST_PURCHASES,
  type ShopContext,
} from '@shop/domain';
import type {
  EssenceListEntryRecord,
  EssenceListPage,
  EssenceListPort,
  EssenceListQuery,
  EssencePurchaseRecord,
  EssenceSkusRecord,
} from '../../essence-list.port';
import { localize } from '../localize';

/** Orders that count as purchases: every source (shop and ERP), not refunded ones; $1 is the tenant. */
const countedOrder = (customerParam: string) =>
  `o.mandant_code = $1 and o.customer_id = ${customerParam}::text and o.status <> 'REFUNDED'`;

interface EntryRow {
  id: string;
  sku: string;
  slug: unknown;
  purchases: unknown;
}

/**
 * EssenceListPort on the project's own database (decisions 0101, 0102): the skus from customer
 * (migration 0028), the purchases from the customer's orders (shop_order, shop_order_line).
 */
export class EmbeddedEssenceListAdapter implements EssenceListPort {
  constructor(private readonly db: Db) {}

  async essenceSkus(ctx: ShopContext): Promise<EssenceSkusRecord & { customerNo: string }> {
    if (!ctx.customer) return { onlyEssence: false, skus: [], source: 'CONFIGURED', customerNo: '' };
    const customer = await this.db.one<{
      customer_no: string;
      only_items_from_essence_list: boolean;
      essence_list_skus: string[] | null;
    }>(
      `select customer_no, only_items_from_essence_list, essence_list_skus
         from customer where id = $1 and mandant_code = $2`,
      [ctx.customer.id, ctx.mandantCode],
    );
    if (!customer) return { onlyEssence: false, skus: [], source: 'CONFIGURED', customerNo: '' };
    const onlyEssence = customer.only_items_from_essence_list;
    const configured = customer.essence_list_skus ?? [];
    if (configured.length > 0)
      return { onlyEssence, skus: [...configured], source: 'CONFIGURED', customerNo: customer.customer_no };
    const ordered = await this.db.query<{ sku: string }>(
      `select l.sku
         from shop_order o
         join shop_order_line l on l.order_id = o.id and l.mandant_code = o.mandant_code
        where ${countedOrder('$2')} and o.ordered_at >= now() - make_interval(days => $3::int)
        group by l.sku
       having count(distinct o.id) >= $4::int
        order by l.sku`,
      [ctx.mandantCode, ctx.customer.id, ESSENCE_LIST_HISTORY_DAYS, ESSENCE_LIST_MIN_ORDERS],
    );
    return {
      onlyEssence,
      skus: ordered.map((row) => row.sku),
      source: 'ORDER_HISTORY',
      customerNo: customer.customer_no,
    };
  }

  async essenceList(ctx: ShopContext, query: EssenceListQuery): Promise<EssenceListPage> {
    const essence = await this.essenceSkus(ctx);
    if (!ctx.customer || essence.skus.length === 0)
      return { source: essence.source, onlyEssence: essence.onlyEssence, items: [], total: 0 };
    const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    // The tenant's products of the list (a sku it no longer sells has no entry), matched by sku or name.
    const products = `products as (
      select p.id, p.sku, p.slug
        from product p
       where p.mandant_code = $1 and p.sku = any($2::text[])
         and ($3::text is null or p.sku ilike $3
              or coalesce(p.name ->> $4::text, p.name ->> 'de') ilike $3))`;
    const params = [ctx.mandantCode, essence.skus, search, ctx.language];
    const counted = await this.db.one<{ total: number | string }>(
      `with ${products} select count(*) as total from products`,
      params,
    );
    const total = Number(counted?.total ?? 0);
    const rows = await this.db.query<EntryRow>(
      `with ${products},
       purchases as (
         select l.sku, o.ordered_at, sum(l.quantity)::int as quantity,
                row_number() over (partition by l.sku order by o.ordered_at desc, o.id desc) as n
           from shop_order o
           join shop_order_line l on l.order_id = o.id and l.mandant_code = o.mandant_code
           join products p on p.sku = l.sku
          where ${countedOrder('$5')}
          group by l.sku, o.id, o.ordered_at)
       select p.id, p.sku, p.slug,
              (select json_agg(json_build_object('orderedAt', u.ordered_at, 'quantity', u.quantity) order by u.n)
                 from purchases u where u.sku = p.sku and u.n <= $6::int) as purchases
         from products p
        order by (select max(u.ordered_at) from purchases u where u.sku = p.sku) desc nulls last, p.sku
        limit $7::int offset $8::int`,
      [...params, ctx.customer.id, ESSENCE_LIST_PURCHASES, query.limit, (query.page - 1) * query.limit],
    );
    return {
      source: essence.source,
      onlyEssence: essence.onlyEssence,
      total,
      items: rows.map((row) => toEntry(row, essence.customerNo, ctx.language)),
    };
  }
}

function toEntry(row: EntryRow, customerNo: string, language: string): EssenceListEntryRecord {
  const raw = typeof row.purchases === 'string' ? (JSON.parse(row.purchases) as unknown) : row.purchases;
  const purchases = ((raw ?? []) as { orderedAt: string; quantity: number }[]).map(
    (purchase): EssencePurchaseRecord => ({
      orderedAt: new Date(purchase.orderedAt).toISOString(),
      quantity: Number(purchase.quantity),
    }),
  );
  return {
    essenceCode: customerNo,
    itemNo: row.sku,
    identifier: row.id,
    productSlug: localize(row.slug, language),
    purchases,
  };
}
