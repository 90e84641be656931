import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { ThirdPartyScript } from '../config/third-party-scripts';

export interface ClientSettings {
  /** The error reporter's key; the web checks it (mock mode otherwise), decision 0112. */
  errorReportApiKey: string | null;
  /** Scripts the web loads after its first render (decision 0113). */
  thirdPartyScripts: ThirdPartyScript[];
}

/**
 * GET /api/client-settings: what the built web app reads at run time, so one build serves every
 * environment. Public and the same for everyone; nothing in it is a secret.
 */
@Controller('api/client-settings')
export class ClientSettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  settings(): ClientSettings {
    return {
      errorReportApiKey: this.config.errorReportApiKey,
      thirdPartyScripts: this.config.thirdPartyScripts,
    };
  }
}
