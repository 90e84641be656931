import { Module } from '@nestjs/common';
import { OfflineCatalogueController } from './offline-catalogue.controller';
import { OfflineCatalogueService } from './offline-catalogue.service';

/** GET /api/products: the offline catalogue of scan-me (docs/rules/calls.md), cached per tenant and language. */
@Module({
  controllers: [OfflineCatalogueController],
  providers: [OfflineCatalogueService],
})
export class OfflineCatalogueModule {}
