import { Inject, Injectable } from '@nestjs/common';
import {
  CartLineRefusedError,
  CartVersionConflictError,
  COMMERCE_PORT,
  type CartRecord,
  type CommercePort,
  type Product,
} from '@shop/commerce';
import { cartKeyOf, isBuyable, quantityProblem, quantityRuleOf, type ShopContext } from '@shop/domain';
import { cartChangedEvent } from '@shop/jobs';
import { badInput, notFound, ShopError } from '../common/shop-error';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import type { ChangeCartLinesArgs } from './cart.args';
import type { CartModel } from './cart.models';

/**
 * The session's carts (decision 0036): the key comes from the session (never from the client), the
 * rules from libs/domain, the storage from the commerce port's CartPort.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly events: ShopEventPublisher,
  ) {}

  /** The Active cart of the session's key, created on first ask (spec 02 §4). */
  async activeCart(ctx: ShopContext): Promise<CartModel> {
    const cart = await this.commerce.getActiveCart(ctx, this.keyOf(ctx));
    return this.toModel(ctx, cart);
  }

  /**
   * Adds or sets lines at the version the client saw. Every line is checked first (a sku the tenant
   * sells, buyable, the quantity rule on the resulting quantity); one refused line refuses the change.
   */
  async changeLines(ctx: ShopContext, args: ChangeCartLinesArgs): Promise<CartModel> {
    this.keyOf(ctx); // the same requirement as reading a cart: a customer and a contact
    const cart = await this.commerce.getCart(ctx, args.cartId);
    if (!cart) throw notFound('error.cart-not-found', { cartId: args.cartId });
    const skus = [...new Set(args.lines.map((line) => line.sku))];
    const products = await this.productsBySku(ctx, skus);
    const current = new Map(cart.lines.map((line) => [line.sku, line.quantity]));
    for (const line of args.lines) {
      const product = products.get(line.sku);
      if (!product) throw badInput('error.unknown-sku', { sku: line.sku });
      const resulting = args.mode === 'add' ? (current.get(line.sku) ?? 0) + line.quantity : line.quantity;
      if (resulting === 0) continue;
      // Every product of the embedded catalogue has a list price, so a price is known for each sku.
      if (!isBuyable(product.attributes, true))
        throw badInput('error.product-not-buyable', { sku: line.sku });
      const problem = quantityProblem(resulting, quantityRuleOf(product.attributes));
      if (problem) throw badInput(problem, { sku: line.sku, quantity: resulting });
    }
    try {
      const changed = await this.commerce.changeLines(
        ctx,
        args.cartId,
        args.version,
        args.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, mode: args.mode })),
      );
      if (!changed) throw notFound('error.cart-not-found', { cartId: args.cartId });
      // The customer's other open pages showing this cart reload it (their streams only).
      this.events.publish(
        cartChangedEvent(ctx.mandantCode, ctx.customer!.customerNo, changed.id, changed.version, new Date()),
      );
      return this.toModel(ctx, changed, products);
    } catch (error) {
      if (error instanceof CartVersionConflictError)
        throw new ShopError('CONFLICT', 'error.cart-conflict', { version: error.current.version });
      if (error instanceof CartLineRefusedError) throw badInput('error.unknown-sku', { sku: error.sku });
      throw error;
    }
  }

  /** The session's cart key; carts need a customer and a contact (an employee acts as one). */
  private keyOf(ctx: ShopContext): string {
    const key =
      ctx.customer && ctx.contact
        ? cartKeyOf({
            mandantCode: ctx.mandantCode,
            customerNo: ctx.customer.customerNo,
            contactNo: ctx.contact.contactNo,
            loginEmailHash: ctx.employee?.loginEmailHash ?? null,
          })
        : null;
    if (!key) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    return key;
  }

  private async productsBySku(ctx: ShopContext, skus: readonly string[]): Promise<Map<string, Product>> {
    const found = await this.commerce.getProductsBySkus(ctx, skus);
    return new Map(found.flatMap((product) => (product ? [[product.sku, product] as const] : [])));
  }

  private async toModel(
    ctx: ShopContext,
    cart: CartRecord,
    known = new Map<string, Product>(),
  ): Promise<CartModel> {
    const missing = cart.lines.map((line) => line.sku).filter((sku) => !known.has(sku));
    const products = missing.length
      ? new Map([...known, ...(await this.productsBySku(ctx, missing))])
      : known;
    return {
      id: cart.id,
      key: cart.key,
      version: cart.version,
      cartState: cart.state,
      cartProcessStatus: cart.processStatus,
      cartProcessType: cart.processType,
      customerIdentifier: cart.customerIdentifier,
      customerComment: cart.customerComment,
      shippingAgent: cart.shippingAgent,
      lockedBy: cart.lockedBy,
      lockedUntil: cart.lockedUntil,
      createdAt: cart.createdAt,
      lastModifiedAt: cart.lastModifiedAt,
      lineItems: cart.lines.map((line) => ({
        key: line.key,
        sku: line.sku,
        quantity: line.quantity,
        ctx,
        productRecord: products.get(line.sku) ?? null,
      })),
      totalLineItemQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
      ctx,
    };
  }
}
