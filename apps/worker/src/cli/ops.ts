import { userInfo } from 'node:os';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { MAINTENANCE_JOB, QUEUES, type MaintenanceJob } from '@shop/jobs';
import { loadWorkerConfig } from '../config';
import type { MaintenanceOutcome } from '../processors/maintenance.processor';
import type { PriceJob, PriceJobOutcome } from '../processors/price-refresh.processor';
import { OPS_USAGE, OpsUsageError, parseOpsArgs } from './ops-args';
import { describePricesOutcome } from './prices-outcome';
import { parsePricesArgs, PRICES_USAGE } from './prices-args';

const WAIT_MS = 15_000;

function describe(outcome: MaintenanceOutcome | undefined, job: MaintenanceJob): string {
  if (outcome?.kind === 'scheduled')
    return `maintenance for ${job.mandantCode} planned from ${outcome.from}${outcome.until ? ` until ${outcome.until}` : ''}`;
  return `maintenance ${job.enabled ? 'on' : 'off'} for ${job.mandantCode}${job.until ? ` until ${job.until}` : ''}`;
}

/** Adds one job to a queue and waits until the worker has processed it; returns its outcome. */
async function runJob<T>(queueName: string, name: string, data: T): Promise<unknown> {
  const { redisUrl } = loadWorkerConfig();
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<T>(queueName, { connection });
  const eventsConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const events = new QueueEvents(queueName, { connection: eventsConnection });
  try {
    await events.waitUntilReady();
    // @ts-expect-error BullMQ types the job name per queue; here it is the job's own name.
    const added = await queue.add(name, data, { removeOnComplete: 100, removeOnFail: 100 });
    return await added.waitUntilFinished(events, WAIT_MS).catch((error: Error) => {
      throw new Error(
        `the ${name} job ${added.id} was not processed (${error.message}); is the worker running?`,
      );
    });
  } finally {
    await events.close();
    await queue.close();
    await Promise.all([connection.quit(), eventsConnection.quit()]);
  }
}

/** Ops commands: each enqueues a job and waits until the worker has processed it. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const requestedBy = `ops:${userInfo().username}`;
  if (args[0] === 'prices') {
    const command = parsePricesArgs(args, requestedBy);
    const outcome = (await runJob<PriceJob>(QUEUES.prices, command.name, command.data)) as PriceJobOutcome;
    console.log(describePricesOutcome(outcome));
    return;
  }
  if (args[0] !== 'maintenance') throw new OpsUsageError(`${OPS_USAGE}\n${PRICES_USAGE}`);
  const job = parseOpsArgs(args, requestedBy);
  const outcome = (await runJob(QUEUES.maintenance, MAINTENANCE_JOB, job)) as MaintenanceOutcome | undefined;
  console.log(describe(outcome, job));
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(error instanceof OpsUsageError ? 2 : 1);
});
