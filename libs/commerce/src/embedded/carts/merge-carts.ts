import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import type { CartRecord } from '../../cart.port';
import { releaseCartBudget } from '../budgets/budget-store';
import { toCart } from './cart-rows';
import {
  actorOf,
  cartSelect,
  loadCart,
  recordCartEvent,
  type CartRowWithLines,
  type Scope,
} from './cart-store';

/**
 * The scope's carts of `cartIds` with their lines, locked until the transaction ends (in id order, so
 * two merges naming the same carts wait for each other instead of deadlocking). Others' ids find nothing.
 */
export async function lockCartsForMerge(
  tx: Db,
  scope: Scope,
  cartIds: readonly string[],
): Promise<Map<string, CartRecord>> {
  const rows = await tx.query<CartRowWithLines>(
    cartSelect('c.id = any($1::text[]) and c.mandant_code = $2 and c.customer_id = $3 order by c.id', {
      forUpdate: true,
    }),
    [cartIds, scope.mandantCode, scope.customerId],
  );
  return new Map(rows.map((row) => [row.id, toCart(row, row.lines)]));
}

/**
 * The merged cart (type Merged, in no approval process: the approver orders or changes it): the Active
 * cart of `key`, owned by the approver, holding `lines` in their order, with a `created` event naming
 * the carts it came from.
 */
export async function insertMergedCart(
  tx: Db,
  scope: Scope,
  key: string,
  lines: readonly { sku: string; quantity: number }[],
  mergedFrom: readonly string[],
  comment: string | null,
): Promise<CartRecord> {
  const id = `cart-${randomUUID()}`;
  await tx.query(
    `insert into cart (id, mandant_code, customer_id, key, owner_contact_id, owner_employee_id, created_by,
       process_type, process_comment, state_changed_by)
     values ($1, $2, $3, $4, $5, $6, $5, 'Merged', $7, $8)`,
    [
      id,
      scope.mandantCode,
      scope.customerId,
      key,
      scope.contactId,
      scope.employeeId,
      comment,
      actorOf(scope),
    ],
  );
  // One microsecond apart: the lines keep the merge's order (carts list lines by added_at).
  await tx.query(
    `insert into cart_line (cart_id, mandant_code, line_key, sku, quantity, added_at)
     select $1, $2, x.line ->> 'sku', x.line ->> 'sku', (x.line ->> 'quantity')::int,
            now() + (x.ord * interval '1 microsecond')
       from jsonb_array_elements($3::jsonb) with ordinality as x(line, ord)`,
    [id, scope.mandantCode, JSON.stringify(lines)],
  );
  await recordCartEvent(tx, scope, id, 'created', { key, mergedFrom, comment });
  return (await loadCart(tx, scope, id))!;
}

/**
 * A merged cart is gone into `mergedCartId`: its `merged` event (the decision its requester reads,
 * cartDecision) and its deletion (its lines with it, its events stay), as a declined cart's; its
 * budget reservation is released (decision 0061).
 */
export async function retireMergedSource(
  tx: Db,
  scope: Scope,
  source: CartRecord,
  mergedCartId: string,
  comment: string | null,
): Promise<void> {
  await recordCartEvent(tx, scope, source.id, 'merged', {
    mergedCartId,
    comment,
    fromVersion: source.version,
  });
  await recordCartEvent(tx, scope, source.id, 'deleted', {
    version: source.version,
    lines: source.lines.length,
  });
  await releaseCartBudget(tx, scope, source.id, new Date());
  await tx.query('delete from cart where id = $1', [source.id]);
}
