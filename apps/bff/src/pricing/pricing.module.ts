import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { createRedis } from '@shop/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsModule } from '../events/events.module';
import { ROOT_LOGGER } from '../infra/tokens';
import { ShopConfigModule } from '../shop-config/shop-config.module';
import { CartChargesService } from './cart-charges.service';
import { CartPricingService } from './cart-pricing.service';
import { PriceCacheService } from './price-cache.service';
import { PriceInvalidationService } from './price-invalidation.service';
import { PriceLoaders } from './price-loaders';
import { PRICE_CACHE_REDIS } from './pricing.tokens';
import { PricingResolver } from './pricing.resolver';
import { CartLinePriceResolver, CartPriceResolver } from './cart-price.resolver';
import { ProductPriceResolver } from './product-price.resolver';
import { VariantPriceResolver } from './variant-price.resolver';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const PRICING_RESOLVERS = [
  PricingResolver,
  ProductPriceResolver,
  VariantPriceResolver,
  CartPriceResolver,
  CartLinePriceResolver,
];

/**
 * Customer prices in the BFF: per-request price loaders over a Redis cache in front of the pricing
 * port, the price queries and Product's price fields, and the invalidation on prices-changed events.
 */
@Module({
  imports: [EventsModule, ShopConfigModule],
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
    PriceLoaders,
    PriceInvalidationService,
    CartChargesService,
    CartPricingService,
    ...PRICING_RESOLVERS,
  ],
  exports: [PriceCacheService, PriceLoaders, CartChargesService, CartPricingService],
})
export class PricingModule {}
