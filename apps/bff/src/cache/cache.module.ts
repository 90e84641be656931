import { Global, Module } from '@nestjs/common';
import { CachedCatalogue } from '../catalogue/cached-catalogue';
import { CacheService } from './cache.service';

/** The Redis answer caches; global so the GraphQL context factory can build its loaders on them. */
@Global()
@Module({
  providers: [CacheService, CachedCatalogue],
  exports: [CacheService, CachedCatalogue],
})
export class CacheModule {}
