import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../common/graphql-context';
import { CategoryDetailModel } from './catalog-browse.models';
import { CategoryModel } from './category.model';
import { LocaleAlternateModel } from './locale-alternate.model';
import { ProductModel } from './product.model';
import { categoryAlternates, productAlternates } from './to-locale-alternates';

const PRODUCT_DESCRIPTION =
  "The product's page in every shop locale whose tenant carries it (this locale included), with that locale's slug.";
const CATEGORY_DESCRIPTION =
  "The category's page in every shop locale whose tenant has products in it (this locale included), with that locale's slug.";

/**
 * Product.alternates: from the product page's own port answer when it brought them, otherwise one
 * batched port call for all products of the response.
 */
@Resolver(() => ProductModel)
export class ProductAlternatesResolver {
  @ResolveField(() => [LocaleAlternateModel], { description: PRODUCT_DESCRIPTION })
  async alternates(
    @Parent() product: ProductModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<LocaleAlternateModel[]> {
    const slugs = product.localeSlugs ?? (await loaders.productAlternates(product.ctx).load(product.sku));
    return productAlternates(slugs);
  }
}

/** CategoryDetail.alternates (category page): one batched port call per response. */
@Resolver(() => CategoryDetailModel)
export class CategoryDetailAlternatesResolver {
  @ResolveField(() => [LocaleAlternateModel], { description: CATEGORY_DESCRIPTION })
  async alternates(
    @Parent() category: CategoryDetailModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<LocaleAlternateModel[]> {
    return categoryAlternates(await loaders.categoryAlternates().load(category.id));
  }
}

/**
 * Category.alternates (breadcrumbs, tree nodes): where a product or category page leads in a locale
 * that lacks the page itself (docs/decisions/0025).
 */
@Resolver(() => CategoryModel)
export class CategoryAlternatesResolver {
  @ResolveField(() => [LocaleAlternateModel], { description: CATEGORY_DESCRIPTION })
  async alternates(
    @Parent() category: CategoryModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<LocaleAlternateModel[]> {
    return categoryAlternates(await loaders.categoryAlternates().load(category.id));
  }
}
