import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { createRedis } from '@shop/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsModule } from '../events/events.module';
import { ROOT_LOGGER } from '../infra/tokens';
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
      inject: [APP_CONFIG, ROOT_LOGGER],
      // Its own connection of the request-path kind: with Redis down or paused a read fails at once
      // or after the command deadline (a miss) instead of waiting for a reconnect.
      useFactory: (config: AppConfig, logger: Logger) =>
        createRedis(config.REDIS_URL, 'commands', { name: 'price-cache', logger }),
    },
    PriceCacheService,
    PricingService,
    PriceInvalidationService,
  ],
  exports: [PricingService, PriceCacheService],
})
export class PricingModule {}
