import type { CartProcessStatus, CartProcessType, CartState } from '@shop/domain';
import type { CartLineRecord, CartRecord, ShippingAddress } from '../../cart.port';

/** A cart row (migration 0011) as CART_COLUMNS select it. */
export interface CartRow {
  id: string;
  key: string;
  version: number;
  mandant_code: string;
  customer_id: string;
  owner_contact_id: string;
  owner_employee_id: string | null;
  state: CartState;
  process_status: CartProcessStatus;
  process_type: CartProcessType;
  process_comment: string | null;
  customer_identifier: string | null;
  customer_comment: string | null;
  shipping_agent: string;
  locked_by: string | null;
  locked_until: Date | null;
  locked_by_name: string | null;
  shipping_first_name: string | null;
  shipping_last_name: string | null;
  shipping_street: string | null;
  shipping_postal_code: string | null;
  shipping_city: string | null;
  shipping_country: string | null;
  created_by: string;
  state_changed_by: string | null;
  external_id: string | null;
  custom_created_at: Date | null;
  /** A date column: 'YYYY-MM-DD' (the pg type parser of the apps keeps dates as text). */
  essence_list_date: string | Date | null;
  delete_days_after_last_modification: number;
  created_at: Date;
  last_modified_at: Date;
}

export interface CartLineRow {
  cart_id: string;
  line_key: string;
  sku: string;
  quantity: number;
  added_at: Date;
}

/** The one column list of a cart row. */
export const CART_COLUMNS = `c.id, c.key, c.version, c.mandant_code, c.customer_id, c.owner_contact_id,
  c.owner_employee_id, c.state, c.process_status, c.process_type, c.process_comment,
  c.customer_identifier, c.customer_comment, c.shipping_agent, c.locked_by, c.locked_until, c.locked_by_name,
  c.shipping_first_name, c.shipping_last_name, c.shipping_street, c.shipping_postal_code, c.shipping_city,
  c.shipping_country, c.created_by, c.state_changed_by, c.external_id, c.custom_created_at,
  to_char(c.essence_list_date, 'YYYY-MM-DD') as essence_list_date, c.delete_days_after_last_modification,
  c.created_at, c.last_modified_at`;

export const CART_LINE_COLUMNS = 'l.cart_id, l.line_key, l.sku, l.quantity, l.added_at';

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function toCartLine(row: CartLineRow): CartLineRecord {
  return { key: row.line_key, sku: row.sku, quantity: row.quantity, addedAt: iso(row.added_at)! };
}

export function toCart(row: CartRow, lines: CartLineRow[]): CartRecord {
  return {
    id: row.id,
    key: row.key,
    version: row.version,
    mandantCode: row.mandant_code,
    customerId: row.customer_id,
    ownerContactId: row.owner_contact_id,
    ownerEmployeeId: row.owner_employee_id,
    state: row.state,
    processStatus: row.process_status,
    processType: row.process_type,
    processComment: row.process_comment,
    customerIdentifier: row.customer_identifier,
    customerComment: row.customer_comment,
    shippingAgent: row.shipping_agent,
    lockedBy: row.locked_by,
    lockedUntil: iso(row.locked_until),
    lockedByName: row.locked_by_name,
    shippingAddress: shippingAddressOf(row),
    createdBy: row.created_by,
    stateChangedBy: row.state_changed_by,
    externalId: row.external_id,
    customCreatedAt: iso(row.custom_created_at),
    essenceListDate: row.essence_list_date === null ? null : String(row.essence_list_date),
    deleteDaysAfterLastModification: row.delete_days_after_last_modification,
    createdAt: iso(row.created_at)!,
    lastModifiedAt: iso(row.last_modified_at)!,
    lines: lines.map(toCartLine),
  };
}

/** The cart's own shipping address; null when it has none (it ships to the customer's address). */
function shippingAddressOf(row: CartRow): ShippingAddress | null {
  if (row.shipping_street === null) return null;
  return {
    firstName: row.shipping_first_name ?? '',
    lastName: row.shipping_last_name ?? '',
    streetName: row.shipping_street,
    postalCode: row.shipping_postal_code ?? '',
    city: row.shipping_city ?? '',
    country: row.shipping_country ?? '',
  };
}
