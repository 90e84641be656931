import { Args, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CatalogueLoaders } from '../catalogue/catalogue-loaders';
import { Shop } from '../common/request/shop.decorator';
import { QuickOrderLookupArgs } from './quick-order.args';
import { QuickOrderMatchModel } from './quick-order.models';
import { QuickOrderService } from './quick-order.service';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

/** Query.quickOrderLookup: the codes of a quick order's rows resolved in one call. */
@Resolver(() => QuickOrderMatchModel)
export class QuickOrderResolver {
  constructor(
    private readonly quickOrder: QuickOrderService,
    private readonly catalogueLoaders: CatalogueLoaders,
  ) {}

  @Query(() => [QuickOrderMatchModel], {
    description:
      "The product each code names in the locale's tenant (by article number, else by EAN-13), one answer per code in order. For signed-in users; BAD_USER_INPUT for more than 200 codes or a code that is no article number or EAN.",
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  async quickOrderLookup(
    @Args() args: QuickOrderLookupArgs,
    @Shop() ctx: ShopContext,
    @Loaders() loaders: RequestLoaders,
  ): Promise<QuickOrderMatchModel[]> {
    const matches = await this.quickOrder.lookup(ctx, args.codes);
    // Primed: the products' attributes and prices resolve without another catalogue call.
    const found = matches.flatMap((match) => (match.product ? [match.product] : []));
    const models = new Map(
      this.catalogueLoaders.primedModels(loaders, ctx, found).map((model) => [model.sku, model]),
    );
    return matches.map((match) => ({
      code: match.code,
      product: match.product ? models.get(match.product.sku)! : null,
      matchedBy: match.matchedBy,
    }));
  }
}
