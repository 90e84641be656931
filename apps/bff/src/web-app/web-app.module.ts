import { Module } from '@nestjs/common';
import { PublicOrigin } from './public-origin';

/**
 * The built web app on the shop's public origin (docs/decisions/0049-bff-serves-the-web-app.md): its
 * files are served by the middleware of http-setup.ts (webAppFiles), the port by PublicOrigin.
 */
@Module({ providers: [PublicOrigin], exports: [PublicOrigin] })
export class WebAppModule {}
