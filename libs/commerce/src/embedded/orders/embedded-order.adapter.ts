import { randomUUID } from 'node:crypto';
import { appendWebhookEvent, type Db } from '@shop/db';
import {
  FIRST_ORDER_NUMBER,
  orderNumberOf,
  orderRefusalOf,
  type OrderHistoryQuery,
  type ShopContext,
} from '@shop/domain';
import { CartVersionConflictError } from '../../cart.port';
import {
  CartNotOrderableError,
  type BillingDocumentKind,
  type BillingDocumentRecord,
  type DocumentParties,
  type OrderInformation,
  type PurchaseSummary,
  type OrderDraft,
  type OrderPort,
  type OrderRecord,
  type OrderSummaryPage,
  type PlacedOrder,
} from '../../order.port';
import { consumeOrderBudget } from '../budgets/budget-store';
import { actorOf, loadCart, recordCartEvent, scopeOf, type Scope } from '../carts/cart-store';
import { billingDocument, documentParties, orderInformations, purchaseSummary } from './billing-documents';
import {
  ORDER_COLUMNS,
  ORDER_LINE_COLUMNS,
  ORDER_SUMMARY_COLUMNS,
  toOrder,
  toOrderSummary,
  type OrderLineRow,
  type OrderRow,
  type OrderSummaryRow,
} from './order-rows';

/** OrderPort on the project's own database (migration 0012, decision 0037). */
export class EmbeddedOrderAdapter implements OrderPort {
  constructor(private readonly db: Db) {}

  placeOrder(ctx: ShopContext, draft: OrderDraft): Promise<PlacedOrder | null> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      // The row lock orders concurrent finalizes of one cart: the first places the order, the
      // others wait here and then find it.
      const cart = await loadCart(tx, scope, draft.cartId, { forUpdate: true });
      if (!cart) return null;
      const existing = await this.orderWhere(tx, scope, 'o.cart_id = $3', draft.cartId);
      if (existing) return { order: existing, created: false };
      if (cart.version !== draft.expectedVersion) throw new CartVersionConflictError(cart);
      const refusal = orderRefusalOf(cart, draft.approving === true);
      if (refusal) throw new CartNotOrderableError(draft.cartId, refusal);

