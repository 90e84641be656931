import { Inject, Injectable } from '@nestjs/common';
import { PRICING_PORT, type PricingPort } from '@shop/pricing';
import { deadlineOfRequest } from '../graphql-limits/execution-deadline';
import { PriceCacheService } from './price-cache.service';
import { PriceLoaders } from './price-loaders';

/**
 * Hands out the price loaders of a request. They are kept per request object (a WeakMap: gone with
 * the request), so every field and query of one GraphQL operation shares the same batches.
 */
@Injectable()
export class PricingService {
  private readonly perRequest = new WeakMap<object, PriceLoaders>();

  constructor(
    @Inject(PRICING_PORT) private readonly pricing: PricingPort,
    private readonly cache: PriceCacheService,
  ) {}

  loadersFor(request: object): PriceLoaders {
    let loaders = this.perRequest.get(request);
    if (!loaders) {
      // The operation's deadline: no price batch starts, and none is waited for, after it.
      loaders = new PriceLoaders(this.pricing, this.cache, deadlineOfRequest(request));
      this.perRequest.set(request, loaders);
    }
    return loaders;
  }
}
