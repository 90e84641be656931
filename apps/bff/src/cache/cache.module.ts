import { Global, Module } from '@nestjs/common';
import { CacheService } from './cache.service';

/** The Redis answer cache every domain's cache builds on (catalogue, shop config). */
@Global()
@Module({
  providers: [CacheService],
  exports: [CacheService],
})
export class CacheModule {}
