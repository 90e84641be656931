import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import {
  NoQueryProvidedError,
  type AttributeFilter,
  type CategoryDetail,
  type ProductList,
} from '@shop/commerce';
import { normalizeSearchTerm, SUGGESTION_LIMIT, type ShopContext } from '@shop/domain';
import type { GraphqlContext } from '../common/graphql-context';
import { shopContextFor } from '../common/shop-context.factory';
import { badInput, notFound } from '../common/shop-error';
import { CachedCatalogue, type CatalogueReads } from './cached-catalogue';
import { CategoryArgs, ProductArgs, ProductsArgs, ProductSuggestionsArgs } from './catalog-browse.args';
import { CategoryDetailModel, ProductListModel, ProductSuggestionModel } from './catalog-browse.models';
import { ProductModel } from './product.model';
import { toProductModel } from './to-product-model';
import { validateArgs } from './validate-args';

/** The query filter naming a category (a slug) instead of an attribute. */
const CATEGORY_FILTER = 'category';

export const noQueryProvided = () => badInput('error.no-query-provided', { reason: 'no query provided' });

/** Category pages, listings, search and product pages (spec 02 §7). Prices are Product's own fields. */
@Resolver()
export class CatalogBrowseResolver {
  constructor(@Inject(CachedCatalogue) private readonly catalogue: CatalogueReads) {}

  @Query(() => CategoryDetailModel, {
    description: 'A category page; NOT_FOUND for unknown or empty categories.',
  })
  async category(
    @Args() raw: CategoryArgs,
    @Context() { req }: GraphqlContext,
  ): Promise<CategoryDetailModel> {
    const args = validateArgs(CategoryArgs, raw);
    const ctx = shopContextFor(req.session?.user, args.locale);
    const detail = await this.catalogue.getCategoryBySlug(ctx, args.slug);
    if (!detail) throw notFound('error.category-not-found', { slug: args.slug });
    return toCategoryDetail(detail);
  }

  @Query(() => ProductListModel, {
    description:
      'A page of products: a category (queryFilter `category`), a search (searchTerm) or both. Without either: BAD_USER_INPUT "no query provided".',
  })
  async products(
    @Args() raw: ProductsArgs,
    @Context() { req, loaders }: GraphqlContext,
  ): Promise<ProductListModel> {
    const args = validateArgs(ProductsArgs, raw);
    const ctx = shopContextFor(req.session?.user, args.locale);
    const categories = (args.queryFilter ?? [])
      .filter((f) => f.name === CATEGORY_FILTER)
      .flatMap((f) => f.values);
    if (categories.length > 1) throw badInput('error.invalid-filter', { reason: 'one category only' });
    const searchTerm = normalizeSearchTerm(args.searchTerm);
    if (!searchTerm && categories.length === 0) throw noQueryProvided();
    let list: ProductList;
    try {
      list = await this.catalogue.listProducts(ctx, {
        categorySlug: categories[0],
        searchTerm: searchTerm || undefined,
        page: args.page,
        limit: args.limit,
        sort: args.sort,
        filters: toFilters(args.filter),
        queryFilters: toFilters(args.queryFilter?.filter((f) => f.name !== CATEGORY_FILTER)),
      });
    } catch (error) {
      if (error instanceof NoQueryProvidedError) throw noQueryProvided();
      throw error;
    }
    const productLoader = loaders.product(ctx);
    // Field resolvers (attributes, prices) of this response find the products without another query.
    for (const product of list.items) productLoader.prime(product.sku, product);
    return { ...list, items: list.items.map((product) => toProductModel(product, ctx)) };
  }

  @Query(() => ProductModel, {
    description: 'A product page by slug; NOT_FOUND for products outside the shop.',
  })
  async product(
    @Args() raw: ProductArgs,
    @Context() { req, loaders }: GraphqlContext,
  ): Promise<ProductModel> {
    const args = validateArgs(ProductArgs, raw);
    const ctx = shopContextFor(req.session?.user, args.locale);
    const product = await this.catalogue.getProductBySlug(ctx, args.slug);
    if (!product) throw notFound('error.product-not-found', { slug: args.slug });
    loaders.product(ctx).prime(product.sku, product);
    return toProductModel(product, ctx);
  }

  @Query(() => [ProductSuggestionModel], { description: 'Type-ahead suggestions for the search box.' })
  async productSuggestions(
    @Args() raw: ProductSuggestionsArgs,
    @Context() { req }: GraphqlContext,
  ): Promise<ProductSuggestionModel[]> {
    const args = validateArgs(ProductSuggestionsArgs, raw);
    const ctx: ShopContext = shopContextFor(req.session?.user, args.locale);
    const term = normalizeSearchTerm(args.searchTerm);
    if (!term) throw noQueryProvided();
    return this.catalogue.suggestProducts(ctx, term, SUGGESTION_LIMIT);
  }
}

function toFilters(filters: readonly AttributeFilter[] | null | undefined): AttributeFilter[] {
  return (filters ?? []).map((filter) => ({ name: filter.name, values: [...filter.values] }));
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