      const orderNumber = orderNumberOf(await this.nextRunningNumber(tx, scope.mandantCode));
      const id = `order-${randomUUID()}`;
      const address = draft.shippingAddress;
      await tx.query(
        `insert into shop_order (id, mandant_code, order_number, customer_id, source, cart_id, cart_key,
           contact_id, employee_id, employee_no, customer_identifier, customer_comment, shipping_agent,
           shipping_first_name, shipping_last_name, shipping_street, shipping_postal_code, shipping_city,
           shipping_country, currency, tax_percent, net_cents, tax_cents, gross_cents, custom_line_key,
           custom_line_name, custom_line_cents)
         values ($1, $2, $3, $4, 'WEB_SHOP', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
           $19, $20, $21, $22, $23, $24, $25, $26)`,
        [
          id,
          scope.mandantCode,
          orderNumber,
          scope.customerId,
          draft.cartId,
          cart.key,
          scope.contactId,
          scope.employeeId,
          draft.employeeNo,
          cart.customerIdentifier,
          cart.customerComment,
          cart.shippingAgent,
          address.firstName,
          address.lastName,
          address.streetName,
          address.postalCode,
          address.city,
          address.country,
          draft.totals.net.currency,
          draft.taxPercent,
          draft.totals.net.centAmount,
          draft.totals.tax.centAmount,
          draft.totals.gross.centAmount,
          draft.customLineItem?.key ?? null,
          draft.customLineItem?.name ?? null,
          draft.customLineItem?.price.centAmount ?? null,
        ],
      );
      for (const [index, line] of draft.lines.entries()) {
        await tx.query(
          `insert into shop_order_line (order_id, mandant_code, position, sku, name, quantity, unit_cents, line_cents)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            scope.mandantCode,
            index + 1,
            line.sku,
            line.name,
            line.quantity,
            line.unitPrice.centAmount,
            line.linePrice.centAmount,
          ],
        );
      }
      // The order's net amount against its cart creator's budget (decision 0061): refused, nothing is placed.
      await consumeOrderBudget(tx, scope, cart, id, draft.totals.net, new Date());
      await tx.query(
        `update cart set state = 'Ordered', version = version + 1, last_modified_at = now(),
           locked_by = null, locked_by_name = null, locked_until = null, state_changed_by = $2
         where id = $1`,
        [draft.cartId, actorOf(scope)],
      );
      await recordCartEvent(tx, scope, draft.cartId, 'ordered', {
        orderNumber,
        fromVersion: draft.expectedVersion,
        employeeNo: draft.employeeNo,
      });
      const order = (await this.orderWhere(tx, scope, 'o.id = $3', id))!;
      await writeOrderWebhookEvents(tx, ctx, order, draft.approving === true);
      return { order, created: true };
    });
  }

  getOrderOfCart(ctx: ShopContext, cartId: string): Promise<OrderRecord | null> {
    return this.orderWhere(this.db, scopeOf(ctx), 'o.cart_id = $3', cartId);
  }

  getOrder(ctx: ShopContext, orderNumber: string): Promise<OrderRecord | null> {
    return this.orderWhere(this.db, scopeOf(ctx), 'o.order_number = $3', orderNumber);
  }

  async listOrders(ctx: ShopContext, query: OrderHistoryQuery): Promise<OrderSummaryPage> {
    const scope = scopeOf(ctx);
    const params: unknown[] = [scope.mandantCode, scope.customerId];
    const where = ['o.mandant_code = $1', 'o.customer_id = $2'];
    const add = (condition: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (query.status) add((n) => `o.status = ${n}`, query.status);
    if (query.source) add((n) => `o.source = ${n}`, query.source);
    // Calendar days in UTC, both included (decision 0056).
    if (query.fromDate) add((n) => `o.ordered_at >= ${n}::date`, query.fromDate);
    if (query.untilDate) add((n) => `o.ordered_at < ${n}::date + 1`, query.untilDate);
    const direction = query.direction === 'ASC' ? 'asc' : 'desc';
    params.push(query.limit, (query.page - 1) * query.limit);
    const rows = await this.db.query<OrderSummaryRow>(
      `select ${ORDER_SUMMARY_COLUMNS} from shop_order o where ${where.join(' and ')}
        order by o.ordered_at ${direction}, o.order_number ${direction}
        limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : query.page > 1
        ? await this.countOrders(where, params)
        : 0;
    return { items: rows.map(toOrderSummary), total };
  }

  orderInformations(ctx: ShopContext, orderNumbers: readonly string[]): Promise<OrderInformation[]> {
    return orderInformations(this.db, scopeOf(ctx), orderNumbers);
  }

  getBillingDocument(
    ctx: ShopContext,
    kind: BillingDocumentKind,
    documentNumber: string,
  ): Promise<BillingDocumentRecord | null> {
    return billingDocument(this.db, scopeOf(ctx), kind, documentNumber);
  }

  purchaseSummary(ctx: ShopContext, fromDate: string, untilDate: string): Promise<PurchaseSummary> {
    return purchaseSummary(this.db, scopeOf(ctx), fromDate, untilDate);
  }

  documentParties(ctx: ShopContext): Promise<DocumentParties> {
    return documentParties(this.db, scopeOf(ctx));
  }

  /** The matches of a query whose page lies beyond them (no row carries the count). */
  private async countOrders(where: string[], params: unknown[]): Promise<number> {
    const [row] = await this.db.query<{ total: string | number }>(
      `select count(*) as total from shop_order o where ${where.join(' and ')}`,
      params.slice(0, -2),
    );
    return Number(row?.total ?? 0);
  }

  /** The tenant's next order number; the counter row's lock serializes concurrent orders of a tenant. */
  private async nextRunningNumber(tx: Db, mandantCode: string): Promise<number> {
    const [row] = await tx.query<{ last_value: number }>(
      `insert into shop_order_counter (mandant_code, last_value) values ($1, $2)
       on conflict (mandant_code) do update set last_value = shop_order_counter.last_value + 1
       returning last_value`,
      [mandantCode, FIRST_ORDER_NUMBER],
    );
    return row.last_value;
  }

  /** One order of the scope's customer matching `condition` on $3. */
  private async orderWhere(
    db: Db,
    scope: Scope,
    condition: string,
    value: string,
  ): Promise<OrderRecord | null> {
    const [row] = await db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from shop_order o
        where o.mandant_code = $1 and o.customer_id = $2 and ${condition}`,
      [scope.mandantCode, scope.customerId, value],
    );
    if (!row) return null;
    const lines = await db.query<OrderLineRow>(
      `select ${ORDER_LINE_COLUMNS} from shop_order_line l where l.order_id = $1 order by l.position`,
      [row.id],
    );
    return toOrder(row, lines);
  }
}

/**
 * The webhook events of a placed order, in its transaction (decision 0136): order.placed, and
 * cart.approved when an approver's approval placed it.
 */
async function writeOrderWebhookEvents(
  tx: Db,
  ctx: ShopContext,
  order: OrderRecord,
  approving: boolean,
): Promise<void> {
  const customerNo = ctx.customer!.customerNo;
  await appendWebhookEvent(tx, {
    type: 'order.placed',
    mandantCode: order.mandantCode,
    customerId: order.customerId,
    payload: {
      mandantCode: order.mandantCode,
      customerNo,
      orderNumber: order.orderNumber,
      cartId: order.cartId!,
      orderedAt: order.orderedAt,
      customerIdentifier: order.customerIdentifier,
      lineCount: order.lines.length,
      totals: order.totals,
    },
  });
  if (approving)
    await appendWebhookEvent(tx, {
      type: 'cart.approved',
      mandantCode: order.mandantCode,
      customerId: order.customerId,
      payload: {
        mandantCode: order.mandantCode,
        customerNo,
        cartId: order.cartId!,
        orderNumber: order.orderNumber,
        approvedByContactNo: ctx.contact!.contactNo,
      },
    });
}
