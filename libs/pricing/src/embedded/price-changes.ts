import { appendWebhookEvent, type Db } from '@shop/db';
import {
  PriceChangeRefusedError,
  type AppliedPriceChange,
  type NewPriceChange,
  type PriceRefreshResult,
  type PriceRefreshScope,
} from '../price-feed.port';

interface PendingRow {
  id: string;
  customer_no: string;
  sku: string;
  price_cents: number;
  old_cents: number | null;
  old_version: number | null;
  list_currency: string;
}

/**
 * Records a pending price change (what an ERP price feed, or ops, hands the shop). Nothing is visible
 * until the price refresh applies it. Refuses a customer or sku the tenant does not have.
 */
export async function recordPriceChange(db: Pick<Db, 'one'>, change: NewPriceChange): Promise<string> {
  if (!Number.isInteger(change.centAmount) || change.centAmount < 0)
    throw new PriceChangeRefusedError(
      `price must be a non-negative integer amount of cents, got ${change.centAmount}`,
    );
  const row = await db.one<{ id: string }>(
    `insert into price_change (mandant_code, customer_no, sku, price_cents, source)
     select $1, c.customer_no, p.sku, $4, $5
       from customer c join product p on p.mandant_code = c.mandant_code
      where c.mandant_code = $1 and c.customer_no = $2 and p.sku = $3
     returning id::text`,
    [change.mandantCode, change.customerNo, change.sku, change.centAmount, change.source],
  );
  if (!row)
    throw new PriceChangeRefusedError(
      `tenant ${change.mandantCode} has no customer ${change.customerNo} or no sku ${change.sku}`,
    );
  return row.id;
}

/**
 * The embedded price refresh: applies the pending changes of a tenant (optionally of some customers)
 * in one transaction. Per (customer, sku) the newest pending change wins; a changed price bumps the
 * row's version and scales the customer's quantity tiers by the same ratio (rounded to whole cents).
 * Every read change is stamped applied. Returns exactly the pairs whose price changed, so the caller
 * invalidates only their cache entries. Concurrent refreshes skip each other's locked rows.
 */
export async function applyPendingPriceChanges(
  db: Pick<Db, 'transaction'>,
  scope: PriceRefreshScope,
): Promise<PriceRefreshResult> {
  const customerNos = scope.customerNos?.length ? [...scope.customerNos] : null;
  return db.transaction(async (tx) => {
    const pending = await tx.query<PendingRow>(
      `select pc.id::text, pc.customer_no, pc.sku, pc.price_cents,
              cp.price_cents as old_cents, cp.version as old_version, p.currency as list_currency
         from price_change pc
         join product p on p.mandant_code = pc.mandant_code and p.sku = pc.sku
         left join customer_price cp
           on cp.mandant_code = pc.mandant_code and cp.customer_no = pc.customer_no and cp.sku = pc.sku
        where pc.mandant_code = $1 and pc.applied_at is null
          and ($2::text[] is null or pc.customer_no = any($2::text[]))
        order by pc.id
          for update of pc skip locked`,
      [scope.mandantCode, customerNos],
    );
    const latest = new Map<string, PendingRow>();
    for (const row of pending) latest.set(`${row.customer_no}\u0000${row.sku}`, row);

    const changed: AppliedPriceChange[] = [];
    for (const row of latest.values()) {
      const newCents = Number(row.price_cents);
      const oldCents = row.old_cents === null ? null : Number(row.old_cents);
      if (oldCents === newCents) continue;
      if (oldCents === null) {
        await tx.query(
          `insert into customer_price (mandant_code, customer_no, sku, channel, price_cents, currency)
           values ($1, $2, $3, 'SALES_PRICE', $4, $5)`,
          [scope.mandantCode, row.customer_no, row.sku, newCents, row.list_currency],
        );
        changed.push({ customerNo: row.customer_no, sku: row.sku, oldCents, newCents, version: 1 });
        continue;
      }
      const updated = await tx.query<{ version: number }>(
        `update customer_price set price_cents = $4, version = version + 1, updated_at = now()
          where mandant_code = $1 and customer_no = $2 and sku = $3
         returning version`,
        [scope.mandantCode, row.customer_no, row.sku, newCents],
      );
      if (oldCents > 0)
        await tx.query(
          `update tier_price set price_cents = round(price_cents::numeric * $4 / $5)::integer
            where mandant_code = $1 and customer_no = $2 and sku = $3`,
          [scope.mandantCode, row.customer_no, row.sku, newCents, oldCents],
        );
      changed.push({
        customerNo: row.customer_no,
        sku: row.sku,
        oldCents,
        newCents,
        version: Number(updated[0]?.version ?? Number(row.old_version) + 1),
      });
    }
    await writePriceWebhookEvents(tx, scope.mandantCode, changed);
    if (pending.length > 0)
      await tx.query('update price_change set applied_at = now() where id = any($1::bigint[])', [
        pending.map((row) => row.id),
      ]);
    return { processed: pending.length, changed };
  });
}

/**
 * One prices.changed webhook event per customer whose prices changed, in the refresh's transaction
 * (decision 0136): its skus, not the prices (the client reads them with its own rights).
 */
async function writePriceWebhookEvents(
  tx: Db,
  mandantCode: string,
  changed: readonly AppliedPriceChange[],
): Promise<void> {
  const byCustomer = new Map<string, string[]>();
  for (const change of changed)
    byCustomer.set(change.customerNo, [...(byCustomer.get(change.customerNo) ?? []), change.sku]);
  if (byCustomer.size === 0) return;
  const customers = await tx.query<{ id: string; customer_no: string }>(
    'select id, customer_no from customer where mandant_code = $1 and customer_no = any($2::text[])',
    [mandantCode, [...byCustomer.keys()]],
  );
  for (const customer of customers)
    await appendWebhookEvent(tx, {
      type: 'prices.changed',
      mandantCode,
      customerId: customer.id,
      payload: {
        mandantCode,
        customerNo: customer.customer_no,
        skus: [...byCustomer.get(customer.customer_no)!].sort(),
      },
    });
}
