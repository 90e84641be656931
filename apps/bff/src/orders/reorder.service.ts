import { Inject, Injectable } from '@nestjs/common';
import { ORDER_PORT, type OrderPort } from '@shop/commerce';
import { planReorder, type ShopContext } from '@shop/domain';
import { CachedCatalogue, type CatalogueReads } from '../catalogue/cached-catalogue';
import { assertActsForCustomer } from '../carts/cart-access';
import { CartService } from '../carts/cart.service';
import { badInput, notFound } from '../common/shop-error';
import type { ReorderArgs } from './order.args';
import type { ReorderResultModel } from './order.models';

/**
 * Reorder (issue 14, decision 0058): an earlier order's lines into one of the customer's carts,
 * through the cart's own write (same checks, version, lock, live update). Lines the tenant no longer
 * sells or that are not buyable are reported, not dropped silently; a stale version gets CONFLICT,
 * so a double click adds the lines once.
 */
@Injectable()
export class ReorderService {
  constructor(
    @Inject(ORDER_PORT) private readonly orders: OrderPort,
    @Inject(CachedCatalogue) private readonly catalogue: CatalogueReads,
    private readonly carts: CartService,
  ) {}

  async reorder(ctx: ShopContext, args: ReorderArgs): Promise<ReorderResultModel> {
    assertActsForCustomer(ctx);
    const order = await this.orders.getOrder(ctx, args.orderNumber);
    if (!order) throw notFound('error.order-not-found', { orderNumber: args.orderNumber });
    const skus = [...new Set(order.lines.map((line) => line.sku))];
    const found = await this.catalogue.getProductsBySkus(ctx, skus);
    const products = new Map(found.flatMap((product) => (product ? [[product.sku, product] as const] : [])));
    const plan = planReorder(order.lines, products);
    if (plan.add.length === 0)
      throw badInput('error.reorder-nothing-buyable', { orderNumber: args.orderNumber });
    const cart = await this.carts.changeLines(ctx, {
      locale: args.locale,
      cartId: args.cartId,
      version: args.version,
      mode: 'add',
      lines: plan.add,
    });
    return { cart, added: plan.add.length, skipped: plan.skipped };
  }
}
