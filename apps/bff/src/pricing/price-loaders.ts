import { Inject, Injectable } from '@nestjs/common';
import { pricesVisible, type ShopContext } from '@shop/domain';
import type { PriceCacheKind } from '@shop/jobs';
import { PRICING_PORT, type CustPrice, type CustPrice1Unit, type PricingPort } from '@shop/pricing';
import type { RequestLoaders } from '../common/request-loaders';
import { PriceCacheService } from './price-cache.service';

/**
 * Customer prices through the request's loaders (RequestLoaders). All loads of one tick for one
 * tenant + customer become one batch: the cache is read for all skus in one round trip, and only
 * the misses go to the pricing port, in one call. A page of 24 products therefore costs one port
 * call cold and none warm. With the operation's deadline, a batch after it calls neither Redis nor
 * the port, a batch in flight rejects when it passes, and misses read before it are not fetched.
 */
@Injectable()
export class PriceLoaders {
  constructor(
    @Inject(PRICING_PORT) private readonly pricing: PricingPort,
    private readonly cache: PriceCacheService,
  ) {}

  /** Listing price (one unit). Null without price visibility or where the tenant has no price. */
  unit(loaders: RequestLoaders, ctx: ShopContext, sku: string): Promise<CustPrice1Unit | null> {
    return this.load<CustPrice1Unit>(loaders, 'unit', ctx, sku, (skus) =>
      this.pricing.custPrice1Units(ctx, skus),
    );
  }

  /** Detail price with tier prices. */
  detail(loaders: RequestLoaders, ctx: ShopContext, sku: string): Promise<CustPrice | null> {
    return this.load<CustPrice>(loaders, 'detail', ctx, sku, (skus) => this.pricing.custPrices(ctx, skus));
  }

  private load<T extends CustPrice1Unit>(
    loaders: RequestLoaders,
    kind: PriceCacheKind,
    ctx: ShopContext,
    sku: string,
    fetch: (skus: readonly string[]) => Promise<(T | null)[]>,
  ): Promise<T | null> {
    if (!pricesVisible(ctx)) return Promise.resolve(null);
    const { mandantCode } = ctx;
    const { customerNo } = ctx.customer;
    const loader = loaders.get<T | null>(`price-${kind}|${mandantCode}|${customerNo}`, async (skus) => {
      const cached = await this.cache.readMany<T>(kind, mandantCode, customerNo, skus);
      const missing = skus.filter((_, i) => cached[i] === undefined);
      if (missing.length === 0) return cached.map((entry) => entry!.value);
      loaders.deadline?.throwIfPassed();
      const fresh = await fetch(missing);
      const bySku = new Map(missing.map((missingSku, i) => [missingSku, fresh[i] ?? null]));
      this.cache.writeMany(
        kind,
        mandantCode,
        customerNo,
        missing.map((missingSku) => ({ sku: missingSku, value: bySku.get(missingSku) ?? null })),
      );
      return skus.map((s, i) => (cached[i] ? cached[i].value : (bySku.get(s) ?? null)));
    });
    return loader.load(sku);
  }
}
