import type { ShopContext } from '@shop/domain';
import type { Product } from '@shop/commerce';
import type { ProductModel } from './product.model';

export function toProductModel(product: Product, ctx: ShopContext): ProductModel {
  return {
    id: product.id,
    sku: product.sku,
    ean: product.ean,
    name: product.name,
    description: product.description,
    slug: product.slug,
    unit: product.unit,
    packSize: product.packSize,
    imageUrl: product.imageUrl,
    ctx,
    localeSlugs: product.alternates,
  };
}
