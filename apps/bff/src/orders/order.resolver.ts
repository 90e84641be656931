import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { Shop } from '../common/request/shop.decorator';
import { CheckoutService } from './checkout.service';
import { OrderHistoryService } from './order-history.service';
import {
  FinalizeCartArgs,
  OrderHistoriesArgs,
  OrderInformationsArgs,
  OrdersArgs,
  ReorderArgs,
  ShopOrderArgs,
} from './order.args';
import {
  OrderHistoryPageModel,
  OrderInformationModel,
  ReorderResultModel,
  ShopOrderModel,
} from './order.models';
import { ReorderService } from './reorder.service';

/** Finalize (docs/rules/calls.md) and the order it placed. */
@Resolver(() => ShopOrderModel)
export class OrderResolver {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly history: OrderHistoryService,
    private readonly reorders: ReorderService,
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
      "The session customer's orders of every source, newest first by default, paged and filtered by status, source and days (docs/rules/calls.md orderHistories). FORBIDDEN without a customer; BAD_USER_INPUT error.invalid-date / error.invalid-date-range for days that are not real or in the wrong order.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  orderHistories(@Args() args: OrderHistoriesArgs, @Shop() ctx: ShopContext): Promise<OrderHistoryPageModel> {
    return this.history.page(ctx, args);
  }

  @Query(() => OrderHistoryPageModel, {
    description:
      "The session customer's orders, newest first, without filters. The shop asks for page 1 of size 1 to tell a new customer (total 0) from an existing one (docs/rules/data-model.md, orders(page, size)).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  orders(@Args() args: OrdersArgs, @Shop() ctx: ShopContext): Promise<OrderHistoryPageModel> {
    return this.history.page(ctx, {
      locale: args.locale,
      page: args.page,
      limit: args.size,
      orderDirection: 'DESC',
    });
  }

  @Query(() => [OrderInformationModel], {
    description:
      "State and billing documents (invoices, credit memos) of the session customer's orders among `orderNumbers`, in that order; unknown numbers and other customers' orders are left out (docs/rules/calls.md, orderInformations).",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  orderInformations(
    @Args() args: OrderInformationsArgs,
    @Shop() ctx: ShopContext,
  ): Promise<OrderInformationModel[]> {
    return this.history.informations(ctx, args);
  }

  @Mutation(() => ReorderResultModel, {
    description:
      "Puts the lines of one of the customer's orders into one of its carts at `version` (reorder, decision 0058): products no longer sold or not buyable are answered in `skipped`, quantities raised to today's minimum. CONFLICT when the cart moved on (so a repeated click adds nothing twice); NOT_FOUND for another customer's order; BAD_USER_INPUT error.reorder-nothing-buyable when no line can be added.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  reorder(@Args() args: ReorderArgs, @Shop() ctx: ShopContext): Promise<ReorderResultModel> {
    return this.reorders.reorder(ctx, args);
  }
}
