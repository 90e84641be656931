import { randomUUID } from 'node:crypto';
import { appendWebhookEvent, type Db } from '@shop/db';
import {
  cartActorNameOf,
  MAX_LINE_QUANTITY,
  planCartMerge,
  type CartToMerge,
  type ShopContext,
} from '@shop/domain';
import {
  CartExternalIdTakenError,
  CartLineRefusedError,
  CartMergeRefusedError,
  CartVersionConflictError,
  type CartDecision,
  type CartDetailsChange,
  type CartProcessChange,
  type CartLineChange,
  type CartListQuery,
  type CartMergeResult,
  type CartPage,
  type CartPort,
  type CartRecord,
  type RecentCartDecision,
  type RecordedCartDecision,
} from '../../cart.port';
import {
  actorOf,
  cartLinesOf,
  cartSelect,
  loadCart,
  recordCartEvent,
  scopeOf,
  type CartRowWithLines,
  type Scope,
} from './cart-store';
import { CART_COLUMNS, toCart, type CartRow } from './cart-rows';
import { insertMergedCart, lockCartsForMerge, retireMergedSource } from './merge-carts';
import { releaseCartBudget, reserveCartBudget } from '../budgets/budget-store';

/**
 * Changes applied one after another, folded to one per sku: a set replaces what came before it, an
 * add adds to it (set 0 removes the line).
 */
export function foldLineChanges(changes: readonly CartLineChange[]): CartLineChange[] {
  const folded = new Map<string, CartLineChange>();
  for (const change of changes) {
    const before = folded.get(change.sku);
    folded.set(
      change.sku,
      change.mode === 'set' || !before
        ? { ...change }
        : { ...before, quantity: Math.min(before.quantity + change.quantity, MAX_LINE_QUANTITY) },
    );
  }
  return [...folded.values()];
}

/** Postgres error code of a violated foreign key (a sku the tenant does not sell). */
const FOREIGN_KEY_VIOLATION = '23503';
/** … and of a violated unique index (two requests creating the key's Active cart at once). */
const UNIQUE_VIOLATION = '23505';

const SORT_COLUMNS = { lastModifiedAt: 'c.last_modified_at', createdAt: 'c.created_at' } as const;

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** CartPort on the project's own database (migration 0011, decision 0036). */
export class EmbeddedCartAdapter implements CartPort {
  constructor(private readonly db: Db) {}

  async getActiveCart(ctx: ShopContext, key: string): Promise<CartRecord> {
    const scope = scopeOf(ctx);
    const found = await this.findActive(this.db, scope, key);
    if (found) return found;
    try {
      return await this.db.transaction(async (tx) => {
        return insertCart(tx, scope, key);
      });
    } catch (error) {
      // Another request created the key's Active cart meanwhile: that one is the cart.
      if (errorCode(error) !== UNIQUE_VIOLATION) throw error;
      const created = await this.findActive(this.db, scope, key);
      if (!created) throw error;
      return created;
    }
  }

