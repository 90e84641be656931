import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { Shop } from '../common/request/shop.decorator';
import { MergeCartsArgs } from './approval.args';
import { MergeCartsResultModel } from './approval.models';
import { CartMergeService } from './cart-merge.service';

/** Merging carts waiting for approval (docs/rules/calls.md executeMergeCarts). */
@Resolver()
export class CartMergeResolver {
  constructor(private readonly merging: CartMergeService) {}

  @Mutation(() => MergeCartsResultModel, {
    description:
      "Approvers: merges carts of the customer waiting for approval, each at the version seen, into a new cart of type Merged (the approver's Active cart); the merged carts are deleted and their requesters can read where they went (cartDecision). A cart that is unknown, another customer's, stale or not waiting is left out in failedCarts. Fewer than two mergeable carts: nothing changes (CONFLICT when one had moved on, else BAD_USER_INPUT).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  executeMergeCarts(@Args() args: MergeCartsArgs, @Shop() ctx: ShopContext): Promise<MergeCartsResultModel> {
    return this.merging.merge(ctx, args);
  }
}
