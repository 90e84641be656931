import type { Provider } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { QUEUES, type DocumentJob } from '@shop/jobs';
import { createRedis, isRedisConnectionError } from '@shop/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';

/** The documents queue the BFF enqueues on; the worker renders (decision 0057). */
export const DOCUMENTS_QUEUE = Symbol('DOCUMENTS_QUEUE');

export const documentsQueueProvider: Provider = {
  provide: DOCUMENTS_QUEUE,
  inject: [APP_CONFIG, ROOT_LOGGER],
  useFactory: (config: AppConfig, logger: Logger) => {
    const queue = new Queue<DocumentJob>(QUEUES.documents, {
      // A producer connection of its own, as the mail queue's (see mail-queue.provider.ts).
      connection: createRedis(config.REDIS_URL, 'producer', { name: 'queue:documents', logger }),
    });
    queue.on('error', (error) => {
      if (!isRedisConnectionError(error))
        logger.error({ err: error, queue: QUEUES.documents }, 'queue error');
    });
    return queue;
  },
};
