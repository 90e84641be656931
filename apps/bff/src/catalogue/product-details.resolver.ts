import { Inject } from '@nestjs/common';
import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Product } from '@shop/commerce';
import type { GraphqlContext } from '../common/graphql-context';
import { notFound } from '../common/shop-error';
import { ProductAttributesModel } from './catalog-browse.models';
import { CachedCatalogue, type CatalogueReads } from './cached-catalogue';
import { CategoryModel } from './category.model';
import { ProductModel } from './product.model';
import { toProductModel } from './to-product-model';

const RELATED_DEFAULT = 12;
const RELATED_MAX = 24;

/** Product fields of the product page (attributes, breadcrumbs, related products); prices live in ProductResolver. */
@Resolver(() => ProductModel)
export class ProductDetailsResolver {
  constructor(@Inject(CachedCatalogue) private readonly catalogue: CatalogueReads) {}

  @ResolveField(() => ProductAttributesModel)
  async attributes(
    @Parent() parent: ProductModel,
    @Context() context: GraphqlContext,
  ): Promise<ProductAttributesModel> {
    return toAttributes((await this.loadProduct(parent, context)).attributes);
  }

  @ResolveField(() => [CategoryModel], {
    description: "The product's category path from the root down, its own category last.",
  })
  async breadcrumbs(
    @Parent() parent: ProductModel,
    @Context() context: GraphqlContext,
  ): Promise<CategoryModel[]> {
    const product = await this.loadProduct(parent, context);
    const detail = await context.loaders.categoryById(parent.ctx).load(product.categoryId);
    return detail ? [...detail.ancestors, detail.category] : [];
  }

  @ResolveField(() => [ProductModel], { description: 'Other products of the same category.' })
  async relatedProducts(
    @Parent() parent: ProductModel,
    @Args('limit', { type: () => Int, defaultValue: RELATED_DEFAULT }) limit: number,
    @Context() { loaders }: GraphqlContext,
  ): Promise<ProductModel[]> {
    const capped = Math.min(Math.max(1, Math.floor(limit)), RELATED_MAX);
    const related = await this.catalogue.getRelatedProducts(parent.ctx, parent.id, capped);
    const productLoader = loaders.product(parent.ctx);
    for (const product of related) productLoader.prime(product.sku, product);
    return related.map((product) => toProductModel(product, parent.ctx));
  }

  /** The full product behind a ProductModel: primed by the query that returned it, or one batched load. */
  private async loadProduct(parent: ProductModel, { loaders }: GraphqlContext): Promise<Product> {
    const product = await loaders.product(parent.ctx).load(parent.sku);
    if (!product) throw notFound('error.product-not-found', { sku: parent.sku });
    return product;
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

export function toAttributes(attributes: Record<string, unknown>): ProductAttributesModel {
  const badges = Array.isArray(attributes.badge) ? attributes.badge : [];
  return {
    container: text(attributes.container),
    subtitle: text(attributes.subtitle),
    minimumOrderQuantity: Math.max(1, integer(attributes.minimum_order_quantity) ?? 1),
    qtyInOverpack: integer(attributes.qty_in_overpack),
    hazardousMaterial: attributes.hazardous_material === true,
    energyOption: text(attributes.energy_option),
    academyIndustry: text(attributes.academy_industry),
    academyType: text(attributes.academy_type),
    hasIvpPrices: attributes.has_ivp_prices === true,
    successorArticleNumber: text(attributes.successor_article_number),
    badges: badges
      .map((badge: unknown) =>
        badge && typeof badge === 'object' ? (badge as { key?: unknown }).key : badge,
      )
      .filter((key): key is string => typeof key === 'string'),
  };
}
