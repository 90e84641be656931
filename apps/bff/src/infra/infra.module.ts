import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { createDb, type Db } from '@shop/db';
import { COMMERCE_PORT, EmbeddedCommerceAdapter } from '@shop/commerce';
import { CMS_PORT, EmbeddedCmsAdapter } from '@shop/cms';
import { EmbeddedPricingAdapter, PRICING_PORT } from '@shop/pricing';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DB, REDIS, REDIS_SUBSCRIBER } from './tokens';

const redisOptions = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false } as const;

/**
 * Database, Redis and the upstream ports. The embedded adapters are chosen here; a real upstream
 * (commercetools, a headless CMS, an ERP price service) is another provider behind the same token.
 */
@Global()
@Module({
  providers: [
    {
      provide: DB,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createDb(config.DATABASE_URL, { max: 10 }),
    },
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new Redis(config.REDIS_URL, redisOptions),
    },
    {
      provide: REDIS_SUBSCRIBER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Redis(config.REDIS_URL, { ...redisOptions, maxRetriesPerRequest: null, enableReadyCheck: false }),
    },
    { provide: COMMERCE_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCommerceAdapter(db) },
    { provide: CMS_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCmsAdapter(db) },
    { provide: PRICING_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedPricingAdapter(db) },
  ],
  exports: [DB, REDIS, REDIS_SUBSCRIBER, COMMERCE_PORT, CMS_PORT, PRICING_PORT],
})
export class InfraModule implements OnApplicationShutdown {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SUBSCRIBER) private readonly subscriber: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.db.close(), this.redis.quit(), this.subscriber.quit()]);
  }
}
