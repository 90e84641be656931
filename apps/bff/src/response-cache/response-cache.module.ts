import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { EventsModule } from '../events/events.module';
import { ResponseCacheInvalidation } from './response-cache-invalidation.service';
import { ResponseCache } from './response-cache';
import { SessionCache } from './session-cache';

/** The warm-read path of decision 0055: the answer cache, the local session copies and their invalidation. */
@Global()
@Module({
  imports: [EventsModule, CatalogueModule],
  providers: [
    {
      provide: ResponseCache,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new ResponseCache({
          ttlMs: config.RESPONSE_CACHE_TTL_MS,
          maxBytes: config.RESPONSE_CACHE_MAX_MB * 1024 * 1024,
        }),
    },
    {
      provide: SessionCache,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SessionCache(config.SESSION_LOCAL_MS),
    },
    ResponseCacheInvalidation,
  ],
  exports: [ResponseCache, SessionCache, ResponseCacheInvalidation],
})
export class ResponseCacheModule {}
