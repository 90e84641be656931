import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CartModel } from '../carts/cart.models';
import { Shop } from '../common/request/shop.decorator';
import { ShopOrderModel } from '../orders/order.models';
import { CartIdArgs } from '../carts/cart.args';
import { CartDecisionArgs, RecentCartDecisionsArgs } from './approval.args';
import { CartDecisionModel, DeclinedCartModel, RecentCartDecisionModel } from './approval.models';
import { ApprovalService } from './approval.service';

/** The approval process of carts (docs/rules/states-and-rules.md cartProcessStatus). */
@Resolver()
export class ApprovalResolver {
  constructor(private readonly approval: ApprovalService) {}

  @Mutation(() => CartModel, {
    description:
      "Hands one of the session's own carts over for approval with a comment (cartProcessStatus Open): it is frozen and kept as Saved, the session goes on in a new cart.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  requestCartApproval(@Args() args: CartDecisionArgs, @Shop() ctx: ShopContext): Promise<CartModel> {
    return this.approval.requestApproval(ctx, args);
  }

  @Mutation(() => ShopOrderModel, {
    description:
      'Approvers: approves a cart waiting for approval at `version` and orders it (the same order however often it is sent).',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  approveCart(@Args() args: CartDecisionArgs, @Shop() ctx: ShopContext): Promise<ShopOrderModel> {
    return this.approval.approve(ctx, args);
  }

  @Mutation(() => DeclinedCartModel, {
    description:
      'Approvers: declines a cart waiting for approval at `version` with a comment; the cart is deleted (docs/rules/states-and-rules.md), the requester can read why (cartDecision).',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  declineCart(@Args() args: CartDecisionArgs, @Shop() ctx: ShopContext): Promise<DeclinedCartModel> {
    return this.approval.decline(ctx, args);
  }

  @Query(() => CartDecisionModel, {
    description:
      "The last approver's decision on a cart of the customer, also after a declined cart is gone.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  cartDecision(@Args() args: CartIdArgs, @Shop() ctx: ShopContext): Promise<CartDecisionModel> {
    return this.approval.decision(ctx, args.cartId);
  }

  @Query(() => [RecentCartDecisionModel], {
    description:
      "The customer's newest decisions on carts that waited for approval, newest first (cart administration, decision 0070): approved, modified or declined, by whom, when and why.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  recentCartDecisions(
    @Args() args: RecentCartDecisionsArgs,
    @Shop() ctx: ShopContext,
  ): Promise<RecentCartDecisionModel[]> {
    return this.approval.recentDecisions(ctx, args);
  }
}
