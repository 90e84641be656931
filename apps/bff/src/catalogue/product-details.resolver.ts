import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Product } from '@shop/commerce';
import { orderHintText, priceModeOf, type PriceMode, type ShopContext } from '@shop/domain';
import type { RequestLoaders } from '../common/request-loaders';
import { Loaders } from '../common/request/loaders.decorator';
import { CatalogueLoaders } from './catalogue-loaders';
import { CategoryModel } from './category.model';
import { ProductModel } from './product.model';
import { CategoryOrderHintModel, PRICE_MODES, VariantInfoModel, VariantModel } from './variant.model';

/**
 * Product's catalogue-detail fields (docs/decisions/0117): search-engine texts, keywords, type, tax
 * category, categories with order hints and the variants. All come from the product the request has
 * loaded already (primed by the query that returned it, or one batched load).
 */
@Resolver(() => ProductModel)
export class ProductDetailsResolver {
  constructor(private readonly catalogueLoaders: CatalogueLoaders) {}

  @ResolveField(() => PRICE_MODES, { description: "Where the product's price comes from." })
  async priceMode(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders): Promise<PriceMode> {
    return priceModeOf((await this.load(loaders, parent)).attributes);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "Title for search engines in the locale's language; null: use the name.",
  })
  async metaTitle(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return (await this.load(loaders, parent)).metaTitle;
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "Description for search engines in the locale's language; null: use the description.",
  })
  async metaDescription(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return (await this.load(loaders, parent)).metaDescription;
  }

  @ResolveField(() => String, {
    nullable: true,
    description: "Keywords meta text in the locale's language; null when none is kept.",
  })
  async metaKeywords(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return (await this.load(loaders, parent)).metaKeywords;
  }

  @ResolveField(() => [String], {
    description: "Extra words the product is found by in the locale's language (sku, EAN, category name …).",
  })
  async searchKeywords(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return (await this.load(loaders, parent)).searchKeywords;
  }

  @ResolveField(() => String, { description: 'Product type: consumable, device or training.' })
  async productType(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return (await this.load(loaders, parent)).productType;
  }

  @ResolveField(() => String, {
    description:
      "Tax category (standard): the tenant's one tax rate applies to the cart's net (decision 0117).",
  })
  async taxCategory(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return (await this.load(loaders, parent)).taxCategory;
  }

  @ResolveField(() => [CategoryModel], {
    description: 'The categories the product is in (this shop: one), each with its children.',
  })
  async categories(
    @Parent() parent: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CategoryModel[]> {
    const product = await this.load(loaders, parent);
    const detail = await this.catalogueLoaders.categoryById(loaders, parent.ctx).load(product.categoryId);
    return detail ? [detail.category] : [];
  }

  @ResolveField(() => [CategoryOrderHintModel], {
    description: "The product's position in each of its categories.",
  })
  async categoryOrderHints(
    @Parent() parent: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CategoryOrderHintModel[]> {
    const product = await this.load(loaders, parent);
    return [{ categoryId: product.categoryId, orderHint: orderHintText(product.categoryOrderHint) }];
  }

  @ResolveField(() => VariantModel, { description: 'The variant a product page shows first.' })
  async mainVariant(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return toVariant(await this.load(loaders, parent), parent.ctx);
  }

  @ResolveField(() => [VariantModel], { description: 'All variants of the product, the main one first.' })
  async variants(@Parent() parent: ProductModel, @Loaders() loaders: RequestLoaders) {
    return [toVariant(await this.load(loaders, parent), parent.ctx)];
  }

  @ResolveField(() => VariantInfoModel, { description: "What tells the product's variants apart." })
  async variantInfo(
    @Parent() parent: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<VariantInfoModel> {
    const product = await this.load(loaders, parent);
    return {
      count: 1,
      variantAttributeNames: product.variantAttributes
        .filter((attribute) => attribute.isVariantAttribute)
        .map((attribute) => attribute.name),
    };
  }

  private load(loaders: RequestLoaders, parent: ProductModel): Promise<Product> {
    return this.catalogueLoaders.productBehind(loaders, parent);
  }
}

/** The product's one variant (decision 0117); prices are added by pricing/variant-price.resolver.ts. */
export function toVariant(product: Product, ctx: ShopContext): VariantModel {
  return {
    sku: product.sku,
    images: [product.imageUrl],
    assets: [{ key: 'asset_product_image', url: product.imageUrl, mediaType: mediaTypeOf(product.imageUrl) }],
    attributes: product.variantAttributes.map((attribute) => ({
      name: attribute.name,
      label: attribute.label,
      type: attribute.type,
      originalType: attribute.originalType,
      group: attribute.group,
      value: typeof attribute.value === 'string' ? attribute.value : JSON.stringify(attribute.value),
      isVariantAttribute: attribute.isVariantAttribute,
    })),
    ctx,
  };
}

const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

function mediaTypeOf(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return MEDIA_TYPES[extension] ?? 'application/octet-stream';
}
