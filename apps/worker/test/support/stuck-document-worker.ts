/**
 * A worker process that takes a documents job, marks it RENDERING as the real processor does, and
 * never finishes: a worker killed mid-render, as the others see it. Same lock and stalled settings as
 * the worker (JOB_RECOVERY). Run with spawnTs (@shop/testing) and an IPC channel; REDIS_URL names Redis.
 * Messages: { ready: true } once it fetches jobs, { started: jobId } when it holds a job.
 */
import { Worker } from 'bullmq';
import { QUEUES, type DocumentJob } from '@shop/jobs';
import { createRedis, DocumentStore } from '@shop/redis';
import { JOB_RECOVERY } from '../../src/job-recovery';

const quiet = { warn: () => undefined, info: () => undefined };
const connection = createRedis(process.env.REDIS_URL ?? '', 'queue', { name: 'stuck', logger: quiet });
const store = new DocumentStore(connection);
const worker = new Worker<DocumentJob>(
  QUEUES.documents,
  async (job) => {
    await store.rendering(job.data);
    process.send?.({ started: job.id });
    await new Promise(() => undefined);
  },
  { connection, concurrency: 1, ...JOB_RECOVERY },
);
worker.on('error', () => undefined);
worker.on('ready', () => process.send?.({ ready: true }));