  async createCart(ctx: ShopContext, key: string): Promise<CartRecord> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      await this.retireActive(tx, scope, key);
      return insertCart(tx, scope, key);
    });
  }

  async activateCart(ctx: ShopContext, key: string, cartId: string): Promise<CartRecord | null> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      const target = await loadCart(tx, scope, cartId, { forUpdate: true });
      if (!target || target.key !== key || target.state === 'Ordered') return null;
      if (target.state === 'Active') return target;
      await this.retireActive(tx, scope, key);
      await tx.query(
        `update cart set state = 'Active', version = version + 1, last_modified_at = now() where id = $1`,
        [cartId],
      );
      await recordCartEvent(tx, scope, cartId, 'activated', {});
      return loadCart(tx, scope, cartId);
    });
  }

  async deleteCart(ctx: ShopContext, cartId: string, expectedVersion: number): Promise<boolean> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      const cart = await loadCart(tx, scope, cartId, { forUpdate: true });
      if (!cart || cart.state === 'Ordered') return false;
      if (cart.version !== expectedVersion) throw new CartVersionConflictError(cart);
      await recordCartEvent(tx, scope, cartId, 'deleted', {
        version: cart.version,
        lines: cart.lines.length,
      });
      await releaseCartBudget(tx, scope, cartId, new Date());
      await tx.query('delete from cart where id = $1', [cartId]);
      return true;
    });
  }

  changeProcessStatus(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    change: CartProcessChange,
  ): Promise<CartRecord | null> {
    const scope = scopeOf(ctx);
    return this.atVersion(scope, cartId, expectedVersion, async (tx) => {
      await tx.query(
        `update cart set process_status = $2, process_comment = $3, state_changed_by = $4,
           state = coalesce($5, state),
           locked_by = case when $6 then locked_by end,
           locked_by_name = case when $6 then locked_by_name end,
           locked_until = case when $6 then locked_until end,
           -- A hand-over starts the approval reminders anew (decision 0045); a change by an approver does not.
           approval_requested_at = case when $2 = 'Open' then now() else approval_requested_at end,
           approval_reminded_at = case when $2 = 'Open' then null else approval_reminded_at end
         where id = $1`,
        [
          cartId,
          change.status,
          change.comment,
          actorOf(scope),
          change.state ?? null,
          change.keepLock === true,
        ],
      );
      await recordCartEvent(tx, scope, cartId, 'process-status', { ...change, fromVersion: expectedVersion });
      await writeApprovalWebhookEvent(tx, ctx, cartId, change);
      if (change.status === 'Open' && change.budgetAmount) {
        const [owner] = await tx.query<{ owner_contact_id: string }>(
          'select owner_contact_id from cart where id = $1',
          [cartId],
        );
        await reserveCartBudget(
          tx,
          scope,
          { id: cartId, ownerContactId: owner.owner_contact_id },
          change.budgetAmount,
          new Date(),
        );
      }
    });
  }

  /** Decision 0070: the event, and the customer's decision list with the names as they are now. */
  async recordDecision(
    ctx: ShopContext,
    cartId: string,
    decision: Parameters<CartPort['recordDecision']>[2],
  ): Promise<RecordedCartDecision | null> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<
        DecisionRow & { requester_email: string | null; customer_language: string }
      >(
        `insert into cart_decision (mandant_code, customer_id, cart_id, decision, requester_contact_id,
           requester_name, decided_by_contact_id, decided_by_employee_id, decided_by_name, comment, order_number)
         select c.mandant_code, c.customer_id, c.id,
                case when $4 = 'approved' and c.process_status = 'Modified' then 'modified' else $4 end,
                o.id, concat_ws(' ', o.first_name, o.last_name), $5, $6, $7, $8, $9
           from cart c join contact o on o.id = c.owner_contact_id
          where c.id = $1 and c.mandant_code = $2 and c.customer_id = $3
         on conflict (cart_id) do nothing
         returning ${DECISION_COLUMNS},
           (select coalesce(nullif(btrim(o.email), ''), o.login_email) from contact o where o.id = requester_contact_id) as requester_email,
           (select cu.language_code from customer cu where cu.id = customer_id) as customer_language`,
        [
          cartId,
          scope.mandantCode,
          scope.customerId,
          decision.decision,
          scope.contactId,
          scope.employeeId,
          decision.deciderName,
          decision.comment,
          decision.orderNumber,
        ],
      );
      if (!row) return null;
      const recorded = toRecentDecision(row);
      await recordCartEvent(tx, scope, cartId, decision.decision, {
        comment: decision.comment,
        orderNumber: decision.orderNumber,
        ...(recorded.decision === 'modified' ? { modified: true } : {}),
      });
      return {
        decision: recorded,
        requesterEmail: row.requester_email,
        customerLanguage: row.customer_language,
      };
    });
  }

  async recentDecisions(ctx: ShopContext, limit: number): Promise<RecentCartDecision[]> {
    const scope = scopeOf(ctx);
    const rows = await this.db.query<DecisionRow>(
      `select ${DECISION_COLUMNS} from cart_decision
        where mandant_code = $1 and customer_id = $2
        order by decided_at desc, id desc limit $3`,
      [scope.mandantCode, scope.customerId, limit],
    );
    return rows.map(toRecentDecision);
  }

  /** Decision 0042; the rule of which carts merge and how their lines combine is planCartMerge's. */
  async mergeCarts(
    ctx: ShopContext,
    key: string,
    carts: readonly CartToMerge[],
    comment: string | null,
  ): Promise<CartMergeResult> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      const found = await lockCartsForMerge(
        tx,
        scope,
        carts.map((cart) => cart.cartId),
      );
      const plan = planCartMerge(carts, found, { actor: actorOf(scope), now: new Date() });
      if (plan.refusal) throw new CartMergeRefusedError(plan.refusal, plan.failed);
      const retiredCart = await this.findActive(tx, scope, key);
      await this.retireActive(tx, scope, key);
      const mergedFrom = plan.merged.map((cart) => cart.id);
      const mergedCart = await insertMergedCart(tx, scope, key, plan.lines, mergedFrom, comment);
      for (const source of plan.merged) await retireMergedSource(tx, scope, source, mergedCart.id, comment);
      return { mergedCart, mergedSources: plan.merged, failedCarts: plan.failed, retiredCart };
    });
  }

  async cartDecision(ctx: ShopContext, cartId: string): Promise<CartDecision | null> {
    const scope = scopeOf(ctx);
    const [row] = await this.db.query<{
      action: CartDecision['decision'];
      contact_id: string;
      employee_id: string | null;
      details: { comment?: string | null; orderNumber?: string | null; mergedCartId?: string };
      at: Date | string;
    }>(
      `select action, contact_id, employee_id, details, at from cart_event
        where cart_id = $1 and mandant_code = $2 and customer_id = $3 and action in ('approved', 'declined', 'merged')
        order by id desc limit 1`,
      [cartId, scope.mandantCode, scope.customerId],
    );
    if (!row) return null;
    return {
      decision: row.action,
      comment: row.details.comment ?? null,
      orderNumber: row.details.orderNumber ?? null,
      mergedCartId: row.details.mergedCartId ?? null,
      contactId: row.contact_id,
      employeeId: row.employee_id,
      at: new Date(row.at).toISOString(),
    };
  }

  /** The key's Active cart steps aside: Saved when it has lines, deleted when empty (nothing to keep). */
  private async retireActive(tx: Db, scope: Scope, key: string): Promise<void> {
    const active = await this.findActive(tx, scope, key);
    if (!active) return;
    if (active.lines.length === 0) {
      await recordCartEvent(tx, scope, active.id, 'deleted', { version: active.version, lines: 0 });
      await tx.query('delete from cart where id = $1', [active.id]);
      return;
    }
    await tx.query(
      `update cart set state = 'Saved', version = version + 1, last_modified_at = now(),
         locked_by = null, locked_by_name = null, locked_until = null
       where id = $1`,
      [active.id],
    );
    await recordCartEvent(tx, scope, active.id, 'saved', {});
  }

  async setLock(
    ctx: ShopContext,
    cartId: string,
    take: boolean,
    minutes: number,
  ): Promise<CartRecord | null> {
    const scope = scopeOf(ctx);
    if (take) {
      await this.db.query(
        `update cart set locked_by = $4, locked_by_name = $5, locked_until = now() + make_interval(mins => $6)
          where id = $1 and mandant_code = $2 and customer_id = $3
            and (locked_by is null or locked_by = $4 or locked_until <= now())`,
        [cartId, scope.mandantCode, scope.customerId, actorOf(scope), cartActorNameOf(ctx), minutes],
      );
    } else {
      await this.db.query(
        `update cart set locked_by = null, locked_by_name = null, locked_until = null
          where id = $1 and mandant_code = $2 and customer_id = $3 and locked_by = $4`,
        [cartId, scope.mandantCode, scope.customerId, actorOf(scope)],
      );
    }
    return loadCart(this.db, scope, cartId);
  }

  getCart(ctx: ShopContext, cartId: string): Promise<CartRecord | null> {
    return loadCart(this.db, scopeOf(ctx), cartId);
  }

  async listCarts(ctx: ShopContext, query: CartListQuery): Promise<CartPage> {
    const scope = scopeOf(ctx);
    const order = `${SORT_COLUMNS[query.sorting]} ${query.direction === 'ASC' ? 'asc' : 'desc'}, c.id`;
    const rows = await this.db.query<CartRow & { total: number }>(
      `select ${CART_COLUMNS}, count(*) over ()::int as total
         from cart c
        where c.mandant_code = $1 and c.customer_id = $2 and c.state <> 'Ordered'
        order by ${order}
        limit $3 offset $4`,
      [scope.mandantCode, scope.customerId, query.limit, (query.page - 1) * query.limit],
    );
    const lines = await cartLinesOf(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => toCart(row, lines.get(row.id) ?? [])),
      total: rows[0]?.total ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * One statement bumps the version (only at `expectedVersion`), applies the changes and records the
   * event, so the database is held for one round trip, not a transaction's seven (the embedded
   * database runs one statement at a time). The cart is read after it; when a later write landed in
   * between, that later cart is what comes back.
   */
  async changeLines(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    changes: readonly CartLineChange[],
  ): Promise<CartRecord | null> {
    const scope = scopeOf(ctx);
    let changed: { id: string }[];
    try {
      changed = await this.db.query<{ id: string }>(
        `with bumped as (
           update cart set version = version + 1, last_modified_at = now()
            where id = $1 and mandant_code = $2 and customer_id = $3 and version = $4
           returning id, mandant_code),
         changes as (select * from jsonb_to_recordset($5::jsonb) as x(sku text, quantity int, mode text)),
         removed as (
           delete from cart_line l using bumped b
            where l.cart_id = b.id and l.line_key in (select sku from changes where mode = 'set' and quantity = 0)),
         set_lines as (
           insert into cart_line (cart_id, mandant_code, line_key, sku, quantity)
           select b.id, b.mandant_code, x.sku, x.sku, x.quantity from bumped b, changes x
            where x.mode = 'set' and x.quantity > 0
           on conflict (cart_id, line_key) do update set quantity = excluded.quantity),
         added_lines as (
           insert into cart_line (cart_id, mandant_code, line_key, sku, quantity)
           select b.id, b.mandant_code, x.sku, x.sku, x.quantity from bumped b, changes x
            where x.mode = 'add' and x.quantity > 0
           on conflict (cart_id, line_key) do update set quantity = least(cart_line.quantity + excluded.quantity, $6)),
         event as (
           insert into cart_event (cart_id, mandant_code, customer_id, action, contact_id, employee_id, details)
           select b.id, b.mandant_code, $3, 'lines-changed', $7, $8, $9::jsonb from bumped b)
         select id from bumped`,
        [
          cartId,
          scope.mandantCode,
          scope.customerId,
          expectedVersion,
          JSON.stringify(foldLineChanges(changes)),
          MAX_LINE_QUANTITY,
          scope.contactId,
          scope.employeeId,
          JSON.stringify({ changes, fromVersion: expectedVersion }),
        ],
      );
    } catch (error) {
      if (errorCode(error) === FOREIGN_KEY_VIOLATION)
        throw new CartLineRefusedError(await this.firstUnknownSku(scope, changes));
      throw error;
    }
    const cart = await loadCart(this.db, scope, cartId);
    if (changed.length === 0 && cart) throw new CartVersionConflictError(cart);
    return cart;
  }

  changeDetails(
    ctx: ShopContext,
    cartId: string,
    expectedVersion: number,
    change: CartDetailsChange,
  ): Promise<CartRecord | null> {
    const scope = scopeOf(ctx);
    const written = this.atVersion(scope, cartId, expectedVersion, async (tx) => {
      const sets: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (change.customerIdentifier !== undefined) set('customer_identifier', change.customerIdentifier);
      if (change.customerComment !== undefined) set('customer_comment', change.customerComment);
      if (change.shippingAgent !== undefined) set('shipping_agent', change.shippingAgent);
      if (change.shippingAddress !== undefined) {
        const address = change.shippingAddress;
        set('shipping_first_name', address?.firstName ?? null);
        set('shipping_last_name', address?.lastName ?? null);
        set('shipping_street', address?.streetName ?? null);
        set('shipping_postal_code', address?.postalCode ?? null);
        set('shipping_city', address?.city ?? null);
        set('shipping_country', address?.country ?? null);
      }
      if (change.externalReference !== undefined) {
        set('external_id', change.externalReference?.externalId ?? null);
        set('custom_created_at', change.externalReference?.customCreatedAt ?? null);
      }
      if (change.essenceListDate !== undefined) set('essence_list_date', change.essenceListDate);
      if (sets.length > 0) {
        values.push(cartId);
        await tx.query(`update cart set ${sets.join(', ')} where id = $${values.length}`, values);
      }
      await recordCartEvent(tx, scope, cartId, 'details-changed', { change, fromVersion: expectedVersion });
    });
    return written.catch((error: unknown) => {
      if (errorCode(error) === UNIQUE_VIOLATION && change.externalReference)
        throw new CartExternalIdTakenError(change.externalReference.externalId);
      throw error;
    });
  }

  /**
   * Runs `write` in one transaction when the cart is the customer's and still at `expectedVersion`,
   * bumping the version first; the cart after it. CartVersionConflictError (with the current cart)
   * when it moved on, null when it is not the customer's.
   */
  private async atVersion(
    scope: Scope,
    cartId: string,
    expectedVersion: number,
    write: (tx: Db) => Promise<void>,
  ): Promise<CartRecord | null> {
    return this.db.transaction(async (tx) => {
      const bumped = await tx.query<{ id: string }>(
        `update cart set version = version + 1, last_modified_at = now()
          where id = $1 and mandant_code = $2 and customer_id = $3 and version = $4
          returning id`,
        [cartId, scope.mandantCode, scope.customerId, expectedVersion],
      );
      if (bumped.length === 0) {
        const current = await loadCart(tx, scope, cartId);
        if (!current) return null;
        throw new CartVersionConflictError(current);
      }
      await write(tx);
      return loadCart(tx, scope, cartId);
    });
  }

  /** The first sku of `changes` the tenant does not sell (for the refusal's message). */
  private async firstUnknownSku(scope: Scope, changes: readonly CartLineChange[]): Promise<string> {
    const skus = changes.filter((change) => change.quantity > 0).map((change) => change.sku);
    const known = await this.db.query<{ sku: string }>(
      'select sku from product where mandant_code = $1 and sku = any($2::text[])',
      [scope.mandantCode, skus],
    );
    const knownSkus = new Set(known.map((row) => row.sku));
    return skus.find((sku) => !knownSkus.has(sku)) ?? skus[0] ?? '';
  }

  private async findActive(db: Db, scope: Scope, key: string): Promise<CartRecord | null> {
    const [row] = await db.query<CartRowWithLines>(
      cartSelect(`c.mandant_code = $1 and c.customer_id = $2 and c.key = $3 and c.state = 'Active'`),
      [scope.mandantCode, scope.customerId, key],
    );
    return row ? toCart(row, row.lines) : null;
  }
}

