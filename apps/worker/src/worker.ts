import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { QUEUES, shopEventsChannel, type MaintenanceJob } from '@shop/jobs';
import { processMaintenance } from './processors/maintenance.processor';
import { loadPriceRefreshConfig } from './processors/price-refresh.config';
import { startPriceRefresh } from './processors/price-refresh.processor';

export interface RunningWorker {
  redis: Redis;
  close(): Promise<void>;
}

/** Starts one BullMQ worker per queue. Each processor lives in its own file under processors/. */
export function startWorkers(
  redisUrl: string,
  logger: Logger,
  databaseUrl: string | undefined = loadPriceRefreshConfig().databaseUrl,
): RunningWorker {
  // BullMQ does not close connections it was handed, so the worker keeps and closes them itself.
  const connections: Redis[] = [];
  const connection = () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    connections.push(redis);
    return redis;
  };
  const redis = connection();
  const channel = shopEventsChannel(redisUrl);
  const maintenanceQueue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: connection() });
  // Maintenance jobs of one tenant must run in order (a request cancels the window jobs planned
  // before it): one at a time in this process and, through the queue's global concurrency, across
  // every worker instance.
  maintenanceQueue
    .setGlobalConcurrency(1)
    .catch((error: unknown) => logger.warn({ err: error }, 'could not set the global concurrency'));
  const maintenance = new Worker<MaintenanceJob>(
    QUEUES.maintenance,
    (job) => processMaintenance(job, { redis, queue: maintenanceQueue, channel }),
    { connection: connection(), concurrency: 1 },
  );
  maintenance.on('completed', (job, outcome) =>
    logger.info(
      { queue: job.queueName, jobId: job.id, trigger: job.data.trigger ?? 'request', outcome },
      'job completed',
    ),
  );
  maintenance.on('failed', (job, error) =>
    logger.error({ queue: job?.queueName, jobId: job?.id, err: error }, 'job failed'),
  );
  maintenance.on('error', (error) => logger.error({ err: error }, 'maintenance worker error'));
  // Price refresh (scheduled and from the ops CLI) needs the shop database; without DATABASE_URL
  // (some tests start only the maintenance worker) it does not run.
  const prices = databaseUrl
    ? startPriceRefresh({ databaseUrl, connection, redis, channel, logger })
    : (logger.warn('DATABASE_URL not set: the price refresh does not run'), null);

  return {
    redis,
    async close() {
      await prices?.close();
      await maintenance.close();
      await maintenanceQueue.close();
      await Promise.all(connections.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
