import { Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { persistedQueryEdge } from './persisted-query-edge';
import { trustedDocumentsOf } from './trusted-documents';

/**
 * The /graphql edge of the trusted documents (persisted-query-edge.ts): a Nest middleware, so it runs
 * after the body parsers and before Apollo's handler. The GraphQL server's own part (the manifest
 * store, the `only` check) is in graphql-limit-options.ts.
 */
@Module({})
export class TrustedDocumentsModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    const mode = this.config.trustedDocuments;
    if (mode === 'off') return;
    consumer
      .apply(persistedQueryEdge(mode, trustedDocumentsOf(this.config)))
      .forRoutes({ path: 'graphql', method: RequestMethod.ALL });
  }
}
