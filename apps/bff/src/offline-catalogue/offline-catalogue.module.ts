import { Module } from '@nestjs/common';
import { OfflineCatalogueController } from './offline-catalogue.controller';
import { OfflineCatalogueService } from './offline-catalogue.service';
import { ScanMeSettingsController } from './scan-me-settings.controller';

/**
 * GET /api/products: the offline catalogue of scan-me (docs/rules/calls.md), cached per tenant and
 * language, with its delta; GET /api/scan-me/settings: where the page finds it.
 */
@Module({
  controllers: [OfflineCatalogueController, ScanMeSettingsController],
  providers: [OfflineCatalogueService],
})
export class OfflineCatalogueModule {}
