import { Inject } from '@nestjs/common';
import { Args, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { NoQueryProvidedError, type AttributeFilter, type ProductList } from '@shop/commerce';
import { normalizeSearchTerm, SUGGESTION_LIMIT, type ShopContext } from '@shop/domain';
import type { RequestLoaders } from '../common/request-loaders';
import { Shop } from '../common/request/shop.decorator';
import { badInput, notFound } from '../common/shop-error';
import { CachedCatalogue, type CatalogueReads } from './cached-catalogue';
import { CatalogueLoaders } from './catalogue-loaders';
import { ProductArgs, ProductsArgs, ProductSuggestionsArgs } from './catalogue.args';
import { ProductAttributesModel, ProductListModel, ProductSuggestionModel } from './catalogue.models';
import { CategoryModel } from './category.model';
import { LocaleAlternateModel } from './locale-alternate.model';
import { ProductModel } from './product.model';
import { productAlternates } from './to-locale-alternates';
import { toAttributes } from './to-product-attributes';
import { Loaders } from '../common/request/loaders.decorator';

/** The query filter naming a category (a slug) instead of an attribute. */
const CATEGORY_FILTER = 'category';
const RELATED_DEFAULT = 12;
const RELATED_MAX = 24;

export const noQueryProvided = () => badInput('error.no-query-provided', { reason: 'no query provided' });

/**
 * Product pages, listings, search and type-ahead (docs/rules/calls.md), and Product's catalogue fields.
 * Product's price fields are answered by pricing/product-price.resolver.ts.
 */
@Resolver(() => ProductModel)
export class ProductResolver {
  constructor(
    @Inject(CachedCatalogue) private readonly catalogue: CatalogueReads,
    private readonly catalogueLoaders: CatalogueLoaders,
  ) {}

  @Query(() => ProductListModel, {
    description:
      'A page of products: a category (queryFilter `category`), a search (searchTerm) or both. Without either: BAD_USER_INPUT "no query provided".',
  })
  async products(
    @Args() args: ProductsArgs,
    @Shop() ctx: ShopContext,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ProductListModel> {
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
    return { ...list, items: this.catalogueLoaders.primedModels(loaders, ctx, list.items) };
  }

  @Query(() => ProductModel, {
    description:
      'A product by slug or by sku (exactly one of them); NOT_FOUND for products outside the shop.',
  })
  async product(
    @Args() args: ProductArgs,
    @Shop() ctx: ShopContext,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ProductModel> {
    const { slug, sku } = args;
    if (!slug === !sku) throw badInput('error.invalid-product', { slug: slug ?? null, sku: sku ?? null });
    const product = slug
      ? await this.catalogue.getProductBySlug(ctx, slug)
      : ((await this.catalogue.getProductsBySkus(ctx, [sku!]))[0] ?? null);
    if (!product) throw notFound('error.product-not-found', slug ? { slug } : { sku: sku! });
    return this.catalogueLoaders.primedModels(loaders, ctx, [product])[0]!;
  }

  @Query(() => [ProductSuggestionModel], { description: 'Type-ahead suggestions for the search box.' })
  async productSuggestions(
    @Args() args: ProductSuggestionsArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ProductSuggestionModel[]> {
    const term = normalizeSearchTerm(args.searchTerm);
    if (!term) throw noQueryProvided();
    return this.catalogue.suggestProducts(ctx, term, SUGGESTION_LIMIT);
  }

  @ResolveField(() => ProductAttributesModel, {
    description: 'The attributes the shop reads (minimum order quantity, hazards, successor, …).',
  })
  async attributes(
    @Parent() parent: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ProductAttributesModel> {
    return toAttributes((await this.catalogueLoaders.productBehind(loaders, parent)).attributes);
  }

  @ResolveField(() => [CategoryModel], {
    description: "The product's category path from the root down, its own category last.",
  })
  async breadcrumbs(
    @Parent() parent: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CategoryModel[]> {
    const product = await this.catalogueLoaders.productBehind(loaders, parent);
    const detail = await this.catalogueLoaders.categoryById(loaders, parent.ctx).load(product.categoryId);
    return detail ? [...detail.ancestors, detail.category] : [];
  }

  @ResolveField(() => [ProductModel], { description: 'Other products of the same category.' })
  async relatedProducts(
    @Parent() parent: ProductModel,
    @Args('limit', {
      type: () => Int,
      defaultValue: RELATED_DEFAULT,
      description: 'How many related products at most.',
    })
    limit: number,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ProductModel[]> {
    const capped = Math.min(Math.max(1, Math.floor(limit)), RELATED_MAX);
    const related = await this.catalogue.getRelatedProducts(parent.ctx, parent.id, capped);
    return this.catalogueLoaders.primedModels(loaders, parent.ctx, related);
  }

  /**
   * From the product page's own port answer when it brought them, otherwise one batched port call
   * for all products of the response.
   */
  @ResolveField(() => [LocaleAlternateModel], {
    description:
      "The product's page in every shop locale whose tenant carries it (this locale included), with that locale's slug.",
  })
  async alternates(
    @Parent() product: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<LocaleAlternateModel[]> {
    const slugs =
      product.localeSlugs ??
      (await this.catalogueLoaders.productAlternates(loaders, product.ctx).load(product.sku));
    return productAlternates(slugs);
  }
}

function toFilters(filters: readonly AttributeFilter[] | null | undefined): AttributeFilter[] {
  return (filters ?? []).map((filter) => ({ name: filter.name, values: [...filter.values] }));
}
