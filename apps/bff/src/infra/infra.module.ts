import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { APP_DB_DEADLINES, createDb, hostOf, waitForDatabase, type Db } from '@shop/db';
import {
  ACCOUNT_REPORTS_PORT,
  API_CLIENT_PORT,
  BUDGET_PORT,
  SHOPPING_LIST_PORT,
  WEBHOOK_PORT,
  BUSINESS_UNIT_PORT,
  COMPANY_PORT,
  ESSENCE_LIST_PORT,
  EmbeddedEssenceListAdapter,
  CART_PORT,
  CATALOGUE_PORT,
  COMMERCE_PORT_TOKENS,
  COMPANY_USERS_PORT,
  CUSTOMER_PORT,
  EmbeddedAccountReportsAdapter,
  EmbeddedApiClientAdapter,
  EmbeddedBudgetAdapter,
  EmbeddedShoppingListAdapter,
  EmbeddedWebhookAdapter,
  EmbeddedBusinessUnitAdapter,
  EmbeddedCompanyAdapter,
  EmbeddedCartAdapter,
  EmbeddedCatalogueAdapter,
  EmbeddedCompanyUsersAdapter,
  EmbeddedCustomerAdapter,
  EmbeddedOrderAdapter,
  EmbeddedShopConfigAdapter,
  EmbeddedInvitationAdapter,
  INVITATION_PORT,
  EmbeddedRegistrationAdapter,
  ORDER_PORT,
  REGISTRATION_PORT,
  EmbeddedRegistrationDecisionAdapter,
  REGISTRATION_DECISION_PORT,
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
    {
      provide: SHOPPING_LIST_PORT,
      inject: [DB],
      useFactory: (db: Db) => new EmbeddedShoppingListAdapter(db),
    },
    { provide: INVITATION_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedInvitationAdapter(db) },
    { provide: API_CLIENT_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedApiClientAdapter(db) },
    { provide: WEBHOOK_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedWebhookAdapter(db) },
    {
      provide: COMPANY_USERS_PORT,
      inject: [DB],
      useFactory: (db: Db) => new EmbeddedCompanyUsersAdapter(db),
    },
    { provide: COMPANY_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCompanyAdapter(db) },
    {
      provide: ESSENCE_LIST_PORT,
      inject: [DB],
      useFactory: (db: Db) => new EmbeddedEssenceListAdapter(db),
    },
    {
      provide: BUSINESS_UNIT_PORT,
      inject: [DB],
      useFactory: (db: Db) => new EmbeddedBusinessUnitAdapter(db),
    },
    { provide: REGISTRATION_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedRegistrationAdapter(db) },
    {
      provide: REGISTRATION_DECISION_PORT,
      inject: [DB],
      useFactory: (db: Db) => new EmbeddedRegistrationDecisionAdapter(db),
    },
    { provide: CMS_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedCmsAdapter(db) },
    { provide: PRICING_PORT, inject: [DB], useFactory: (db: Db) => new EmbeddedPricingAdapter(db) },
  ],
  exports: [
    DB,
    REDIS,
    REDIS_SUBSCRIBER,
    ...COMMERCE_PORT_TOKENS,
    INVITATION_PORT,
    API_CLIENT_PORT,
    COMPANY_USERS_PORT,
    COMPANY_PORT,
    ESSENCE_LIST_PORT,
    BUSINESS_UNIT_PORT,
    REGISTRATION_PORT,
    REGISTRATION_DECISION_PORT,
    CMS_PORT,
    PRICING_PORT,
    SHOPPING_LIST_PORT,
    WEBHOOK_PORT,
  ],
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
