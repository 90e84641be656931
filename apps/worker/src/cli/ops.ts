import { userInfo } from 'node:os';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { MAINTENANCE_JOB, QUEUES, type MaintenanceJob } from '@shop/jobs';
import { loadWorkerConfig } from '../config';
import type { MaintenanceOutcome } from '../processors/maintenance.processor';
import { OpsUsageError, parseOpsArgs } from './ops-args';

const WAIT_MS = 15_000;

function describe(outcome: MaintenanceOutcome | undefined, job: MaintenanceJob): string {
  if (outcome?.kind === 'scheduled')
    return `maintenance for ${job.mandantCode} planned from ${outcome.from}${outcome.until ? ` until ${outcome.until}` : ''}`;
  return `maintenance ${job.enabled ? 'on' : 'off'} for ${job.mandantCode}${job.until ? ` until ${job.until}` : ''}`;
}

/** Ops command: enqueues a maintenance request and waits until the worker has processed it. */
async function main(): Promise<void> {
  const job = parseOpsArgs(process.argv.slice(2), `ops:${userInfo().username}`);
  const { redisUrl } = loadWorkerConfig();
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection });
  const eventsConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const events = new QueueEvents(QUEUES.maintenance, { connection: eventsConnection });
  try {
    await events.waitUntilReady();
    const added = await queue.add(MAINTENANCE_JOB, job, { removeOnComplete: 100, removeOnFail: 100 });
    const outcome = (await added.waitUntilFinished(events, WAIT_MS).catch((error: Error) => {
      throw new Error(
        `the maintenance job ${added.id} was not processed (${error.message}); is the worker running?`,
      );
    })) as MaintenanceOutcome | undefined;
    console.log(describe(outcome, job));
  } finally {
    await events.close();
    await queue.close();
    await Promise.all([connection.quit(), eventsConnection.quit()]);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(error instanceof OpsUsageError ? 2 : 1);
});
