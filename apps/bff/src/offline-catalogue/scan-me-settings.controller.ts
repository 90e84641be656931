import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** What the scan-me page needs to know of the deployment (docs/decisions/0106). */
export interface ScanMeSettings {
  /** The offline catalogue's URL on the shop origin, or null when none is configured. */
  offlineCatalogueUrl: string | null;
}

/**
 * GET /api/scan-me/settings: public, the same for everybody. The page keeps the last answer, so it
 * knows the setting offline too.
 */
@Controller('api/scan-me')
export class ScanMeSettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('settings')
  @Header('Cache-Control', 'no-cache')
  settings(): ScanMeSettings {
    const url = this.config.OFFLINE_CATALOGUE_URL;
    return { offlineCatalogueUrl: url === 'off' ? null : url };
  }
}
