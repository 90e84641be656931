import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { APP_DB_DEADLINES, createDb, hostOf, waitForDatabase, type Db } from '@shop/db';
import {
  ACCOUNT_REPORTS_PORT,
  BUDGET_PORT,
  CART_PORT,
  CATALOGUE_PORT,
  COMMERCE_PORT_TOKENS,
  CUSTOMER_PORT,
  EmbeddedAccountReportsAdapter,
  EmbeddedBudgetAdapter,
  EmbeddedCartAdapter,
  EmbeddedCatalogueAdapter,
  EmbeddedCustomerAdapter,
  EmbeddedOrderAdapter,
  EmbeddedShopConfigAdapter,
  ORDER_PORT,
  SHOP_CONFIG_PORT,
} from '@shop/commerce';
import { CMS_PORT, EmbeddedCmsAdapter } from '@shop/cms';
import { EmbeddedPricingAdapter, PRICING_PORT } from '@shop/pricing';
import { createRedis, waitForRedis } from '@shop/redis';
import { APP_CONFIG, ConfigError, type AppConfig } from '../config/app-config';
import { DB, REDIS, REDIS_SUBSCRIBER, ROOT_LOGGER } from './tokens';

/** How long the start-up waits for the database and Redis before it gives up with one line. */
export const STARTUP_WAIT_MS = 10_000;

/**
 * Database, Redis and the upstream ports. The embedded adapters are chosen here, one per commerce
 * capability on the shared database; a real upstream (commercetools, a headless CMS, an ERP price
 * service) is another provider behind the same token, and one that implements the whole commerce
 * backend in one object replaces the seven commerce lines with `...provideCommerce(adapter)`.
 * Every connection has deadlines (libs/redis REDIS_DEADLINES, libs/db APP_DB_DEADLINES): a paused
 * Redis or a stalled database fails calls, it does not hang them.
 */
@Global()
@Module({
  providers: [
    {
      provide: DB,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createDb(config.DATABASE_URL, { max: 10, ...APP_DB_DEADLINES }),
    },
    {
      provide: REDIS,
      inject: [APP_CONFIG, ROOT_LOGGER],
      useFactory: (config: AppConfig, logger: Logger) =>
        createRedis(config.REDIS_URL, 'commands', { name: 'commands', logger }),
    },
    {
      provide: REDIS_SUBSCRIBER,
      inject: [APP_CONFIG, ROOT_LOGGER],
      useFactory: (config: AppConfig, logger: Logger) =>
        createRedis(config.REDIS_URL, 'subscriber', { name: 'events', logger }),
    },
    { provide: CATALOGUE_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCatalogueAdapter(db) },
    { provide: CUSTOMER_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCustomerAdapter(db) },
    { provide: SHOP_CONFIG_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedShopConfigAdapter(db) },
    { provide: CART_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCartAdapter(db) },
    { provide: ORDER_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedOrderAdapter(db) },
    {
      provide: ACCOUNT_REPORTS_PORT,
      inject: [DB],
      useFactory: (db: Db) => new EmbeddedAccountReportsAdapter(db),
    },
    { provide: BUDGET_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedBudgetAdapter(db) },
    { provide: CMS_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCmsAdapter(db) },
    { provide: PRICING_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedPricingAdapter(db) },
  ],
  exports: [DB, REDIS, REDIS_SUBSCRIBER, ...COMMERCE_PORT_TOKENS, CMS_PORT, PRICING_PORT],
})
export class InfraModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SUBSCRIBER) private readonly subscriber: Redis,
  ) {}

  /** Fails the start with one line when the database or Redis cannot be reached in time. */
  async onModuleInit(): Promise<void> {
    await Promise.all([
      waitForDatabase(() => this.db.query('select 1'), STARTUP_WAIT_MS).catch((error: Error) => {
        throw new ConfigError(
          `Configuration error: DATABASE_URL (${hostOf(this.config.DATABASE_URL)}) ${error.message}`,
        );
      }),
      waitForRedis(this.redis, STARTUP_WAIT_MS).catch((error: Error) => {
        throw new ConfigError(
          `Configuration error: REDIS_URL (${hostOf(this.config.REDIS_URL)}) ${error.message}`,
        );
      }),
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.db.close(), this.redis.quit(), this.subscriber.quit()]);
  }
}
