import { Module } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsModule } from '../events/events.module';
import { PriceCacheService } from './price-cache.service';
import { PriceInvalidationService } from './price-invalidation.service';
import { PRICE_CACHE_REDIS } from './pricing.tokens';
import { PricingService } from './pricing.service';

/**
 * Customer prices in the BFF: per-request loaders over a Redis cache in front of the pricing port,
 * and the invalidation on prices-changed events. The GraphQL resolvers (PricingResolver and the price
 * fields of ProductResolver) are in GRAPHQL_RESOLVERS and use PricingService.
 */
@Module({
  imports: [EventsModule],
  providers: [
    {
      provide: PRICE_CACHE_REDIS,
      inject: [APP_CONFIG],
      // Its own connection without offline queue: with Redis down a read fails at once (a miss)
      // instead of waiting for a reconnect.
      useFactory: (config: AppConfig) =>
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }),
    },
    PriceCacheService,
    PricingService,
    PriceInvalidationService,
  ],
  exports: [PricingService, PriceCacheService],
})
export class PricingModule {}
