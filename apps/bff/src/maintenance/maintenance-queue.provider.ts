import type { Provider } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { QUEUES, type MaintenanceJob } from '@shop/jobs';
import { createRedis, isRedisConnectionError } from '@shop/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';

/** The maintenance queue the ops route enqueues on; the worker processes it (the BFF never writes state). */
export const MAINTENANCE_QUEUE = Symbol('MAINTENANCE_QUEUE');

export const maintenanceQueueProvider: Provider = {
  provide: MAINTENANCE_QUEUE,
  inject: [APP_CONFIG, ROOT_LOGGER],
  useFactory: (config: AppConfig, logger: Logger) => {
    const queue = new Queue<MaintenanceJob>(QUEUES.maintenance, {
      // A producer connection of its own: adding a job fails fast while Redis is away, and closing
      // the queue must not close the shared REDIS client.
      connection: createRedis(config.REDIS_URL, 'producer', { name: 'queue:maintenance', logger }),
    });
    // The connection logs its outages once; without a listener BullMQ prints every reconnect's stack.
    queue.on('error', (error) => {
      if (!isRedisConnectionError(error))
        logger.error({ err: error, queue: QUEUES.maintenance }, 'queue error');
    });
    return queue;
  },
};
