import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { configureHttp } from './http-setup';
import { createRootLogger, JsonNestLogger } from './json-logger';

/**
 * Builds the configured BFF application (used by main.ts and the integration tests, which may give
 * the log lines a `logDestination` of their own). Signals are main.ts's (stopAfterDraining).
 */
export async function createApp(
  config: AppConfig,
  options: { logDestination?: DestinationStream } = {},
): Promise<NestExpressApplication> {
  const logger = createRootLogger(config.LOG_LEVEL, 'bff', options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config, logger), {
    logger: new JsonNestLogger(logger),
    bodyParser: true,
  });
  configureHttp(app, config, logger);
  return app;
}