/** A new, empty Active cart of `key`, owned by the scope's contact (and acting employee), with its event. */
async function insertCart(tx: Db, scope: Scope, key: string): Promise<CartRecord> {
  const id = `cart-${randomUUID()}`;
  await tx.query(
    `insert into cart (id, mandant_code, customer_id, key, owner_contact_id, owner_employee_id, created_by)
     values ($1, $2, $3, $4, $5, $6, $5)`,
    [id, scope.mandantCode, scope.customerId, key, scope.contactId, scope.employeeId],
  );
  await recordCartEvent(tx, scope, id, 'created', { key });
  return (await loadCart(tx, scope, id))!;
}

interface DecisionRow {
  cart_id: string;
  decision: RecentCartDecision['decision'];
  requester_contact_id: string;
  requester_name: string;
  decided_by_name: string;
  comment: string | null;
  order_number: string | null;
  decided_at: Date | string;
}

const DECISION_COLUMNS = `cart_id, decision, requester_contact_id, requester_name, decided_by_name, comment,
  order_number, decided_at`;

function toRecentDecision(row: DecisionRow): RecentCartDecision {
  return {
    cartId: row.cart_id,
    decision: row.decision,
    requesterContactId: row.requester_contact_id,
    requesterName: row.requester_name,
    decidedByName: row.decided_by_name,
    comment: row.comment,
    orderNumber: row.order_number,
    at: new Date(row.decided_at).toISOString(),
  };
}

/**
 * The webhook event of a hand-over (cart.approval_requested) or a decline (cart.declined), in the
 * transaction of the change (decision 0136); other process status changes are no event.
 */
async function writeApprovalWebhookEvent(
  tx: Db,
  ctx: ShopContext,
  cartId: string,
  change: CartProcessChange,
): Promise<void> {
  const base = { mandantCode: ctx.mandantCode, customerNo: ctx.customer!.customerNo, cartId };
  const event = { mandantCode: ctx.mandantCode, customerId: ctx.customer!.id };
  if (change.status === 'Open')
    await appendWebhookEvent(tx, {
      ...event,
      type: 'cart.approval_requested',
      payload: { ...base, requestedByContactNo: ctx.contact!.contactNo, comment: change.comment },
    });
  else if (change.status === 'Declined')
    await appendWebhookEvent(tx, {
      ...event,
      type: 'cart.declined',
      payload: { ...base, declinedByContactNo: ctx.contact!.contactNo, comment: change.comment },
    });
}
