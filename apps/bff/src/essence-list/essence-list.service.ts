import { Inject, Injectable } from '@nestjs/common';
import { ESSENCE_LIST_PORT, type EssenceListPort } from '@shop/commerce';
import { lastPageOf, type ShopContext } from '@shop/domain';
import { assertActsForCustomer } from '../common/acts-for-customer';
import type { EssenceListArgs } from './essence-list.args';
import type { EssenceListEntryModel, EssenceListPageModel } from './essence-list.models';

/** The session customer's essence list (decision 0101); the products for display come from the resolver. */
@Injectable()
export class EssenceListService {
  constructor(@Inject(ESSENCE_LIST_PORT) private readonly essence: EssenceListPort) {}

  async page(ctx: ShopContext, args: EssenceListArgs): Promise<EssenceListPageModel> {
    assertActsForCustomer(ctx);
    const search = args.filters?.search?.trim() || null;
    const page = await this.essence.essenceList(ctx, { page: args.page, limit: args.limit, search });
    return {
      items: page.items.map(
        (entry): EssenceListEntryModel => ({
          essenceCode: entry.essenceCode,
          itemNo: entry.itemNo,
          identifier: entry.identifier,
          productSlug: entry.productSlug,
          purchases: entry.purchases.map((purchase) => ({
            date: purchase.orderedAt,
            quantity: purchase.quantity,
          })),
          product: null,
        }),
      ),
      total: page.total,
      page: args.page,
      limit: args.limit,
      lastPage: lastPageOf(page.total, args.limit),
      source: page.source,
      onlyItemsFromEssenceList: page.onlyEssence,
    };
  }
}
