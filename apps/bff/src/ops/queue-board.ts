import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Provider } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { RequestHandler } from 'express';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { QUEUES } from '@shop/jobs';
import { createRedis, isRedisConnectionError } from '@shop/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';

/** Where the queue dashboard is served; behind the ops access rule (http-setup.ts). */
export const QUEUE_BOARD_PATH = '/ops/queues';

export const QUEUE_BOARD = Symbol('QUEUE_BOARD');

export interface QueueBoard {
  /** Bull Board's Express router: its page, static files and API, all below QUEUE_BOARD_PATH. */
  router: RequestHandler;
  /** The names of the queues shown, in the order of libs/jobs QUEUES. */
  queueNames: string[];
  /** Waiting, active, delayed and failed jobs of each queue, in that order of queues. */
  depths(): Promise<QueueDepth[]>;
  close(): Promise<void>;
}

export interface QueueDepth {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/**
 * The queue dashboard of the operations console (Bull Board, docs/decisions/0139-operations-console.md):
 * every queue of libs/jobs QUEUES, so a queue added there (webhooks) appears by itself. The queues
 * share one producer connection of their own, closed with them.
 */
export function createQueueBoard(redisUrl: string, logger: Logger): QueueBoard {
  const connection: Redis = createRedis(redisUrl, 'producer', { name: 'queue-board', logger });
  const queues = Object.values(QUEUES).map((name) => {
    const queue = new Queue(name, { connection });
    queue.on('error', (error) => {
      if (!isRedisConnectionError(error)) logger.error({ err: error, queue: name }, 'queue error');
    });
    return queue;
  });
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Shop queues', hideDocsLink: true } },
  });
  return {
    router: serverAdapter.getRouter() as RequestHandler,
    queueNames: queues.map((queue) => queue.name),
    depths: () =>
      Promise.all(
        queues.map(async (queue) => {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
          return {
            queue: queue.name,
            waiting: counts.waiting ?? 0,
            active: counts.active ?? 0,
            delayed: counts.delayed ?? 0,
            failed: counts.failed ?? 0,
          };
        }),
      ),
    async close() {
      await Promise.all(queues.map((queue) => queue.close().catch(() => undefined)));
      await connection.quit().catch(() => undefined);
    },
  };
}

export const queueBoardProvider: Provider = {
  provide: QUEUE_BOARD,
  inject: [APP_CONFIG, ROOT_LOGGER],
  useFactory: (config: AppConfig, logger: Logger) => createQueueBoard(config.REDIS_URL, logger),
};
