import { type DynamicModule, Module } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CacheModule } from './cache/cache.module';
import { CachedCatalogue } from './catalog/cached-catalogue';
import { AccessModule } from './access/access.module';
import { AuthModule } from './auth/auth.module';
import { formatGraphqlError } from './common/format-graphql-error';
import type { GraphqlContext } from './common/graphql-context';
import { RequestLoaders } from './common/request-loaders';
import { EmployeesModule } from './employees/employees.module';
import { EventsModule } from './events/events.module';
import { GRAPHQL_RESOLVERS } from './graphql-resolvers';
import { HealthController } from './health/health.controller';
import { ImagesController } from './images/images.controller';
import { InfraModule } from './infra/infra.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { OfflineCatalogueModule } from './offline-catalogue/offline-catalogue.module';
import { PricingModule } from './pricing/pricing.module';

type ApolloPlugin = NonNullable<ApolloDriverConfig['plugins']>[number];

@Module({})
export class AppModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        {
          module: ConfigHolderModule,
          global: true,
          providers: [{ provide: APP_CONFIG, useValue: config }],
          exports: [APP_CONFIG],
        },
        InfraModule,
        CacheModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [CachedCatalogue],
          useFactory: (catalogue: CachedCatalogue) => ({
            autoSchemaFile: true,
            sortSchema: true,
            path: '/graphql',
            introspection: true,
            playground: false,
            // No HTTP cache hints are used (answers are cached in Redis by the resolvers); the
            // plugin would wrap every field resolver to collect them (measured: ~10% of a listing).
            // (Cast: TypeScript sees @apollo/server's ESM types here and the CJS ones in @nestjs/apollo.)
            plugins: [ApolloServerPluginCacheControlDisabled() as ApolloPlugin],
            includeStacktraceInErrorResponses: false,
            formatError: formatGraphqlError,
            // Guards (AccessGuard of @RequireAccess) run on field resolvers too, not only on operations.
            fieldResolverEnhancers: ['guards'],
            context: ({ req, res }: { req: Request; res: Response }): GraphqlContext => ({
              req,
              res,
              loaders: new RequestLoaders(catalogue),
            }),
          }),
        }),
        AuthModule,
        MaintenanceModule,
        EventsModule,
        AccessModule,
        EmployeesModule,
        OfflineCatalogueModule,
        PricingModule,
      ],
      controllers: [HealthController, ImagesController],
      providers: [...GRAPHQL_RESOLVERS],
    };
  }
}

@Module({})
class ConfigHolderModule {}
