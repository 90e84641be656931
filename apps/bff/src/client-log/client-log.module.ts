import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { CLIENT_LOG_MAX_PER_MINUTE } from '@shop/domain';
import { REDIS, ROOT_LOGGER } from '../infra/tokens';
import { serviceLogger } from '../json-logger';
import { RateLimiter } from '../rate-limit/rate-limit';
import { ClientLogController } from './client-log.controller';
import { CLIENT_LOG_LIMITER, WEB_LOGGER } from './client-log.tokens';

/** POST /api/log, the web's reports in the structured log (decision 0112). */
@Module({
  controllers: [ClientLogController],
  providers: [
    { provide: WEB_LOGGER, inject: [ROOT_LOGGER], useFactory: (root: Logger) => serviceLogger(root, 'web') },
    {
      provide: CLIENT_LOG_LIMITER,
      inject: [REDIS, ROOT_LOGGER],
      useFactory: (redis: Redis, root: Logger) =>
        new RateLimiter(
          redis,
          { windowSeconds: 60, max: CLIENT_LOG_MAX_PER_MINUTE, integrationMax: CLIENT_LOG_MAX_PER_MINUTE },
          root.child({ component: 'client-log-rate-limit' }),
        ),
    },
  ],
})
export class ClientLogModule {}
