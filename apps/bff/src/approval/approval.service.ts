import { Inject, Injectable } from '@nestjs/common';
import { BUDGET_PORT, CART_PORT, type BudgetPort, type CartPort, type CartRecord } from '@shop/commerce';
import {
  cartActorNameOf,
  mayApproveCarts,
  mayRequestApproval,
  waitsForDecision,
  type ShopContext,
} from '@shop/domain';
import {
  assertActsForCustomer,
  assertNotLockedByOthers,
  CartEvents,
  cartNotFound,
  cartOrNotFound,
  requireCartKey,
  writtenCart,
} from '../carts/cart-access';
import type { CartModel } from '../carts/cart.models';
import { toCartModel } from '../carts/to-cart-model';
import { ShopError } from '../common/shop-error';
import { ApprovalMails } from '../mail/approval-mails.service';
import { CheckoutService } from '../orders/checkout.service';
import { CartPricingService } from '../pricing/cart-pricing.service';
import type { ShopOrderModel } from '../orders/order.models';
import type { CartDecisionArgs, RecentCartDecisionsArgs } from './approval.args';
import type { CartDecisionModel, DeclinedCartModel, RecentCartDecisionModel } from './approval.models';

const comment = (text: string | null | undefined) => text?.trim() || null;

/**
 * The approval process (docs/rules/states-and-rules.md, decision 0036): a user hands a cart over (Open; it is kept as
 * Saved, the user goes on in a new cart), approvers and administrators change it (Modified), approve
 * it (it is ordered) or decline it (it is deleted, the requester is told why). Every step reaches the
 * customer's open pages as a cart-changed event.
 */
@Injectable()
export class ApprovalService {
  constructor(
    @Inject(CART_PORT) private readonly carts: CartPort,
    @Inject(BUDGET_PORT) private readonly budgets: BudgetPort,
    private readonly events: CartEvents,
    private readonly checkout: CheckoutService,
    private readonly cartPricing: CartPricingService,
    private readonly mails: ApprovalMails,
  ) {}

  async requestApproval(ctx: ShopContext, args: CartDecisionArgs): Promise<CartModel> {
    const key = requireCartKey(ctx);
    const cart = await this.cartOf(ctx, args.cartId);
    if (cart.key !== key) throw new ShopError('FORBIDDEN', 'error.forbidden');
    assertNotLockedByOthers(ctx, cart);
    if (!mayRequestApproval(cart)) {
      if (cart.lines.length === 0) throw new ShopError('BAD_USER_INPUT', 'error.cart-empty');
      throw new ShopError('CONFLICT', 'error.cart-in-approval', { version: cart.version });
    }
    if (cart.version !== args.version)
      throw new ShopError('CONFLICT', 'error.cart-conflict', { version: cart.version });
    // Decision 0061: the hand-over reserves the cart's net in its creator's budget (when there is one).
    const budgetAmount = (await this.budgets.budgetOfCart(ctx, cart.id))
      ? await this.cartPricing.netNow(ctx, cart.lines)
      : undefined;
    const handedOver = await this.step(ctx, cart, args.version, {
      status: 'Open',
      comment: comment(args.comment),
      state: 'Saved',
      budgetAmount,
    });
    if (budgetAmount) this.events.budgetsChanged(ctx);
    return toCartModel(ctx, handedOver, key);
  }

  async approve(ctx: ShopContext, args: CartDecisionArgs): Promise<ShopOrderModel> {
    this.assertApprover(ctx);
    const order = await this.checkout.finalize(ctx, args, { approving: true });
    await this.decided(ctx, args.cartId, {
      decision: 'approved',
      comment: comment(args.comment),
      orderNumber: order.orderNumber,
    });
    // The requester's pages ask for the decision on each event of the cart (use-decision-notices.ts);
    // the ordering's own event may reach them before the decision is recorded, so the cart is announced
    // once more now that it is (approval.int-spec: the requester hears the decision).
    this.events.gone(ctx, { id: args.cartId, version: args.version });
    return order;
  }

  async decline(ctx: ShopContext, args: CartDecisionArgs): Promise<DeclinedCartModel> {
    this.assertApprover(ctx);
    const cart = await this.cartOf(ctx, args.cartId);
    if (!waitsForDecision(cart))
      throw new ShopError('CONFLICT', 'error.cart-not-in-approval', { version: cart.version });
    assertNotLockedByOthers(ctx, cart);
    const declined = await this.step(ctx, cart, args.version, {
      status: 'Declined',
      comment: comment(args.comment),
    });
    await this.decided(ctx, cart.id, {
      decision: 'declined',
      comment: comment(args.comment),
      orderNumber: null,
    });
    // docs/rules/states-and-rules.md: A declined cart is deleted; its events (and the decision) stay, its budget
    // reservation is released (decision 0061).
    await this.carts.deleteCart(ctx, cart.id, declined.version);
    this.events.gone(ctx, declined);
    this.events.budgetsChanged(ctx);
    return { cartId: cart.id };
  }

  async decision(ctx: ShopContext, cartId: string): Promise<CartDecisionModel> {
    assertActsForCustomer(ctx);
    const decision = await this.carts.cartDecision(ctx, cartId);
    if (!decision) throw cartNotFound(cartId);
    return {
      decision: decision.decision,
      comment: decision.comment,
      orderNumber: decision.orderNumber,
      mergedCartId: decision.mergedCartId,
      at: decision.at,
    };
  }

  /**
   * The customer's newest decisions on carts that waited for approval (cart administration, decision
   * 0070): who handed over, who decided when, approved, approved after changes or declined, why.
   */
  async recentDecisions(ctx: ShopContext, args: RecentCartDecisionsArgs): Promise<RecentCartDecisionModel[]> {
    assertActsForCustomer(ctx);
    const decisions = await this.carts.recentDecisions(ctx, args.limit);
    return decisions.map((decision) => ({
      cartId: decision.cartId,
      decision: decision.decision,
      requesterName: decision.requesterName,
      decidedByName: decision.decidedByName,
      comment: decision.comment,
      orderNumber: decision.orderNumber,
      at: decision.at,
    }));
  }

  /**
   * Records the decision (the customer's recent decisions, the cart's events) and mails the
   * requester (decision 0070). A repeated approve records nothing and sends nothing again.
   */
  private async decided(
    ctx: ShopContext,
    cartId: string,
    decision: { decision: 'approved' | 'declined'; comment: string | null; orderNumber: string | null },
  ): Promise<void> {
    const recorded = await this.carts.recordDecision(ctx, cartId, {
      ...decision,
      deciderName: cartActorNameOf(ctx),
    });
    if (recorded) await this.mails.decided(ctx, recorded);
  }

  private assertApprover(ctx: ShopContext): void {
    assertActsForCustomer(ctx);
    if (!mayApproveCarts(ctx.role)) throw new ShopError('FORBIDDEN', 'error.forbidden');
  }

  private async cartOf(ctx: ShopContext, cartId: string): Promise<CartRecord> {
    return cartOrNotFound(await this.carts.getCart(ctx, cartId), cartId, { orderedIsGone: true });
  }

  private async step(
    ctx: ShopContext,
    cart: CartRecord,
    version: number,
    change: Parameters<CartPort['changeProcessStatus']>[3],
  ): Promise<CartRecord> {
    const changed = await writtenCart(ctx, cart.id, () =>
      this.carts.changeProcessStatus(ctx, cart.id, version, change),
    );
    this.events.changed(ctx, changed);
    return changed;
  }
}
