import { Inject } from '@nestjs/common';
import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { CategoryDetail } from '@shop/commerce';
import { CATEGORY_SEARCH_LIMIT, normalizeSearchTerm, searchCategories, type ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { notFound } from '../common/shop-error';
import { CachedCatalogue, type CatalogueReads } from './cached-catalogue';
import { CatalogueLoaders } from './catalogue-loaders';
import { CategoriesArgs, CategoryArgs, CategoryTreeArgs } from './catalogue.args';
import { CategoryDetailModel } from './catalogue.models';
import {
  CategoryFieldsModel,
  CategoryModel,
  CategorySeoInformationModel,
  CategoryTreeModel,
} from './category.model';
import { noQueryProvided } from './product.resolver';
import { LocaleAlternateModel } from './locale-alternate.model';
import { categoryAlternates } from './to-locale-alternates';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

const ALTERNATES_DESCRIPTION =
  "The category's page in every shop locale whose tenant has products in it (this locale included), with that locale's slug.";

/** Query.categoryTree: the navigation tree of the locale's tenant. */
@Resolver(() => CategoryTreeModel)
export class CategoryTreeResolver {
  constructor(@Inject(CachedCatalogue) private readonly catalogue: CatalogueReads) {}

  @Query(() => CategoryTreeModel, {
    description:
      "The locale's category hierarchy with product counts (public; cached); with rootId the part below that category. NOT_FOUND for an unknown or empty rootId.",
  })
  async categoryTree(@Args() args: CategoryTreeArgs, @Shop() ctx: ShopContext): Promise<CategoryTreeModel> {
    if (!args.rootId) {
      const categories = await this.catalogue.getCategoryTree(ctx);
      return { id: null, breadcrumbs: [], categoryIds: idsOf(categories), categories };
    }
    const [detail] = await this.catalogue.getCategoriesByIds(ctx, [args.rootId]);
    if (!detail) throw notFound('error.category-not-found', { id: args.rootId });
    const categories = detail.category.children;
    return {
      id: detail.category.id,
      breadcrumbs: [...detail.ancestors, detail.category],
      categoryIds: idsOf(categories),
      categories,
    };
  }

  @Query(() => [CategoryModel], {
    description:
      'Categories of the locale whose name contains every word of `query` (case and accents ignored), parents before children, at most 25 (public; cached tree). A blank query: BAD_USER_INPUT.',
  })
  async categories(@Args() args: CategoriesArgs, @Shop() ctx: ShopContext): Promise<CategoryModel[]> {
    const query = normalizeSearchTerm(args.query);
    if (!query) throw noQueryProvided();
    return searchCategories(await this.catalogue.getCategoryTree(ctx), query, CATEGORY_SEARCH_LIMIT);
  }
}

function idsOf(categories: readonly CategoryModel[]): string[] {
  return categories.flatMap((category) => [category.id, ...idsOf(category.children)]);
}

/** Category and CategoryDetail both answer seoInformation from the node's texts. */
function seoInformationOf(category: CategoryFieldsModel): CategorySeoInformationModel {
  return { title: category.seoTitle, description: category.seoDescription };
}

const SEO_DESCRIPTION = "The category's texts for search engines in the locale's language.";

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

  @ResolveField(() => CategorySeoInformationModel, { description: SEO_DESCRIPTION })
  seoInformation(@Parent() category: CategoryDetailModel): CategorySeoInformationModel {
    return seoInformationOf(category);
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

  @ResolveField(() => CategorySeoInformationModel, { description: SEO_DESCRIPTION })
  seoInformation(@Parent() category: CategoryModel): CategorySeoInformationModel {
    return seoInformationOf(category);
  }

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
    seoTitle: category.seoTitle,
    seoDescription: category.seoDescription,
    breadcrumbs: ancestors,
    subcategories: category.children,
  };
}
