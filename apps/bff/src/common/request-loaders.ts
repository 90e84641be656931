import DataLoader from 'dataloader';
import type { ShopContext } from '@shop/domain';
import type { CategoryNode, CommercePort, Product } from '@shop/commerce';
import type { CustomerPrice, PricingPort } from '@shop/pricing';

/**
 * DataLoaders of one request, so a page of N products costs one upstream call per kind. Loaders
 * are keyed by the parts of the context that change results (tenant, language, customer).
 */
export class RequestLoaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  constructor(
    private readonly commerce: CommercePort,
    private readonly pricing: PricingPort,
  ) {}

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

  price(ctx: ShopContext): DataLoader<string, CustomerPrice | null> {
    return this.loader(`price|${ctx.mandantCode}|${ctx.customer?.id ?? '-'}`, (skus) =>
      this.pricing.getPrices(ctx, skus),
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
