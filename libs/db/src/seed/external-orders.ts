import {
  allowedQuantityFrom,
  isBuyable,
  orderTotalsOf,
  quantityRuleOf,
  type OrderStatus,
} from '@shop/domain';
import { LOCALES, MANDANT_CODES, primaryLocaleOf, type MandantCode } from '@shop/locales';
import type { Db } from '../db';
import type { ProductRow } from './catalogue';
import { insertRows } from './insert-rows';
import type { People } from './people';
import { Random } from './prng';
import type { TenantRow } from './tenants';

/**
 * Orders of other channels (source EXTERNAL: phone, field sales, EDI) as the ERP hands them over,
 * with the invoices and credit memos it issued (issue 14, decision 0057). Bounded per tenant at every
 * scale: the first customer (whose contacts are the demo and e2e logins) and a few others.
 */
export const EXTERNAL_ORDER_CUSTOMERS_PER_TENANT = 3;
export const EXTERNAL_ORDERS_PER_CUSTOMER = 12;
/** How far back the seeded orders reach: the last 18 months before the seed's insert. */
const HISTORY_DAYS = 540;
const LINE_POOL = 60;
/** Days an invoice follows delivery, and its payment term. */
const INVOICE_AFTER_DAYS = 2;
const PAYMENT_TERM_DAYS = 30;

export interface ExternalOrderSeedRow {
  id: string;
  mandant_code: MandantCode;
  order_number: string;
  customer_id: string;
  status: OrderStatus;
  contact_id: string;
  shipping_agent: string;
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_street: string;
  shipping_postal_code: string;
  shipping_city: string;
  shipping_country: string;
  currency: string;
  tax_percent: number;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
  /** Days before the insert it was ordered; the insert turns it into ordered_at. */
  days_ago: number;
}

export interface DocumentLineSeedRow {
  mandant_code: MandantCode;
  position: number;
  sku: string;
  name: string;
  quantity: number;
  unit_cents: number;
  line_cents: number;
}

export type OrderLineSeedRow = DocumentLineSeedRow & { order_id: string };
export type BillingLineSeedRow = DocumentLineSeedRow & { document_id: string };

export interface BillingDocumentSeedRow {
  id: string;
  mandant_code: MandantCode;
  customer_id: string;
  order_id: string;
  kind: 'INVOICE' | 'CREDIT_MEMO';
  document_number: string;
  invoice_number: string | null;
  /** Days before the insert it was issued, and (invoices) when it is due. */
  issued_days_ago: number;
  due_days_ago: number | null;
  reason: string | null;
  currency: string;
  tax_percent: number;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
}

export interface ExternalOrderSeed {
  orders: ExternalOrderSeedRow[];
  lines: OrderLineSeedRow[];
  documents: BillingDocumentSeedRow[];
  documentLines: BillingLineSeedRow[];
}

/** Statuses by turns, most orders delivered as in a real history; REFUNDED ones get a full credit memo. */
const STATUS_CYCLE: OrderStatus[] = [
  'DELIVERED',
  'DELIVERED',
  'SHIPPED',
  'DELIVERED',
  'PARTIAL_DELIVERED',
  'REFUNDED',
  'DELIVERED',
  'IN_PROGRESS',
  'DELIVERED',
  'PARTIAL_SHIPMENT',
  'DELIVERED',
  'OPEN',
];
/** Statuses after goods left the warehouse: the ERP has invoiced them. */
const INVOICED: ReadonlySet<OrderStatus> = new Set([
  'DELIVERED',
  'SHIPPED',
  'PARTIAL_DELIVERED',
  'PARTIAL_SHIPMENT',
  'REFUNDED',
]);

const RETURN_REASONS = {
  de: ['Retoure: beschädigte Ware', 'Vollständige Rücknahme'],
  cs: ['Vratka: poškozené zboží', 'Úplné vrácení'],
  sk: ['Vratka: poškodený tovar', 'Úplné vrátenie'],
  it: ['Reso: merce danneggiata', 'Reso completo'],
  bg: ['Връщане: повредена стока', 'Пълно връщане'],
} as const;

