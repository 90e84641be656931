import { type DynamicModule, Module } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CacheModule } from './cache/cache.module';
import { AccessModule } from './access/access.module';
import { AccountModule } from './account/account.module';
import { AccountReportsModule } from './account-reports/account-reports.module';
import { AuthModule } from './auth/auth.module';
import type { GraphqlContext } from './common/graphql-context';
import { RequestLoaders } from './common/request-loaders';
import { ValidationModule } from './common/validation/validation.module';
import { CartsModule } from './carts/carts.module';
import { OrdersModule } from './orders/orders.module';
import { DocumentsModule } from './documents/documents.module';
import { ApprovalModule } from './approval/approval.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { ApiClientsModule } from './api-clients/api-clients.module';
import { BudgetsModule } from './budgets/budgets.module';
import { CompanyModule } from './company/company.module';
import { RegistrationModule } from './registration/registration.module';
import { ClientLogModule } from './client-log/client-log.module';
import { ClientSettingsModule } from './client-settings/client-settings.module';
import { ContactFormModule } from './contact-form/contact-form.module';
import { RegistrationDecisionsModule } from './registration-decisions/registration-decisions.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ContentModule } from './content/content.module';
import { EmployeesModule } from './employees/employees.module';
import { EventsModule } from './events/events.module';
import { graphqlLimitOptions } from './graphql-limits/graphql-limit-options';
import { HealthModule } from './health/health.module';
import { ImagesModule } from './images/images.module';
import { InfraModule } from './infra/infra.module';
import { InvitationsModule } from './invitations/invitations.module';
import { ROOT_LOGGER } from './infra/tokens';
import { createRootLogger } from './json-logger';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { BffMetrics } from './metrics/bff-metrics';
import { MetricsModule } from './metrics/metrics.module';
import { metricsPlugin } from './metrics/metrics.plugin';
import { OfflineCatalogueModule } from './offline-catalogue/offline-catalogue.module';
import { OpsModule } from './ops/ops.module';
import { PricingModule } from './pricing/pricing.module';
import { QuickOrderModule } from './quick-order/quick-order.module';
import { EssenceListModule } from './essence-list/essence-list.module';
import { responseCachePlugin } from './response-cache/response-cache.plugin';
import { ResponseCacheModule } from './response-cache/response-cache.module';
import { RoutingModule } from './routing/routing.module';
import { ShopConfigModule } from './shop-config/shop-config.module';
import { ShoppingListsModule } from './shopping-lists/shopping-lists.module';
import { TrustedDocumentsModule } from './trusted-documents/trusted-documents.module';
import { WebAppModule } from './web-app/web-app.module';
import { UsersModule } from './users/users.module';

type ApolloPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

@Module({})
export class AppModule {
  static forConfig(config: AppConfig, logger: Logger = createRootLogger(config.LOG_LEVEL)): DynamicModule {
    const metrics = new BffMetrics(config.METRICS === 'on');
    return {
      module: AppModule,
      global: true,
      imports: [
        {
          module: ConfigHolderModule,
          global: true,
          providers: [
            { provide: APP_CONFIG, useValue: config },
            { provide: ROOT_LOGGER, useValue: logger },
            { provide: BffMetrics, useValue: metrics },
          ],
          exports: [APP_CONFIG, ROOT_LOGGER, BffMetrics],
        },
        InfraModule,
        CacheModule,
        ResponseCacheModule,
        TrustedDocumentsModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          useFactory: () => {
            // Limits checked before an operation runs, its deadline, introspection and suggestions
            // per environment: apps/bff/src/graphql-limits, docs/decisions/0029.
            const limits = graphqlLimitOptions(config, logger);
            return {
              autoSchemaFile: true,
              sortSchema: true,
              path: '/graphql',
              introspection: limits.introspection,
              playground: false,
              // Apollo stops (and drains the HTTP server) last, after every module's destroy hook:
              // the event streams are ended first, so no proxy or browser keeps a cut one open.
              stopOnApplicationShutdown: true,
              parseOptions: limits.parseOptions,
              validationRules: limits.validationRules,
              // Trusted documents by hash (APQ format, GET for queries), docs/decisions/0050.
              persistedQueries: limits.persistedQueries,
              transformSchema: limits.transformSchema,
              // No HTTP cache hints are used (answers are cached in Redis by the resolvers); the
              // plugin would wrap every field resolver to collect them (measured: ~10% of a listing).
              // (Cast: TypeScript sees @apollo/server's ESM types here and the CJS ones in @nestjs/apollo.)
              plugins: [
                ApolloServerPluginCacheControlDisabled() as ApolloPlugin,
                ...(limits.plugins as ApolloPlugin[]),
                responseCachePlugin() as ApolloPlugin,
                metricsPlugin(metrics) as ApolloPlugin,
              ],
              includeStacktraceInErrorResponses: false,
              formatError: limits.formatError,
              // Guards (AccessGuard of @RequireAccess) run on field resolvers too, not only on operations.
              fieldResolverEnhancers: ['guards'],
              context: ({ req, res }: { req: Request; res: Response }): GraphqlContext => {
                const deadline = limits.deadlineFor(req);
                return { req, res, deadline, loaders: new RequestLoaders(deadline) };
              },
            };
          },
        }),
        AuthModule,
        MaintenanceModule,
        EventsModule,
        OpsModule,
        AccessModule,
        ValidationModule,
        EmployeesModule,
        OfflineCatalogueModule,
        PricingModule,
        CatalogueModule,
        CartsModule,
        OrdersModule,
        DocumentsModule,
        ApprovalModule,
        BudgetsModule,
        ShoppingListsModule,
        ApiClientsModule,
        WebhooksModule,
        UsersModule,
        CompanyModule,
        RegistrationModule,
        RegistrationDecisionsModule,
        ContactFormModule,
        ClientLogModule,
        ClientSettingsModule,
        QuickOrderModule,
        EssenceListModule,
        ContentModule,
        AccountModule,
        AccountReportsModule,
        InvitationsModule,
        RoutingModule,
        ShopConfigModule,
        HealthModule,
        MetricsModule,
        ImagesModule,
        WebAppModule,
      ],
    };
  }
}

@Module({})
class ConfigHolderModule {}
