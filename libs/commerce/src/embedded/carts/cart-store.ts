import type { Db } from '@shop/db';
import { cartActorOf, type ShopContext } from '@shop/domain';
import type { CartRecord } from '../../cart.port';
import { CART_COLUMNS, CART_LINE_COLUMNS, toCart, type CartLineRow, type CartRow } from './cart-rows';

/** The tenant, customer, contact and employee a cart or order call acts for, and the cart reads both share. */
export interface Scope {
  mandantCode: string;
  customerId: string;
  contactId: string;
  employeeId: string | null;
}

/** The scope of a context; a context without a customer and a contact may not touch carts or orders. */
export function scopeOf(ctx: ShopContext): Scope {
  if (!ctx.customer || !ctx.contact) throw new Error('cart calls need a customer and a contact');
  return {
    mandantCode: ctx.mandantCode,
    customerId: ctx.customer.id,
    contactId: ctx.contact.id,
    employeeId: ctx.employee?.id ?? null,
  };
}

/** How a cart row records who changed its state: the contact id, or `employee:<id>` (decision 0036). */
export function actorOf(scope: Scope): string {
  return cartActorOf(scope.contactId, scope.employeeId);
}

/** The cart's event log: who (the contact, and the employee acting as it) did what. */
export async function recordCartEvent(
  db: Db,
  scope: Scope,
  cartId: string,
  action: string,
  details: object,
): Promise<void> {
  await db.query(
    `insert into cart_event (cart_id, mandant_code, customer_id, action, contact_id, employee_id, details)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      cartId,
      scope.mandantCode,
      scope.customerId,
      action,
      scope.contactId,
      scope.employeeId,
      JSON.stringify(details),
    ],
  );
}

/**
 * The select of a cart row with its lines in one round trip (`lines`: JSON, in the order they were
 * added); `where` names the cart table `c`.
 */
export function cartSelect(where: string, { forUpdate = false } = {}): string {
  return `select ${CART_COLUMNS},
      coalesce((select json_agg(json_build_object('cart_id', l.cart_id, 'line_key', l.line_key, 'sku', l.sku,
                  'quantity', l.quantity, 'added_at', l.added_at) order by l.added_at, l.line_key)
                  from cart_line l where l.cart_id = c.id), '[]'::json) as lines
    from cart c where ${where} ${forUpdate ? 'for update of c' : ''}`;
}

export type CartRowWithLines = CartRow & { lines: CartLineRow[] };

/** A cart of the scope's customer with its lines; `forUpdate` locks its row until the transaction ends. */
export async function loadCart(
  db: Db,
  scope: Scope,
  cartId: string,
  { forUpdate = false } = {},
): Promise<CartRecord | null> {
  const [row] = await db.query<CartRowWithLines>(
    cartSelect('c.id = $1 and c.mandant_code = $2 and c.customer_id = $3', { forUpdate }),
    [cartId, scope.mandantCode, scope.customerId],
  );
  return row ? toCart(row, row.lines) : null;
}

/** The lines of carts by cart id, in the order they were added. */
export async function cartLinesOf(db: Db, cartIds: string[]): Promise<Map<string, CartLineRow[]>> {
  const byCart = new Map<string, CartLineRow[]>();
  if (cartIds.length === 0) return byCart;
  const rows = await db.query<CartLineRow>(
    `select ${CART_LINE_COLUMNS} from cart_line l where l.cart_id = any($1::text[]) order by l.added_at, l.line_key`,
    [cartIds],
  );
  for (const row of rows) {
    const lines = byCart.get(row.cart_id);
    if (lines) lines.push(row);
    else byCart.set(row.cart_id, [row]);
  }
  return byCart;
}
