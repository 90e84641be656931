import type { Db } from '@shop/db';
import type { OrderSource, OrderStatus } from '@shop/domain';
import type {
  BillingDocumentKind,
  BillingDocumentRecord,
  DocumentParties,
  OrderInformation,
  PurchaseSummary,
} from '../../order.port';
import type { Scope } from '../carts/cart-store';
import { ORDER_SUMMARY_COLUMNS, toOrderSummary, type OrderSummaryRow } from './order-rows';

// Reads of invoices, credit memos and what printed documents need (migration 0021, decision 0057).
// Every query names the scope's tenant and customer.

interface DocumentRow {
  id: string;
  kind: BillingDocumentKind;
  document_number: string;
  invoice_number: string | null;
  order_number: string;
  issued_on: Date | string;
  due_on: Date | string | null;
  reason: string | null;
  currency: string;
  tax_percent: string | number;
  net_cents: string | number;
  tax_cents: string | number;
  gross_cents: string | number;
}

/** A date column as its calendar day: PGlite answers Date objects at UTC midnight, PostgreSQL too. */
function dayOf(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export async function orderInformations(
  db: Db,
  scope: Scope,
  orderNumbers: readonly string[],
): Promise<OrderInformation[]> {
  if (orderNumbers.length === 0) return [];
  const orders = await db.query<{
    id: string;
    order_number: string;
    status: OrderStatus;
    source: OrderSource;
  }>(
    `select o.id, o.order_number, o.status, o.source from shop_order o
      where o.mandant_code = $1 and o.customer_id = $2 and o.order_number = any($3::text[])`,
    [scope.mandantCode, scope.customerId, [...orderNumbers]],
  );
  const documents = orders.length
    ? await db.query<
        Pick<DocumentRow, 'kind' | 'document_number' | 'issued_on' | 'currency' | 'gross_cents'> & {
          order_id: string;
        }
      >(
        `select d.order_id, d.kind, d.document_number, d.issued_on, d.currency, d.gross_cents
           from billing_document d
          where d.mandant_code = $1 and d.customer_id = $2 and d.order_id = any($3::text[])
          order by d.issued_on, d.kind desc, d.document_number`,
        [scope.mandantCode, scope.customerId, orders.map((order) => order.id)],
      )
    : [];
  const byNumber = new Map(orders.map((order) => [order.order_number, order]));
  return [...new Set(orderNumbers)].flatMap((orderNumber) => {
    const order = byNumber.get(orderNumber);
    if (!order) return [];
    return [
      {
        orderNumber,
        status: order.status,
        source: order.source,
        documents: documents
          .filter((document) => document.order_id === order.id)
          .map((document) => ({
            kind: document.kind,
            documentNumber: document.document_number,
            issuedOn: dayOf(document.issued_on),
            gross: { centAmount: Number(document.gross_cents), currency: document.currency },
          })),
      },
    ];
  });
}

export async function billingDocument(
  db: Db,
  scope: Scope,
  kind: BillingDocumentKind,
  documentNumber: string,
): Promise<BillingDocumentRecord | null> {
  const [row] = await db.query<DocumentRow>(
    `select d.id, d.kind, d.document_number, d.invoice_number, o.order_number, d.issued_on, d.due_on, d.reason,
            d.currency, d.tax_percent, d.net_cents, d.tax_cents, d.gross_cents
       from billing_document d join shop_order o on o.id = d.order_id
      where d.mandant_code = $1 and d.customer_id = $2 and d.kind = $3 and d.document_number = $4`,
    [scope.mandantCode, scope.customerId, kind, documentNumber],
  );
  if (!row) return null;
  const lines = await db.query<{
    position: number;
    sku: string;
    name: string;
    quantity: number;
    unit_cents: string | number;
    line_cents: string | number;
  }>(
    `select position, sku, name, quantity, unit_cents, line_cents from billing_document_line
      where document_id = $1 order by position`,
    [row.id],
  );
  const money = (cents: string | number) => ({ centAmount: Number(cents), currency: row.currency });
  return {
    id: row.id,
    kind: row.kind,
    documentNumber: row.document_number,
    orderNumber: row.order_number,
    invoiceNumber: row.invoice_number,
    issuedOn: dayOf(row.issued_on),
    dueOn: row.due_on === null ? null : dayOf(row.due_on),
    reason: row.reason,
    taxPercent: Number(row.tax_percent),
    gross: money(row.gross_cents),
    totals: { net: money(row.net_cents), tax: money(row.tax_cents), gross: money(row.gross_cents) },
    lines: lines.map((line) => ({
      position: line.position,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unit_cents),
      linePrice: money(line.line_cents),
    })),
  };
}

/** Orders by date (oldest first) and products by amount, over calendar days in UTC (as the history). */
export async function purchaseSummary(
  db: Db,
  scope: Scope,
  fromDate: string,
  untilDate: string,
): Promise<PurchaseSummary> {
  const params = [scope.mandantCode, scope.customerId, fromDate, untilDate];
  const range = `o.mandant_code = $1 and o.customer_id = $2 and o.ordered_at >= $3::date and o.ordered_at < $4::date + 1`;
  const orders = await db.query<OrderSummaryRow>(
    `select ${ORDER_SUMMARY_COLUMNS} from shop_order o where ${range} order by o.ordered_at, o.order_number`,
    params,
  );
  const products = await db.query<{
    sku: string;
    name: string;
    quantity: string | number;
    net: string | number;
    currency: string;
  }>(
    `select l.sku, min(l.name) as name, sum(l.quantity) as quantity, sum(l.line_cents) as net, min(o.currency) as currency
       from shop_order o join shop_order_line l on l.order_id = o.id
      where ${range}
      group by l.sku order by sum(l.line_cents) desc, l.sku`,
    params,
  );
  return {
    orders: orders.map(toOrderSummary),
    products: products.map((row) => ({
      sku: row.sku,
      name: row.name,
      quantity: Number(row.quantity),
      net: { centAmount: Number(row.net), currency: row.currency },
    })),
  };
}

export async function documentParties(db: Db, scope: Scope): Promise<DocumentParties> {
  const [row] = await db.query<{
    tenant_name: string;
    letterhead: DocumentParties['seller'] | null;
    country_code: string;
    customer_no: string;
    name1: string;
    name2: string | null;
    street: string;
    post_code: string;
    city: string;
    customer_country: string;
  }>(
    `select t.name as tenant_name, t.config -> 'letterhead' as letterhead, t.country_code, c.customer_no,
            c.name1, c.name2, c.street, c.post_code, c.city, c.country_code as customer_country
       from tenant t join customer c on c.mandant_code = t.mandant_code
      where t.mandant_code = $1 and c.id = $2`,
    [scope.mandantCode, scope.customerId],
  );
  if (!row) throw new Error(`no customer ${scope.customerId} in tenant ${scope.mandantCode}`);
  // A database seeded before letterheads existed prints the company name and country only.
  const letterhead = row.letterhead ?? {
    street: '',
    postalCode: '',
    city: '',
    country: row.country_code,
    vatId: '',
    phone: '',
    email: '',
    website: '',
  };
  return {
    seller: { ...letterhead, name: row.tenant_name },
    customer: {
      customerNo: row.customer_no,
      name: row.name1,
      name2: row.name2,
      street: row.street,
      postalCode: row.post_code,
      city: row.city,
      countryCode: row.customer_country,
    },
  };
}
