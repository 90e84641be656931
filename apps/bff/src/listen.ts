import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { AppConfig } from './config/app-config';
import { answerClientErrors } from './http/client-errors';
import { PublicOrigin } from './web-app/public-origin';

/**
 * Listens on BFF_PORT and, when the BFF serves the web app, on the public origin's WEB_PORT too (the
 * same app; the public port last, so an answer there means both are up). Requests Node refuses before
 * the app sees them are answered in the shop's error shape on both (client-errors.ts).
 */
export async function listen(app: INestApplication, config: AppConfig): Promise<void> {
  answerClientErrors(app.getHttpServer() as Server);
  await app.listen(config.BFF_PORT, config.BFF_HOST);
  const webApp = config.webApp;
  if (webApp) await app.get(PublicOrigin).listen(webApp.port, webApp.host);
}
