import { Args, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CatalogueLoaders } from '../catalogue/catalogue-loaders';
import { toProductModel } from '../catalogue/to-product-model';
import { LocaleArgs } from '../common/locale.args';
import { Loaders } from '../common/request/loaders.decorator';
import { Shop } from '../common/request/shop.decorator';
import type { RequestLoaders } from '../common/request-loaders';
import { EssenceListArgs } from './essence-list.args';
import { EssenceListPageModel, EssenceRestrictionModel } from './essence-list.models';
import { EssenceListService } from './essence-list.service';
import { EssenceRules } from './essence-rules.service';

/** Query.essenceList and Query.essenceRestriction (decisions 0101, 0102). */
@Resolver(() => EssenceListPageModel)
export class EssenceListResolver {
  constructor(
    private readonly lists: EssenceListService,
    private readonly rules: EssenceRules,
    private readonly catalogue: CatalogueLoaders,
  ) {}

  @Query(() => EssenceListPageModel, {
    description:
      'What the session customer buys regularly (its essence list), each item with its last five purchases, newest purchase first, paged and filtered by sku or name. An employee sees the customer it acts for; FORBIDDEN error.no-customer-selected without a customer; BAD_USER_INPUT error.invalid-essence-search / error.invalid-page for bad filters or paging.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  async essenceList(
    @Args() args: EssenceListArgs,
    @Shop() ctx: ShopContext,
    @Loaders() loaders: RequestLoaders,
  ): Promise<EssenceListPageModel> {
    const page = await this.lists.page(ctx, args);
    const products = await this.catalogue
      .product(loaders, ctx)
      .loadMany(page.items.map((item) => item.itemNo));
    page.items.forEach((item, index) => {
      const product = products[index];
      item.product = product && !(product instanceof Error) ? toProductModel(product, ctx) : null;
    });
    return page;
  }

  @Query(() => EssenceRestrictionModel, {
    description:
      'Whether the session customer may order only its essence list, and its skus then (product cards and quick order mark the others). Guests and customers without the restriction: false and no skus.',
  })
  async essenceRestriction(
    @Args() _args: LocaleArgs,
    @Shop() ctx: ShopContext,
  ): Promise<EssenceRestrictionModel> {
    const restriction = await this.rules.restrictionOf(ctx);
    return {
      onlyItemsFromEssenceList: restriction.onlyEssence,
      skus: restriction.onlyEssence ? [...restriction.skus] : [],
    };
  }
}
