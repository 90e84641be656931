import { Inject, Injectable } from '@nestjs/common';
import {
  BudgetExceededError,
  CartNotOrderableError,
  CartVersionConflictError,
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
  cartChargesOf,
  mayCheckOut,
  orderRefusalOf,
  pricesVisible,
  roleSeesPrices,
  type Money,
  type OrderRefusal,
  type ShopContext,
} from '@shop/domain';
import { PRICING_PORT, priceForQuantity, type PricingPort } from '@shop/pricing';
import { CartService } from '../carts/cart.service';
import { badInput, notFound, ShopError } from '../common/shop-error';
import { OrderMails } from '../mail/order-mails.service';
import { ShopConfigService } from '../shop-config/shop-config.service';
import type { FinalizeCartArgs } from './order.args';
import type { ShopOrderModel } from './order.models';

const REFUSAL_KEYS: Record<OrderRefusal, string> = {
  empty: 'error.cart-empty',
  'in-approval': 'error.cart-in-approval',
  closed: 'error.cart-closed',
};

/**
 * Checkout (spec 02 §7 finalize and createShopOrder, decision 0037): prices the cart's lines at the
 * moment of ordering, and has the commerce port place the order. Idempotent by cart: finalizing a
 * cart that has its order answers with that order.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(ORDER_PORT) private readonly commerce: OrderPort,
    @Inject(CART_PORT) private readonly cartPort: CartPort,
    @Inject(CATALOGUE_PORT) private readonly cataloguePort: CataloguePort,
    @Inject(PRICING_PORT) private readonly pricing: PricingPort,
    private readonly carts: CartService,
    private readonly configs: ShopConfigService,
    private readonly orderMails: OrderMails,
  ) {}

  async finalize(
    ctx: ShopContext,
    args: FinalizeCartArgs,
    { approving = false }: { approving?: boolean } = {},
  ): Promise<ShopOrderModel> {
    if (!mayCheckOut({ role: ctx.role, hasCustomer: ctx.customer !== null }))
      throw new ShopError('FORBIDDEN', 'error.checkout-not-allowed');
    this.carts.keyOf(ctx);
    const cart = await this.cartPort.getCart(ctx, args.cartId);
    if (!cart) throw notFound('error.cart-not-found', { cartId: args.cartId });
    const ordered = await this.commerce.getOrderOfCart(ctx, cart.id);
    if (ordered) return toOrderModel(ctx, ordered);
    if (cart.version !== args.version)
      throw new ShopError('CONFLICT', 'error.cart-conflict', { version: cart.version });
    const refusal = orderRefusalOf(cart, approving);
    if (refusal) throw refusalError(refusal, cart);
    this.carts.assertNotLockedByOthers(ctx, cart);

    const draft = { ...(await this.draftOf(ctx, cart)), approving };
    try {
      const placed = await this.commerce.placeOrder(ctx, draft);
      if (!placed) throw notFound('error.cart-not-found', { cartId: args.cartId });
      if (placed.created) {
        this.carts.published(ctx, { ...cart, version: cart.version + 1 });
        this.carts.budgetsChanged(ctx);
        await this.orderMails.orderPlaced(ctx, placed.order);
      }
      return toOrderModel(ctx, placed.order);
    } catch (error) {
      if (error instanceof CartVersionConflictError)
        throw new ShopError('CONFLICT', 'error.cart-conflict', { version: error.current.version });
      if (error instanceof CartNotOrderableError) throw refusalError(error.reason, cart);
      if (error instanceof BudgetExceededError) throw budgetExceeded(ctx, error);
      throw error;
    }
  }

  /**
   * The net amount a cart would be ordered for now (current customer prices, the minimum-quantity
   * surcharge): what a hand-over reserves in its creator's budget (decision 0061).
   */
  async netOf(ctx: ShopContext, cart: CartRecord): Promise<Money> {
    // The basket shopper sees no prices, but its cart costs its customer the same: the amount is
    // priced as the customer's purchasers see it, and goes only to the ledger (never to the shopper).
    const pricing: ShopContext = roleSeesPrices(ctx.role) ? ctx : { ...ctx, role: 'ROLE_CART_PURCHASER' };
    return (await this.draftOf(pricing, cart)).totals.net;
  }

  /** An order of the customer by number (the finish page); NOT_FOUND for other customers' numbers. */
  async order(ctx: ShopContext, orderNumber: string): Promise<ShopOrderModel> {
    this.carts.keyOf(ctx);
    const order = await this.commerce.getOrder(ctx, orderNumber);
    if (!order) throw notFound('error.order-not-found', { orderNumber });
    return toOrderModel(ctx, order);
  }

  /**
   * The order the cart makes now: current customer prices (tiers by quantity), names, the
   * minimum-quantity surcharge, totals, address.
   */
  private async draftOf(ctx: ShopContext, cart: CartRecord): Promise<OrderDraft> {
    const skus = cart.lines.map((line) => line.sku);
    const [prices, products, config, shippingAddress] = await Promise.all([
      this.pricing.custPrices(ctx, skus),
      this.cataloguePort.getProductsBySkus(ctx, skus),
      this.configs.configOf(ctx),
      cart.shippingAddress ?? this.carts.customerAddressOf(ctx),
    ]);
    const lines = cart.lines.map((line, i) => {
      const price = prices[i];
      if (!price) throw badInput('error.price-unknown', { sku: line.sku });
      const unitPrice = priceForQuantity(price.price, price.tierPrices, line.quantity);
      return {
        sku: line.sku,
        name: products[i]?.name ?? line.sku,
        quantity: line.quantity,
        unitPrice,
        linePrice: { centAmount: unitPrice.centAmount * line.quantity, currency: unitPrice.currency },
      };
    });
    const { totals, surcharge } = cartChargesOf(
      lines.map((line) => line.linePrice.centAmount),
      {
        rule: config.minimumSurcharge,
        excluded: ctx.customer?.exclFromMinQtyCharge === true,
        taxPercent: config.taxPercent,
        currency: lines[0]?.unitPrice.currency ?? config.currency,
      },
    );
    return {
      cartId: cart.id,
      expectedVersion: cart.version,
      employeeNo: ctx.employee?.employeeNo ?? null,
      shippingAddress,
      taxPercent: config.taxPercent,
      totals,
      lines,
      customLineItem: surcharge,
    };
  }
}

function refusalError(refusal: OrderRefusal, cart: CartRecord): ShopError {
  return new ShopError(refusal === 'empty' ? 'BAD_USER_INPUT' : 'CONFLICT', REFUSAL_KEYS[refusal], {
    version: cart.version,
  });
}

/**
 * BAD_USER_INPUT error.budget-exceeded (decision 0061): nothing was written. The amounts go along only
 * to roles that see prices (the basket shopper learns only that the cart does not fit).
 */
export function budgetExceeded(ctx: ShopContext, error: BudgetExceededError): ShopError {
  return new ShopError(
    'BAD_USER_INPUT',
    'error.budget-exceeded',
    pricesVisible(ctx) ? { amount: error.amount, remaining: error.remaining } : undefined,
  );
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
