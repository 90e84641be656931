import DataLoader from 'dataloader';
import type { ShopContext } from '@shop/domain';
import type { PriceCacheKind } from '@shop/jobs';
import type { CustPrice, CustPrice1Unit, PricingPort } from '@shop/pricing';
import { withinDeadline, type OperationDeadline } from '../graphql-limits/execution-deadline';
import type { PriceCacheService } from './price-cache.service';
import { pricesVisibleIn } from './price-visibility';

/**
 * The price DataLoaders of one request. All loads of one tick for one tenant + customer become one
 * batch: the cache is read for all skus in one round trip, and only the misses go to the pricing
 * port, in one call. A page of 24 products therefore costs one port call cold and none warm.
 * With the operation's deadline, a batch after it calls neither Redis nor the port, a batch in
 * flight rejects when it passes, and misses read before it are not fetched after it.
 */
export class PriceLoaders {
  private readonly loaders = new Map<string, DataLoader<string, unknown>>();

  constructor(
    private readonly pricing: PricingPort,
    private readonly cache: PriceCacheService,
    private readonly deadline?: OperationDeadline,
  ) {}

  /** Listing price (one unit). Null without price visibility or where the tenant has no price. */
  unit(ctx: ShopContext, sku: string): Promise<CustPrice1Unit | null> {
    return this.load<CustPrice1Unit>('unit', ctx, sku, (skus) => this.pricing.custPrice1Units(ctx, skus));
  }

  /** Detail price with tier prices. */
  detail(ctx: ShopContext, sku: string): Promise<CustPrice | null> {
    return this.load<CustPrice>('detail', ctx, sku, (skus) => this.pricing.custPrices(ctx, skus));
  }

  private load<T extends CustPrice1Unit>(
    kind: PriceCacheKind,
    ctx: ShopContext,
    sku: string,
    fetch: (skus: readonly string[]) => Promise<(T | null)[]>,
  ): Promise<T | null> {
    if (!pricesVisibleIn(ctx)) return Promise.resolve(null);
    const { mandantCode } = ctx;
    const { customerNo } = ctx.customer;
    const loaderKey = `${kind}|${mandantCode}|${customerNo}`;
    let loader = this.loaders.get(loaderKey) as DataLoader<string, T | null> | undefined;
    if (!loader) {
      const deadline = this.deadline;
      loader = new DataLoader<string, T | null>(
        (skus) =>
          withinDeadline(deadline, async () => {
            const cached = await this.cache.readMany<T>(kind, mandantCode, customerNo, skus);
            const missing = skus.filter((_, i) => cached[i] === undefined);
            if (missing.length === 0) return cached.map((entry) => entry!.value);
            deadline?.throwIfPassed();
            const fresh = await fetch(missing);
            const bySku = new Map(missing.map((missingSku, i) => [missingSku, fresh[i] ?? null]));
            this.cache.writeMany(
              kind,
              mandantCode,
              customerNo,
              missing.map((missingSku) => ({ sku: missingSku, value: bySku.get(missingSku) ?? null })),
            );
            return skus.map((s, i) => (cached[i] ? cached[i].value : (bySku.get(s) ?? null)));
          }),
        { maxBatchSize: 500 },
      );
      this.loaders.set(loaderKey, loader as DataLoader<string, unknown>);
    }
    return loader.load(sku);
  }
}
