import type { Provider } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { QUEUES, type OrderConfirmationMailJob } from '@shop/jobs';
import { createRedis, isRedisConnectionError } from '@shop/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';

/** The mail queue the BFF enqueues on; the worker renders and sends (the BFF never talks SMTP). */
export const MAIL_QUEUE = Symbol('MAIL_QUEUE');

export const mailQueueProvider: Provider = {
  provide: MAIL_QUEUE,
  inject: [APP_CONFIG, ROOT_LOGGER],
  useFactory: (config: AppConfig, logger: Logger) => {
    const queue = new Queue<OrderConfirmationMailJob>(QUEUES.mail, {
      // A producer connection of its own, as the maintenance queue's: adding fails fast while Redis
      // is away, and closing the queue must not close the shared REDIS client.
      connection: createRedis(config.REDIS_URL, 'producer', { name: 'queue:mail', logger }),
    });
    queue.on('error', (error) => {
      if (!isRedisConnectionError(error)) logger.error({ err: error, queue: QUEUES.mail }, 'queue error');
    });
    return queue;
  },
};
