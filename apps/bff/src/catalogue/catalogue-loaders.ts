import { Inject, Injectable } from '@nestjs/common';
import type DataLoader from 'dataloader';
import type { CategoryDetail, CategoryNode, LocaleSlug, Product } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import type { RequestLoaders } from '../common/request-loaders';
import { notFound } from '../common/shop-error';
import { CachedCatalogue, type CatalogueReads } from './cached-catalogue';
import type { ProductModel } from './product.model';
import { toProductModel } from './to-product-model';

/**
 * The catalogue's per-request loaders, kept in the request's RequestLoaders: a page of N products
 * costs one catalogue call per kind.
 */
@Injectable()
export class CatalogueLoaders {
  constructor(@Inject(CachedCatalogue) private readonly catalogue: CatalogueReads) {}

  product(loaders: RequestLoaders, ctx: ShopContext): DataLoader<string, Product | null> {
    return loaders.get(`product|${ctx.mandantCode}|${ctx.language}`, (skus) =>
      this.catalogue.getProductsBySkus(ctx, skus),
    );
  }

  /**
   * The full product behind a ProductModel: primed by the query that returned it, or one batched load;
   * NOT_FOUND when the tenant no longer has it.
   */
  async productBehind(loaders: RequestLoaders, model: ProductModel): Promise<Product> {
    const product = await this.product(loaders, model.ctx).load(model.sku);
    if (!product) throw notFound('error.product-not-found', { sku: model.sku });
    return product;
  }

  /** The models of `products`, primed in the request's product loader so their field resolvers need no query. */
  primedModels(loaders: RequestLoaders, ctx: ShopContext, products: readonly Product[]): ProductModel[] {
    const productLoader = this.product(loaders, ctx);
    for (const product of products) productLoader.prime(product.sku, product);
    return products.map((product) => toProductModel(product, ctx));
  }

  category(loaders: RequestLoaders, ctx: ShopContext): DataLoader<string, CategoryNode | null> {
    return loaders.get(`category|${ctx.mandantCode}|${ctx.language}`, (keys) =>
      this.catalogue.getCategoriesByKeys(ctx, keys),
    );
  }

  /** Categories by id with their ancestors (product breadcrumbs). */
  categoryById(loaders: RequestLoaders, ctx: ShopContext): DataLoader<string, CategoryDetail | null> {
    return loaders.get(`category-by-id|${ctx.mandantCode}|${ctx.language}`, (ids) =>
      this.catalogue.getCategoriesByIds(ctx, ids),
    );
  }

  /** SKUs of ctx's tenant → their slugs in the shop locales whose tenant carries them. */
  productAlternates(loaders: RequestLoaders, ctx: ShopContext): DataLoader<string, LocaleSlug[]> {
    return loaders.get(`product-alternates|${ctx.mandantCode}|${ctx.language}`, (skus) =>
      this.catalogue.getProductAlternates(ctx, skus),
    );
  }

  /** Category ids → their slugs in the shop locales that show them (the same for everyone). */
  categoryAlternates(loaders: RequestLoaders): DataLoader<string, LocaleSlug[]> {
    return loaders.get('category-alternates', (ids) => this.catalogue.getCategoryAlternates(ids));
  }
}
