import { Inject, Injectable } from '@nestjs/common';
import {
  BUDGET_PORT,
  BudgetExceededError,
  CartVersionConflictError,
  CART_PORT,
  type CartRecord,
  type BudgetPort,
  type CartPort,
} from '@shop/commerce';
import { mayApproveCarts, mayRequestApproval, waitsForDecision, type ShopContext } from '@shop/domain';
import { CartService, toCartModel } from '../carts/cart.service';
import type { CartModel } from '../carts/cart.models';
import { notFound, ShopError } from '../common/shop-error';
import { budgetExceeded, CheckoutService } from '../orders/checkout.service';
import type { ShopOrderModel } from '../orders/order.models';
import type { CartDecisionArgs } from './approval.args';
import type { CartDecisionModel, DeclinedCartModel } from './approval.models';

const comment = (text: string | null | undefined) => text?.trim() || null;

/**
 * The approval process (spec 02 §4, decision 0036): a user hands a cart over (Open; it is kept as
 * Saved, the user goes on in a new cart), approvers and administrators change it (Modified), approve
 * it (it is ordered) or decline it (it is deleted, the requester is told why). Every step reaches the
 * customer's open pages as a cart-changed event.
 */
@Injectable()
export class ApprovalService {
  constructor(
    @Inject(CART_PORT) private readonly commerce: CartPort,
    @Inject(BUDGET_PORT) private readonly budgetPort: BudgetPort,
    private readonly carts: CartService,
    private readonly checkout: CheckoutService,
  ) {}

  async requestApproval(ctx: ShopContext, args: CartDecisionArgs): Promise<CartModel> {
    const key = this.carts.keyOf(ctx);
    const cart = await this.cartOf(ctx, args.cartId);
    if (cart.key !== key) throw new ShopError('FORBIDDEN', 'error.forbidden');
    this.carts.assertNotLockedByOthers(ctx, cart);
    if (!mayRequestApproval(cart)) {
      if (cart.lines.length === 0) throw new ShopError('BAD_USER_INPUT', 'error.cart-empty');
      throw new ShopError('CONFLICT', 'error.cart-in-approval', { version: cart.version });
    }
    if (cart.version !== args.version)
      throw new ShopError('CONFLICT', 'error.cart-conflict', { version: cart.version });
    // Decision 0061: the hand-over reserves the cart's net in its creator's budget (when there is one).
    const budgetAmount = (await this.budgetPort.budgetOfCart(ctx, cart.id))
      ? await this.checkout.netOf(ctx, cart)
      : undefined;
    const handedOver = await this.step(ctx, cart, args.version, {
      status: 'Open',
      comment: comment(args.comment),
      state: 'Saved',
      budgetAmount,
    });
    if (budgetAmount) this.carts.budgetsChanged(ctx);
    return toCartModel(ctx, handedOver, key);
  }

  async approve(ctx: ShopContext, args: CartDecisionArgs): Promise<ShopOrderModel> {
    this.assertApprover(ctx);
    const order = await this.checkout.finalize(ctx, args, { approving: true });
    await this.commerce.recordDecision(ctx, args.cartId, {
      decision: 'approved',
      comment: comment(args.comment),
      orderNumber: order.orderNumber,
    });
    return order;
  }

  async decline(ctx: ShopContext, args: CartDecisionArgs): Promise<DeclinedCartModel> {
    this.assertApprover(ctx);
    const cart = await this.cartOf(ctx, args.cartId);
    if (!waitsForDecision(cart))
      throw new ShopError('CONFLICT', 'error.cart-not-in-approval', { version: cart.version });
    this.carts.assertNotLockedByOthers(ctx, cart);
    const declined = await this.step(ctx, cart, args.version, {
      status: 'Declined',
      comment: comment(args.comment),
    });
    await this.commerce.recordDecision(ctx, cart.id, {
      decision: 'declined',
      comment: comment(args.comment),
      orderNumber: null,
    });
    // Spec 02 §4: a declined cart is deleted; its events (and the decision) stay, its budget
    // reservation is released (decision 0061).
    await this.commerce.deleteCart(ctx, cart.id, declined.version);
    this.carts.published(ctx, { ...declined, version: declined.version + 1 });
    this.carts.budgetsChanged(ctx);
    return { cartId: cart.id };
  }

  async decision(ctx: ShopContext, cartId: string): Promise<CartDecisionModel> {
    this.carts.keyOf(ctx);
    const decision = await this.commerce.cartDecision(ctx, cartId);
    if (!decision) throw notFound('error.cart-not-found', { cartId });
    return {
      decision: decision.decision,
      comment: decision.comment,
      orderNumber: decision.orderNumber,
      mergedCartId: decision.mergedCartId,
      at: decision.at,
    };
  }

  private assertApprover(ctx: ShopContext): void {
    this.carts.keyOf(ctx);
    if (!mayApproveCarts(ctx.role)) throw new ShopError('FORBIDDEN', 'error.forbidden');
  }

  private async cartOf(ctx: ShopContext, cartId: string): Promise<CartRecord> {
    const cart = await this.commerce.getCart(ctx, cartId);
    if (!cart || cart.state === 'Ordered') throw notFound('error.cart-not-found', { cartId });
    return cart;
  }

  private async step(
    ctx: ShopContext,
    cart: CartRecord,
    version: number,
    change: Parameters<CartPort['changeProcessStatus']>[3],
  ): Promise<CartRecord> {
    try {
      const changed = await this.commerce.changeProcessStatus(ctx, cart.id, version, change);
      if (!changed) throw notFound('error.cart-not-found', { cartId: cart.id });
      this.carts.published(ctx, changed);
      return changed;
    } catch (error) {
      if (error instanceof CartVersionConflictError)
        throw new ShopError('CONFLICT', 'error.cart-conflict', { version: error.current.version });
      if (error instanceof BudgetExceededError) throw budgetExceeded(ctx, error);
      throw error;
    }
  }
}
