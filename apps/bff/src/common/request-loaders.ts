import DataLoader from 'dataloader';
import type { ShopContext } from '@shop/domain';
import type { CategoryNode, CommercePort, Product } from '@shop/commerce';

/**
 * DataLoaders of one request, so a page of N products costs one upstream call per kind. Loaders
 * are keyed by the parts of the context that change results (tenant, language, customer).
 */
export class RequestLoaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  // Prices have their own cached loaders: apps/bff/src/pricing/price-loaders.ts.
  constructor(private readonly commerce: CommercePort) {}

  product(ctx: ShopContext): DataLoader<string, Product | null> {
    return this.loader(`product|${ctx.mandantCode}|${ctx.language}`, (skus) =>
      this.commerce.getProductsBySkus(ctx, skus),
    );
  }

  category(ctx: ShopContext): DataLoader<string, CategoryNode | null> {
    return this.loader(`category|${ctx.mandantCode}|${ctx.language}`, (keys) =>
      this.commerce.getCategoriesByKeys(ctx, keys),
    );
  }

  private loader<V>(key: string, batch: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    let loader = this.loaders.get(key) as DataLoader<string, V> | undefined;
    if (!loader) {
      loader = new DataLoader<string, V>(batch, { maxBatchSize: 500 });
      this.loaders.set(key, loader as DataLoader<string, unknown>);
    }
    return loader;
  }
}
