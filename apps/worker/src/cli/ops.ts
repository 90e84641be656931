import { userInfo } from 'node:os';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { QUEUES, type MaintenanceJob } from '@shop/jobs';
import { loadWorkerConfig } from '../config';
import { parseOpsArgs } from './ops-args';

const WAIT_MS = 15_000;

/** Ops command: enqueues a maintenance job and waits until the worker has processed it. */
async function main(): Promise<void> {
  const job = parseOpsArgs(process.argv.slice(2), `ops:${userInfo().username}`);
  const { redisUrl } = loadWorkerConfig();
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection });
  const eventsConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const events = new QueueEvents(QUEUES.maintenance, { connection: eventsConnection });
  try {
    await events.waitUntilReady();
    const added = await queue.add('maintenance', job, { removeOnComplete: 100, removeOnFail: 100 });
    await added.waitUntilFinished(events, WAIT_MS).catch((error: Error) => {
      throw new Error(`the maintenance job was not processed (${error.message}); is the worker running?`);
    });
    console.log(
      `maintenance ${job.enabled ? 'on' : 'off'} for ${job.mandantCode}${job.until ? ` until ${job.until}` : ''}`,
    );
  } finally {
    await events.close();
    await queue.close();
    await Promise.all([connection.quit(), eventsConnection.quit()]);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
