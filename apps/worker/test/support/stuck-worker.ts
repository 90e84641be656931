/**
 * A worker process that takes a maintenance job and never finishes it, as a worker looks to the
 * others when it is killed mid-job: same connection kind and the same lock and stalled settings as
 * the worker (JOB_RECOVERY). Run with spawnTs (@shop/testing) and an IPC channel; REDIS_URL names Redis.
 * Messages: { ready: true } once it fetches jobs, { started: jobId } when it holds a job.
 */
import { Worker } from 'bullmq';
import { QUEUES } from '@shop/jobs';
import { createRedis } from '@shop/redis';
import { JOB_RECOVERY } from '../../src/job-recovery';

const quiet = { warn: () => undefined, info: () => undefined };
const connection = createRedis(process.env.REDIS_URL ?? '', 'queue', { name: 'stuck', logger: quiet });
const worker = new Worker(
  QUEUES.maintenance,
  async (job) => {
    process.send?.({ started: job.id });
    await new Promise(() => undefined);
  },
  { connection, concurrency: 1, ...JOB_RECOVERY },
);
worker.on('error', () => undefined);
worker.on('ready', () => process.send?.({ ready: true }));
