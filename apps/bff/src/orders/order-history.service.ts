import { Inject, Injectable } from '@nestjs/common';
import { ORDER_PORT, type OrderPort } from '@shop/commerce';
import { orderHistoryDatesProblem, pricesVisible, type ShopContext } from '@shop/domain';
import { badInput, ShopError } from '../common/shop-error';
import type { OrderHistoriesArgs, OrderInformationsArgs } from './order.args';
import type { OrderHistoryPageModel, OrderInformationModel } from './order.models';

/** The order history of the session's customer (docs/rules/calls.md orderHistories), every source. */
@Injectable()
export class OrderHistoryService {
  constructor(@Inject(ORDER_PORT) private readonly orders: OrderPort) {}

  async page(ctx: ShopContext, args: OrderHistoriesArgs): Promise<OrderHistoryPageModel> {
    if (!ctx.customer) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    // An argument sent as null is no filter, like one left out.
    const fromDate = args.fromDate ?? undefined;
    const untilDate = args.untilDate ?? undefined;
    const datesProblem = orderHistoryDatesProblem(fromDate, untilDate);
    if (datesProblem) throw badInput(datesProblem, { fromDate, untilDate });
    const found = await this.orders.listOrders(ctx, {
      page: args.page,
      limit: args.limit,
      direction: args.orderDirection,
      status: args.status ?? undefined,
      source: args.source ?? undefined,
      fromDate,
      untilDate,
    });
    const visible = pricesVisible(ctx);
    return {
      items: found.items.map((order) => ({
        identifier: order.orderNumber,
        type: 'ORDER',
        state: order.status,
        date: order.orderedAt,
        key: order.id,
        origin: order.source,
        totalGross: visible ? order.totals.gross : null,
      })),
      total: found.total,
      page: args.page,
      limit: args.limit,
      lastPage: Math.max(1, Math.ceil(found.total / args.limit)),
    };
  }

  /** State and billing documents of the customer's orders among the numbers asked for (docs/rules/calls.md orderInformations). */
  async informations(ctx: ShopContext, args: OrderInformationsArgs): Promise<OrderInformationModel[]> {
    if (!ctx.customer) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    const visible = pricesVisible(ctx);
    const found = await this.orders.orderInformations(ctx, args.orderNumbers);
    return found.map((info) => ({
      orderNumber: info.orderNumber,
      state: info.status,
      origin: info.source,
      documents: info.documents.map((document) => ({
        type: document.kind,
        number: document.documentNumber,
        date: document.issuedOn,
        totalGross: visible ? document.gross : null,
      })),
    }));
  }
}
