import DataLoader from 'dataloader';
import type { ShopContext } from '@shop/domain';
import type { CategoryDetail, CategoryNode, LocaleSlug, Product } from '@shop/commerce';
import type { CatalogueReads } from '../catalogue/cached-catalogue';
import { withinDeadline, type OperationDeadline } from '../graphql-limits/execution-deadline';

/**
 * DataLoaders of one request, so a page of N products costs one upstream call per kind. Loaders
 * are keyed by the parts of the context that change results (tenant, language, customer).
 * With the operation's deadline, a batch after the deadline does not call the catalogue, and a batch
 * in flight when it passes rejects at once (its loads end with the coded error).
 */
export class RequestLoaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  // Prices have their own cached loaders: apps/bff/src/pricing/price-loaders.ts.
  constructor(
    private readonly catalogue: CatalogueReads,
    private readonly deadline?: OperationDeadline,
  ) {}

  product(ctx: ShopContext): DataLoader<string, Product | null> {
    return this.loader(`product|${ctx.mandantCode}|${ctx.language}`, (skus) =>
      this.catalogue.getProductsBySkus(ctx, skus),
    );
  }

  category(ctx: ShopContext): DataLoader<string, CategoryNode | null> {
    return this.loader(`category|${ctx.mandantCode}|${ctx.language}`, (keys) =>
      this.catalogue.getCategoriesByKeys(ctx, keys),
    );
  }

  /** Categories by id with their ancestors (product breadcrumbs). */
  categoryById(ctx: ShopContext): DataLoader<string, CategoryDetail | null> {
    return this.loader(`category-by-id|${ctx.mandantCode}|${ctx.language}`, (ids) =>
      this.catalogue.getCategoriesByIds(ctx, ids),
    );
  }

  /** SKUs of ctx's tenant → their slugs in the shop locales whose tenant carries them. */
  productAlternates(ctx: ShopContext): DataLoader<string, LocaleSlug[]> {
    return this.loader(`product-alternates|${ctx.mandantCode}|${ctx.language}`, (skus) =>
      this.catalogue.getProductAlternates(ctx, skus),
    );
  }

  /** Category ids → their slugs in the shop locales that show them (the same for everyone). */
  categoryAlternates(): DataLoader<string, LocaleSlug[]> {
    return this.loader('category-alternates', (ids) => this.catalogue.getCategoryAlternates(ids));
  }

  private loader<V>(key: string, batch: (keys: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    let loader = this.loaders.get(key) as DataLoader<string, V> | undefined;
    if (!loader) {
      const deadline = this.deadline;
      loader = new DataLoader<string, V>((keys) => withinDeadline(deadline, () => batch(keys)), {
        maxBatchSize: 500,
      });
      this.loaders.set(key, loader as DataLoader<string, unknown>);
    }
    return loader;
  }
}
