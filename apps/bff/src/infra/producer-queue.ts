import type { Provider } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import type { QueueName } from '@shop/jobs';
import { createRedis, isRedisConnectionError } from '@shop/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from './tokens';

/**
 * A BullMQ queue the BFF only adds jobs to (the worker processes them), provided under `token`. It has
 * a producer connection of its own: adding a job fails fast while Redis is away, and closing the queue
 * must not close the shared REDIS client. The connection logs its outages once; without the error
 * listener BullMQ would print every reconnect's stack.
 */
export function producerQueueProvider(token: symbol, name: QueueName): Provider {
  return {
    provide: token,
    inject: [APP_CONFIG, ROOT_LOGGER],
    useFactory: (config: AppConfig, logger: Logger) => {
      const queue = new Queue(name, {
        connection: createRedis(config.REDIS_URL, 'producer', { name: `queue:${name}`, logger }),
      });
      queue.on('error', (error) => {
        if (!isRedisConnectionError(error)) logger.error({ err: error, queue: name }, 'queue error');
      });
      return queue;
    },
  };
}

/** Closes a producerQueueProvider queue and its connection (the queue does not close one it was handed). */
export async function closeProducerQueue(queue: Queue): Promise<void> {
  const connection = queue.opts.connection as unknown as Redis;
  await queue.close().catch(() => undefined);
  await connection.quit().catch(() => undefined);
}
