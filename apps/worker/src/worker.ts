import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import type { Logger } from 'pino';
import { QUEUES, type MaintenanceJob } from '@shop/jobs';
import { processMaintenance } from './processors/maintenance.processor';

export interface RunningWorker {
  redis: Redis;
  close(): Promise<void>;
}

/** Starts one BullMQ worker per queue. Each processor lives in its own file under processors/. */
export function startWorkers(redisUrl: string, logger: Logger): RunningWorker {
  // BullMQ does not close connections it was handed, so the worker keeps and closes them itself.
  const connections: Redis[] = [];
  const connection = () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    connections.push(redis);
    return redis;
  };
  const redis = connection();
  const maintenanceQueue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: connection() });
  const maintenance = new Worker<MaintenanceJob>(
    QUEUES.maintenance,
    (job) => processMaintenance(job, redis, maintenanceQueue),
    { connection: connection(), concurrency: 4 },
  );
  maintenance.on('completed', (job, event) =>
    logger.info({ queue: job.queueName, jobId: job.id, event }, 'job completed'),
  );
  maintenance.on('failed', (job, error) =>
    logger.error({ queue: job?.queueName, jobId: job?.id, err: error }, 'job failed'),
  );

  return {
    redis,
    async close() {
      await maintenance.close();
      await maintenanceQueue.close();
      await Promise.all(connections.map((c) => c.quit()));
    },
  };
}
