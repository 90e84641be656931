import { Inject, Injectable } from '@nestjs/common';
import {
  CartNotOrderableError,
  CART_PORT,
  CATALOGUE_PORT,
  ORDER_PORT,
  type CartPort,
  type CartRecord,
  type CataloguePort,
  type OrderPort,
  type OrderDraft,
  type OrderRecord,
} from '@shop/commerce';
import {
  mayCheckOut,
  mayOrderCart,
  orderRefusalOf,
  pricesVisible,
  type OrderRefusal,
  type ShopContext,
} from '@shop/domain';
import { CartAddressService } from '../carts/cart-address.service';
import {
  assertActsForCustomer,
  assertNotLockedByOthers,
  CartEvents,
  cartNotFound,
  cartOrNotFound,
  cartWriteError,
} from '../carts/cart-access';
import { notFound, ShopError } from '../common/shop-error';
import { EssenceRules } from '../essence-list/essence-rules.service';
import { OrderMails } from '../mail/order-mails.service';
import { CartPricingService } from '../pricing/cart-pricing.service';
import type { FinalizeCartArgs } from './order.args';
import type { ShopOrderModel } from './order.models';

const REFUSAL_KEYS: Record<OrderRefusal, string> = {
  empty: 'error.cart-empty',
  'in-approval': 'error.cart-in-approval',
  closed: 'error.cart-closed',
};

/**
 * Checkout (docs/rules/calls.md finalize and createShopOrder, decision 0037): prices the cart's lines at the
 * moment of ordering, and has the commerce port place the order. Idempotent by cart: finalizing a
 * cart that has its order answers with that order.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(ORDER_PORT) private readonly orders: OrderPort,
    @Inject(CART_PORT) private readonly carts: CartPort,
    @Inject(CATALOGUE_PORT) private readonly catalogue: CataloguePort,
    private readonly cartPricing: CartPricingService,
    private readonly addresses: CartAddressService,
    private readonly events: CartEvents,
    private readonly orderMails: OrderMails,
    private readonly essence: EssenceRules,
  ) {}

  async finalize(
    ctx: ShopContext,
    args: FinalizeCartArgs,
    { approving = false }: { approving?: boolean } = {},
  ): Promise<ShopOrderModel> {
    if (!mayCheckOut({ role: ctx.role, hasCustomer: ctx.customer !== null }))
      throw new ShopError('FORBIDDEN', 'error.checkout-not-allowed');
    assertActsForCustomer(ctx);
    const cart = cartOrNotFound(await this.carts.getCart(ctx, args.cartId), args.cartId);
    // Decision 0069: a colleague's cart is ordered by approvers only (its creator's budget and the
    // orderer's are both checked when the order is placed).
    if (!mayOrderCart(ctx.role, cart.ownerContactId === ctx.contact!.id))
      throw new ShopError('FORBIDDEN', 'error.order-needs-approver');
    const ordered = await this.orders.getOrderOfCart(ctx, cart.id);
    if (ordered) return toOrderModel(ctx, ordered);
    if (cart.version !== args.version)
      throw new ShopError('CONFLICT', 'error.cart-conflict', { version: cart.version });
    const refusal = orderRefusalOf(cart, approving);
    if (refusal) throw refusalError(refusal, cart);
    assertNotLockedByOthers(ctx, cart);
    // Decision 0102: a line from before the customer was restricted is not ordered either.
    await this.essence.assertMayOrder(
      ctx,
      cart.lines.map((line) => line.sku),
    );

    const draft = { ...(await this.draftOf(ctx, cart)), approving };
    try {
      const placed = await this.orders.placeOrder(ctx, draft);
      if (!placed) throw cartNotFound(args.cartId);
      if (placed.created) {
        this.events.gone(ctx, cart);
        this.events.budgetsChanged(ctx);
        await this.orderMails.orderPlaced(ctx, placed.order);
      }
      return toOrderModel(ctx, placed.order);
    } catch (error) {
      if (error instanceof CartNotOrderableError) throw refusalError(error.reason, cart);
      throw cartWriteError(ctx, error);
    }
  }

  /** An order of the customer by number (the finish page); NOT_FOUND for other customers' numbers. */
  async order(ctx: ShopContext, orderNumber: string): Promise<ShopOrderModel> {
    assertActsForCustomer(ctx);
    const order = await this.orders.getOrder(ctx, orderNumber);
    if (!order) throw notFound('error.order-not-found', { orderNumber });
    return toOrderModel(ctx, order);
  }

  /** The order the cart makes now: its lines priced now (priceCart), their names, the address. */
  private async draftOf(ctx: ShopContext, cart: CartRecord): Promise<OrderDraft> {
    const [priced, products, shippingAddress] = await Promise.all([
      this.cartPricing.priceNow(ctx, cart.lines),
      this.catalogue.getProductsBySkus(
        ctx,
        cart.lines.map((line) => line.sku),
      ),
      cart.shippingAddress ?? this.addresses.customerAddressOf(ctx),
    ]);
    return {
      cartId: cart.id,
      expectedVersion: cart.version,
      employeeNo: ctx.employee?.employeeNo ?? null,
      shippingAddress,
      taxPercent: priced.taxPercent,
      totals: priced.totals,
      lines: priced.lines.map((line, i) => ({ ...line, name: products[i]?.name ?? line.sku })),
      customLineItem: priced.surcharge,
    };
  }
}

function refusalError(refusal: OrderRefusal, cart: CartRecord): ShopError {
  return new ShopError(refusal === 'empty' ? 'BAD_USER_INPUT' : 'CONFLICT', REFUSAL_KEYS[refusal], {
    version: cart.version,
  });
}

/** An order for the schema; no amount for roles that see no prices. */
function toOrderModel(ctx: ShopContext, order: OrderRecord): ShopOrderModel {
  const visible = pricesVisible(ctx);
  return {
    orderNumber: order.orderNumber,
    orderedAt: order.orderedAt,
    status: order.status,
    source: order.source,
    customerIdentifier: order.customerIdentifier,
    customerComment: order.customerComment,
    shippingAgent: order.shippingAgent,
    shippingAddress: order.shippingAddress,
    taxedPrice: visible
      ? {
          totalNet: order.totals.net,
          totalTax: order.totals.tax,
          totalGross: order.totals.gross,
          taxPercent: order.taxPercent,
        }
      : null,
    lineItems: order.lines.map((line) => ({
      position: line.position,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: visible ? line.unitPrice : null,
      linePrice: visible ? line.linePrice : null,
    })),
    customLineItem: visible ? order.customLineItem : null,
  };
}
