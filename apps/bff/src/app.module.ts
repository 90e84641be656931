import { type DynamicModule, Module } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { COMMERCE_PORT, type CommercePort } from '@shop/commerce';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CacheService } from './cache/cache.service';
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
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [COMMERCE_PORT],
          useFactory: (commerce: CommercePort) => ({
            autoSchemaFile: true,
            sortSchema: true,
            path: '/graphql',
            introspection: true,
            playground: false,
            includeStacktraceInErrorResponses: false,
            formatError: formatGraphqlError,
            // Guards (AccessGuard of @RequireAccess) run on field resolvers too, not only on operations.
            fieldResolverEnhancers: ['guards'],
            context: ({ req, res }: { req: Request; res: Response }): GraphqlContext => ({
              req,
              res,
              loaders: new RequestLoaders(commerce),
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
      providers: [...GRAPHQL_RESOLVERS, CacheService],
    };
  }
}

@Module({})
class ConfigHolderModule {}
