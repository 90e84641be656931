import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { Shop } from '../common/request/shop.decorator';
import { CheckoutService } from './checkout.service';
import { OrderHistoryService } from './order-history.service';
import { FinalizeCartArgs, OrderHistoriesArgs, ShopOrderArgs } from './order.args';
import { OrderHistoryPageModel, ShopOrderModel } from './order.models';

/** Finalize (spec 02 §7) and the order it placed. */
@Resolver(() => ShopOrderModel)
export class OrderResolver {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly history: OrderHistoryService,
  ) {}

  @Mutation(() => ShopOrderModel, {
    description:
      'Orders a cart at `version` (finalize + createShopOrder): one order per cart, so a repeated or concurrent call answers with the same order. FORBIDDEN for roles that may not check out; CONFLICT when the cart moved on or waits for approval; BAD_USER_INPUT for an empty cart.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  finalizeCart(@Args() args: FinalizeCartArgs, @Shop() ctx: ShopContext): Promise<ShopOrderModel> {
    return this.checkout.finalize(ctx, args);
  }

  @Query(() => ShopOrderModel, {
    description: "An order of the session's customer placed in the shop, by number.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  shopOrder(@Args() args: ShopOrderArgs, @Shop() ctx: ShopContext): Promise<ShopOrderModel> {
    return this.checkout.order(ctx, args.orderNumber);
  }

  @Query(() => OrderHistoryPageModel, {
    description:
      "The session customer's orders of every source, newest first by default, paged and filtered by status, source and days (spec 02 WP2 orderHistories). FORBIDDEN without a customer; BAD_USER_INPUT error.invalid-date / error.invalid-date-range for days that are not real or in the wrong order.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  orderHistories(@Args() args: OrderHistoriesArgs, @Shop() ctx: ShopContext): Promise<OrderHistoryPageModel> {
    return this.history.page(ctx, args);
  }
}
