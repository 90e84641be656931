import { Inject } from '@nestjs/common';
import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { CategoryDetail } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { notFound } from '../common/shop-error';
import { CachedCatalogue, type CatalogueReads } from './cached-catalogue';
import { CatalogueLoaders } from './catalogue-loaders';
import { CategoryArgs } from './catalogue.args';
import { CategoryDetailModel } from './catalogue.models';
import { CategoryModel, CategoryTreeModel } from './category.model';
import { LocaleAlternateModel } from './locale-alternate.model';
import { categoryAlternates } from './to-locale-alternates';
import { LocaleArgs } from '../common/locale.args';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

const ALTERNATES_DESCRIPTION =
  "The category's page in every shop locale whose tenant has products in it (this locale included), with that locale's slug.";

/** Query.categoryTree: the navigation tree of the locale's tenant. */
@Resolver(() => CategoryTreeModel)
export class CategoryTreeResolver {
  constructor(@Inject(CachedCatalogue) private readonly catalogue: CatalogueReads) {}

  @Query(() => CategoryTreeModel, {
    description: "The locale's category hierarchy with product counts (public; cached).",
  })
  async categoryTree(@Args() _args: LocaleArgs, @Shop() ctx: ShopContext): Promise<CategoryTreeModel> {
    return { categories: await this.catalogue.getCategoryTree(ctx) };
  }
}

/** Query.category (a category page) and CategoryDetail's own fields. */
@Resolver(() => CategoryDetailModel)
export class CategoryDetailResolver {
  constructor(
    @Inject(CachedCatalogue) private readonly catalogue: CatalogueReads,
    private readonly catalogueLoaders: CatalogueLoaders,
  ) {}

  @Query(() => CategoryDetailModel, {
    description: 'A category page; NOT_FOUND for unknown or empty categories.',
  })
  async category(@Args() args: CategoryArgs, @Shop() ctx: ShopContext): Promise<CategoryDetailModel> {
    const detail = await this.catalogue.getCategoryBySlug(ctx, args.slug);
    if (!detail) throw notFound('error.category-not-found', { slug: args.slug });
    return toCategoryDetail(detail);
  }

  /** One batched port call per response. */
  @ResolveField(() => [LocaleAlternateModel], { description: ALTERNATES_DESCRIPTION })
  async alternates(
    @Parent() category: CategoryDetailModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<LocaleAlternateModel[]> {
    return categoryAlternates(await this.catalogueLoaders.categoryAlternates(loaders).load(category.id));
  }
}

/**
 * Category's own fields (breadcrumbs, tree nodes). Its alternates are where a product or category
 * page leads in a locale that lacks the page itself (docs/decisions/0025).
 */
@Resolver(() => CategoryModel)
export class CategoryResolver {
  constructor(private readonly catalogueLoaders: CatalogueLoaders) {}

  @ResolveField(() => [LocaleAlternateModel], { description: ALTERNATES_DESCRIPTION })
  async alternates(
    @Parent() category: CategoryModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<LocaleAlternateModel[]> {
    return categoryAlternates(await this.catalogueLoaders.categoryAlternates(loaders).load(category.id));
  }
}

export function toCategoryDetail({ category, ancestors }: CategoryDetail): CategoryDetailModel {
  return {
    id: category.id,
    key: category.key,
    name: category.name,
    slug: category.slug,
    orderHint: category.orderHint,
    productCount: category.productCount,
    breadcrumbs: ancestors,
    subcategories: category.children,
  };
}