/** ERP numbers: AU (order), RE (invoice), GS (credit memo), the tenant's two digits and a running number. */
function erpNumber(prefix: 'AU' | 'RE' | 'GS', mandantCode: MandantCode, running: number): string {
  return `${prefix}-${mandantCode.slice(0, 2)}-${String(running).padStart(6, '0')}`;
}

export function buildExternalOrderSeed(
  tenants: readonly TenantRow[],
  products: readonly ProductRow[],
  people: People,
): ExternalOrderSeed {
  const seed: ExternalOrderSeed = { orders: [], lines: [], documents: [], documentLines: [] };
  for (const mandantCode of MANDANT_CODES) {
    const tenant = tenants.find((t) => t.mandant_code === mandantCode)!;
    const language = LOCALES[primaryLocaleOf(mandantCode)].language;
    const pool = products
      .filter((p) => p.mandant_code === mandantCode && isBuyable(p.attributes, true))
      .slice(0, LINE_POOL);
    const customers = people.customers
      .filter((c) => c.mandant_code === mandantCode)
      .slice(0, EXTERNAL_ORDER_CUSTOMERS_PER_TENANT);
    let running = 0;
    for (const customer of customers) {
      const contact = people.contacts.find((c) => c.customer_id === customer.id);
      if (!contact) continue;
      const random = new Random(`external-orders:${customer.id}`);
      for (let n = 0; n < EXTERNAL_ORDERS_PER_CUSTOMER; n++) {
        running += 1;
        const status = STATUS_CYCLE[n % STATUS_CYCLE.length];
        // Spread over the history, newest first; the open and in-progress ones are recent.
        const daysAgo =
          status === 'OPEN' || status === 'IN_PROGRESS'
            ? random.int(1, 10)
            : Math.round(((n + 1) * HISTORY_DAYS) / (EXTERNAL_ORDERS_PER_CUSTOMER + 1)) + random.int(0, 9);
        const orderId = `order-ext-${mandantCode.toLowerCase()}-${customer.customer_no}-${n + 1}`;
        const left = [...pool];
        const lines = Array.from({ length: Math.min(left.length, random.int(2, 9)) }, (_, i) => {
          const [product] = left.splice(random.int(0, left.length - 1), 1);
          const quantity = allowedQuantityFrom(random.int(1, 24), quantityRuleOf(product.attributes));
          return {
            mandant_code: mandantCode,
            position: i + 1,
            sku: product.sku,
            name: product.name[language],
            quantity,
            unit_cents: product.list_price_cents,
            line_cents: product.list_price_cents * quantity,
          };
        });
        const totals = orderTotalsOf(
          lines.map((line) => line.line_cents),
          tenant.tax_percent,
          tenant.currency,
        );
        seed.orders.push({
          id: orderId,
          mandant_code: mandantCode,
          order_number: erpNumber('AU', mandantCode, running),
          customer_id: customer.id,
          status,
          contact_id: contact.id,
          shipping_agent: tenant.config.defaultShippingAgent,
          shipping_first_name: contact.first_name,
          shipping_last_name: contact.last_name,
          shipping_street: customer.street,
          shipping_postal_code: customer.post_code,
          shipping_city: customer.city,
          shipping_country: customer.country_code,
          currency: tenant.currency,
          tax_percent: tenant.tax_percent,
          net_cents: totals.net.centAmount,
          tax_cents: totals.tax.centAmount,
          gross_cents: totals.gross.centAmount,
          days_ago: daysAgo,
        });
        seed.lines.push(...lines.map((line) => ({ ...line, order_id: orderId })));
        if (!INVOICED.has(status)) continue;

        const invoiceNumber = erpNumber('RE', mandantCode, running);
        const issued = Math.max(0, daysAgo - INVOICE_AFTER_DAYS);
        const addDocument = (
          kind: 'INVOICE' | 'CREDIT_MEMO',
          number: string,
          documentLines: typeof lines,
          extra: Pick<
            BillingDocumentSeedRow,
            'invoice_number' | 'due_days_ago' | 'reason' | 'issued_days_ago'
          >,
        ) => {
          const id = `${kind === 'INVOICE' ? 'inv' : 'cm'}-${mandantCode.toLowerCase()}-${number}`;
          const documentTotals = orderTotalsOf(
            documentLines.map((line) => line.line_cents),
            tenant.tax_percent,
            tenant.currency,
          );
          seed.documents.push({
            id,
            mandant_code: mandantCode,
            customer_id: customer.id,
            order_id: orderId,
            kind,
            document_number: number,
            currency: tenant.currency,
            tax_percent: tenant.tax_percent,
            net_cents: documentTotals.net.centAmount,
            tax_cents: documentTotals.tax.centAmount,
            gross_cents: documentTotals.gross.centAmount,
            ...extra,
          });
          seed.documentLines.push(
            ...documentLines.map((line, i) => ({ ...line, position: i + 1, document_id: id })),
          );
        };
        addDocument('INVOICE', invoiceNumber, lines, {
          invoice_number: null,
          issued_days_ago: issued,
          due_days_ago: issued - PAYMENT_TERM_DAYS,
          reason: null,
        });
        // A refunded order is credited in full; every third delivered one has a line sent back.
        const creditAll = status === 'REFUNDED';
        if (creditAll || (status === 'DELIVERED' && n % 3 === 0)) {
          addDocument('CREDIT_MEMO', erpNumber('GS', mandantCode, running), creditAll ? lines : [lines[0]], {
            invoice_number: invoiceNumber,
            issued_days_ago: Math.max(0, issued - 7),
            due_days_ago: null,
            reason: RETURN_REASONS[language][creditAll ? 1 : 0],
          });
        }
      }
    }
  }
  return seed;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts the external orders and their documents; the days before now become times and dates. */
export async function insertExternalOrderSeed(db: Db, seed: ExternalOrderSeed): Promise<void> {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const day = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);
  await insertRows(
    db,
    'shop_order',
    {
      id: 'text',
      mandant_code: 'text',
      order_number: 'text',
      customer_id: 'text',
      source: 'text',
      status: 'text',
      contact_id: 'text',
      shipping_agent: 'text',
      shipping_first_name: 'text',
      shipping_last_name: 'text',
      shipping_street: 'text',
      shipping_postal_code: 'text',
      shipping_city: 'text',
      shipping_country: 'text',
      currency: 'text',
      tax_percent: 'numeric',
      net_cents: 'bigint',
      tax_cents: 'bigint',
      gross_cents: 'bigint',
      ordered_at: 'timestamptz',
    },
    seed.orders.map(({ days_ago, ...order }) => ({
      ...order,
      source: 'EXTERNAL',
      ordered_at: at(days_ago).toISOString(),
    })),
  );
  const lineColumns = {
    mandant_code: 'text',
    position: 'integer',
    sku: 'text',
    name: 'text',
    quantity: 'integer',
    unit_cents: 'bigint',
    line_cents: 'bigint',
  } as const;
  await insertRows(db, 'shop_order_line', { order_id: 'text', ...lineColumns }, seed.lines);
  await insertRows(
    db,
    'billing_document',
    {
      id: 'text',
      mandant_code: 'text',
      customer_id: 'text',
      order_id: 'text',
      kind: 'text',
      document_number: 'text',
      invoice_number: 'text',
      issued_on: 'date',
      due_on: 'date',
      reason: 'text',
      currency: 'text',
      tax_percent: 'numeric',
      net_cents: 'bigint',
      tax_cents: 'bigint',
      gross_cents: 'bigint',
    },
    seed.documents.map(({ issued_days_ago, due_days_ago, ...document }) => ({
      ...document,
      issued_on: day(issued_days_ago),
      due_on: due_days_ago === null ? null : day(due_days_ago),
    })),
  );
  await insertRows(db, 'billing_document_line', { document_id: 'text', ...lineColumns }, seed.documentLines);
}
