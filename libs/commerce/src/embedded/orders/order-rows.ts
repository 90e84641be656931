import type { OrderSource, OrderStatus } from '@shop/domain';
import type { OrderLineRecord, OrderRecord, OrderSummary } from '../../order.port';

/** A shop_order row (migrations 0012, 0016) as ORDER_COLUMNS select it. */
export interface OrderRow {
  id: string;
  order_number: string;
  mandant_code: string;
  customer_id: string;
  source: OrderSource;
  status: OrderStatus;
  cart_id: string | null;
  contact_id: string | null;
  employee_id: string | null;
  employee_no: string | null;
  customer_identifier: string | null;
  customer_comment: string | null;
  shipping_agent: string;
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_street: string;
  shipping_postal_code: string;
  shipping_city: string;
  shipping_country: string;
  currency: string;
  tax_percent: string | number;
  net_cents: string | number;
  tax_cents: string | number;
  gross_cents: string | number;
  custom_line_key: string | null;
  custom_line_name: string | null;
  custom_line_cents: string | number | null;
  ordered_at: Date | string;
}

export interface OrderLineRow {
  order_id: string;
  position: number;
  sku: string;
  name: string;
  quantity: number;
  unit_cents: string | number;
  line_cents: string | number;
}

/** The one column list of an order row. */
export const ORDER_COLUMNS = `o.id, o.order_number, o.mandant_code, o.customer_id, o.source, o.status, o.cart_id,
  o.contact_id, o.employee_id, o.employee_no, o.customer_identifier, o.customer_comment, o.shipping_agent,
  o.shipping_first_name, o.shipping_last_name, o.shipping_street, o.shipping_postal_code, o.shipping_city,
  o.shipping_country, o.currency, o.tax_percent, o.net_cents, o.tax_cents, o.gross_cents, o.custom_line_key,
  o.custom_line_name, o.custom_line_cents, o.ordered_at`;

export const ORDER_LINE_COLUMNS =
  'l.order_id, l.position, l.sku, l.name, l.quantity, l.unit_cents, l.line_cents';

/** The columns of an order history entry (OrderSummary), with the count of all matches. */
export const ORDER_SUMMARY_COLUMNS = `o.id, o.order_number, o.source, o.status, o.currency, o.net_cents, o.tax_cents,
  o.gross_cents, o.ordered_at, count(*) over () as total`;

export type OrderSummaryRow = Pick<
  OrderRow,
  | 'id'
  | 'order_number'
  | 'source'
  | 'status'
  | 'currency'
  | 'net_cents'
  | 'tax_cents'
  | 'gross_cents'
  | 'ordered_at'
> & { total: string | number };

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  const money = (cents: string | number) => ({ centAmount: Number(cents), currency: row.currency });
  return {
    id: row.id,
    orderNumber: row.order_number,
    source: row.source,
    status: row.status,
    orderedAt: new Date(row.ordered_at).toISOString(),
    totals: { net: money(row.net_cents), tax: money(row.tax_cents), gross: money(row.gross_cents) },
  };
}

export function toOrder(row: OrderRow, lines: OrderLineRow[]): OrderRecord {
  const money = (cents: string | number) => ({ centAmount: Number(cents), currency: row.currency });
  return {
    id: row.id,
    orderNumber: row.order_number,
    mandantCode: row.mandant_code,
    customerId: row.customer_id,
    source: row.source,
    status: row.status,
    cartId: row.cart_id,
    contactId: row.contact_id,
    employeeId: row.employee_id,
    employeeNo: row.employee_no,
    customerIdentifier: row.customer_identifier,
    customerComment: row.customer_comment,
    shippingAgent: row.shipping_agent,
    shippingAddress: {
      firstName: row.shipping_first_name,
      lastName: row.shipping_last_name,
      streetName: row.shipping_street,
      postalCode: row.shipping_postal_code,
      city: row.shipping_city,
      country: row.shipping_country,
    },
    taxPercent: Number(row.tax_percent),
    totals: { net: money(row.net_cents), tax: money(row.tax_cents), gross: money(row.gross_cents) },
    orderedAt: new Date(row.ordered_at).toISOString(),
    lines: lines.map(
      (line): OrderLineRecord => ({
        position: line.position,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        unitPrice: money(line.unit_cents),
        linePrice: money(line.line_cents),
      }),
    ),
    customLineItem:
      row.custom_line_key !== null && row.custom_line_name !== null && row.custom_line_cents !== null
        ? { key: row.custom_line_key, name: row.custom_line_name, price: money(row.custom_line_cents) }
        : null,
  };
}
