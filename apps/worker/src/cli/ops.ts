import { userInfo } from 'node:os';
import { MAINTENANCE_JOB, QUEUES, type MaintenanceJob } from '@shop/jobs';
import { ConfigError, loadRedisUrl } from '../config';
import type { MaintenanceOutcome } from '../processors/maintenance.processor';
import type { PriceJobOutcome } from '../processors/prices.processor';
import { OPS_USAGE, OpsUsageError, parseOpsArgs } from './ops-args';
import { describePricesOutcome } from './prices-outcome';
import { parsePricesArgs, PRICES_USAGE } from './prices-args';
import { RedisUnreachableError, runJob, type IfNotProcessed, type JobResult } from './run-job';
import { takeWaitFlag, WAIT_USAGE } from './wait-flag';

function describeMaintenance(outcome: MaintenanceOutcome | undefined, job: MaintenanceJob): string {
  if (outcome?.kind === 'scheduled')
    return `maintenance for ${job.mandantCode} planned from ${outcome.from}${outcome.until ? ` until ${outcome.until}` : ''}`;
  return `maintenance ${job.enabled ? 'on' : 'off'} for ${job.mandantCode}${job.until ? ` until ${job.until}` : ''}`;
}

/** The command as the lines name it, e.g. `maintenance on for 30HHDE from … until …`. */
function describeRequest(job: MaintenanceJob): string {
  const from = job.from ? ` from ${job.from}` : '';
  const until = job.until ? ` until ${job.until}` : '';
  return `maintenance ${job.enabled ? 'on' : 'off'} for ${job.mandantCode}${from}${until}`;
}

/** A line for stdout (exit 0) or stderr (exit 1). */
interface Report {
  line: string;
  exitCode: 0 | 1;
}

/** What the CLI says about a result that is not a finished job; `what` names the command. */
function report(result: JobResult, what: string, seconds: number): Report | null {
  switch (result.kind) {
    case 'finished':
      return null;
    case 'failed':
      return { line: `${what} failed (job ${result.jobId}): ${result.reason}`, exitCode: 1 };
    case 'removed':
      return {
        line: `${what} was not processed within ${seconds} s (is the worker running?); its job ${result.jobId} was removed, nothing will happen later`,
        exitCode: 1,
      };
    case 'queued':
      return {
        line: `${what} queued as job ${result.jobId}, runs when a worker is up (no worker processed it within ${seconds} s)`,
        exitCode: 0,
      };
    case 'running':
      return {
        line: `${what} is running (job ${result.jobId}): a worker took it and has not finished it yet; its outcome will be in the worker's log`,
        exitCode: 0,
      };
    case 'abandoned':
      return {
        line: `${what} was started by a worker that stopped before finishing it; its job ${result.jobId} was removed, so check the outcome before you repeat it`,
        exitCode: 1,
      };
    case 'not-removed':
      return {
        line: `${what} was not processed within ${seconds} s, and removing its job ${result.jobId} failed (${result.reason}): it may still run when a worker starts`,
        exitCode: 1,
      };
  }
}

async function run(
  waitMs: number,
  queueName: string,
  name: string,
  data: unknown,
  ifNotProcessed: IfNotProcessed,
  what: string,
  describe: (outcome: unknown) => string,
): Promise<number> {
  const result = await runJob({ redisUrl: loadRedisUrl(), queueName, name, data, ifNotProcessed, waitMs });
  const problem = report(result, what, waitMs / 1000);
  if (result.kind === 'finished') {
    console.log(describe(result.outcome));
    return 0;
  }
  if (problem?.exitCode === 0) console.log(problem.line);
  else if (problem) console.error(problem.line);
  return problem?.exitCode ?? 1;
}

/**
 * Ops commands: each enqueues a job and waits until the worker has processed it (15 s, or `--wait
 * <seconds>`). When no worker does in time, a maintenance switch is removed again (it must not fire hours later, when a worker starts)
 * and the command fails; a price job stays queued and the command says so (it is as right later).
 */
async function main(): Promise<number> {
  const { args, waitMs } = takeWaitFlag(process.argv.slice(2));
  const requestedBy = `ops:${userInfo().username}`;
  if (args[0] === 'prices') {
    const command = parsePricesArgs(args, requestedBy);
    const what = `prices ${args[1]} for ${command.data.mandantCode}`;
    return run(waitMs, QUEUES.prices, command.name, command.data, 'keep', what, (outcome) =>
      describePricesOutcome(outcome as PriceJobOutcome),
    );
  }
  if (args[0] !== 'maintenance') throw new OpsUsageError(`${OPS_USAGE}\n${PRICES_USAGE}\n${WAIT_USAGE}`);
  const job = parseOpsArgs(args, requestedBy);
  const what = describeRequest(job);
  return run(waitMs, QUEUES.maintenance, MAINTENANCE_JOB, job, 'remove', what, (outcome) =>
    describeMaintenance(outcome as MaintenanceOutcome | undefined, job),
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof OpsUsageError ||
      error instanceof ConfigError ||
      error instanceof RedisUnreachableError;
    console.error(known ? (error as Error).message : `ops failed: ${(error as Error).message}`);
    process.exit(error instanceof OpsUsageError ? 2 : 1);
  },
);
