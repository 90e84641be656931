import { Queue, QueueEvents } from 'bullmq';
import { createRedis, waitForRedis, withDeadline, type RedisLogger } from '@shop/redis';
import { hostOf } from '@shop/db';

/**
 * What the ops CLI does with its job when no worker processed it in time:
 * - `remove`: removes it when it is still waiting (one atomic step of BullMQ's, refused when a worker
 *   holds it), so nothing runs hours later when a worker starts. For switches that belong to the
 *   moment they were given (maintenance on/off, a window planned from now).
 * - `keep`: leaves it queued; it runs when a worker is up. For jobs that are as right later as now
 *   (a price refresh applies what is pending then; a recorded change waits for a refresh anyway).
 */
export type IfNotProcessed = 'remove' | 'keep';

export type JobResult =
  /** Processed; the processor's outcome. */
  | { kind: 'finished'; jobId: string; outcome: unknown }
  | { kind: 'failed'; jobId: string; reason: string }
  /** Not processed in time and removed: nothing runs later. */
  | { kind: 'removed'; jobId: string }
  /** Not processed in time and left queued (`keep`): runs when a worker is up. */
  | { kind: 'queued'; jobId: string }
  /** A worker is running it right now (it holds its lock); the outcome will be in its log. */
  | { kind: 'running'; jobId: string }
  /**
   * It had been started by a worker that stopped without finishing it (its lock had run out); removed,
   * so it does not run again. Whether it had changed something is unknown.
   */
  | { kind: 'abandoned'; jobId: string }
  /** Removing it failed (Redis went away meanwhile): it may still run when a worker starts. */
  | { kind: 'not-removed'; jobId: string; reason: string };

/** Redis did not answer: nothing was queued. */
export class RedisUnreachableError extends Error {}

export interface RunJobOptions {
  redisUrl: string;
  queueName: string;
  name: string;
  data: unknown;
  ifNotProcessed: IfNotProcessed;
  /** How long to wait for a worker to process the job. */
  waitMs: number;
  /** How long to wait for Redis (connecting, and each step that needs an answer). */
  redisWaitMs?: number;
}

/** The CLI prints its own lines; the connections' outage lines would only repeat them. */
const quiet: RedisLogger = { warn: () => undefined, info: () => undefined };

interface SeenEvent {
  event: 'active' | 'completed' | 'failed' | 'removed';
  returnvalue?: unknown;
  failedReason?: string;
  prev?: string;
}

/**
 * Adds one job, waits until a worker has processed it and returns what happened. Every step is
 * bounded: Redis not answering → RedisUnreachableError (nothing queued); no worker in time → the
 * job is removed or kept as `ifNotProcessed` says, and the result says which.
 *
 * Whether a removed job had been processed meanwhile is read from BullMQ's own event stream: the
 * events of the job are recorded from before it was added, and the `removed` event carries the state
 * the job was removed from, so "removed while waiting" and "finished just before" are told apart.
 */
export async function runJob(options: RunJobOptions): Promise<JobResult> {
  const redisWaitMs = options.redisWaitMs ?? 5000;
  const producer = createRedis(options.redisUrl, 'producer', { name: 'ops', logger: quiet });
  // QueueEvents copies this connection for its blocking reads; lazy, so the original stays unused.
  const eventsConnection = createRedis(options.redisUrl, 'queue', {
    name: 'ops-events',
    logger: quiet,
    overrides: { lazyConnect: true },
  });
  let queue: Queue | undefined;
  let events: QueueEvents | undefined;
  try {
    await waitForRedis(producer, redisWaitMs).catch((error: Error) => {
      throw new RedisUnreachableError(
        `Redis at ${hostOf(options.redisUrl)} (REDIS_URL) ${error.message}; nothing was queued`,
      );
    });
    queue = new Queue(options.queueName, { connection: producer });
    queue.on('error', () => undefined);
    // Events from just before the job is added on, whenever the event reader starts reading.
    const [seconds, micros] = await producer.time();
    events = new QueueEvents(options.queueName, {
      connection: eventsConnection,
      lastEventId: `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - 1}-0`,
    });
    events.on('error', () => undefined);
    const seen = recordEvents(events);
    await withDeadline(events.waitUntilReady(), redisWaitMs, 'reading queue events').catch(() => {
      throw new RedisUnreachableError(
        `Redis at ${hostOf(options.redisUrl)} (REDIS_URL) did not answer within ${redisWaitMs / 1000} s; nothing was queued`,
      );
    });

    const added = await queue.add(options.name, options.data, { removeOnComplete: 100, removeOnFail: 100 });
    const jobId = String(added.id);
    const finish = await waitForEvent(seen, jobId, ['completed', 'failed'], options.waitMs);
    if (finish) return finished(jobId, finish);

    if (options.ifNotProcessed === 'keep') {
      const state = await added.getState().catch(() => 'unknown');
      return state === 'active' ? { kind: 'running', jobId } : { kind: 'queued', jobId };
    }
    try {
      // BullMQ refuses to remove a job a worker holds (its lock); anything else goes, atomically.
      await added.remove();
    } catch (error) {
      if (!/locked/.test((error as Error).message))
        return { kind: 'not-removed', jobId, reason: (error as Error).message };
      // A worker took it just now: it runs; a maintenance job takes milliseconds.
      const late = await waitForEvent(seen, jobId, ['completed', 'failed'], options.waitMs);
      return late ? finished(jobId, late) : { kind: 'running', jobId };
    }
    // The removed event follows any finish of the job in the stream; it names the state it left.
    const removed = await waitForEvent(seen, jobId, ['removed'], redisWaitMs);
    const done = seen.get(jobId)?.find((e) => e.event === 'completed' || e.event === 'failed');
    if (done) return finished(jobId, done);
    if (removed?.prev === 'completed') return { kind: 'finished', jobId, outcome: undefined };
    if (removed?.prev === 'failed') return { kind: 'failed', jobId, reason: 'failed (reason not read)' };
    if (removed?.prev === 'active') return { kind: 'abandoned', jobId };
    return { kind: 'removed', jobId };
  } finally {
    await withDeadline(Promise.allSettled([events?.close(), queue?.close()]), redisWaitMs, 'closing').catch(
      () => undefined,
    );
    producer.disconnect();
    eventsConnection.disconnect();
  }
}

function finished(jobId: string, event: SeenEvent): JobResult {
  if (event.event === 'completed') return { kind: 'finished', jobId, outcome: event.returnvalue };
  return { kind: 'failed', jobId, reason: event.failedReason ?? 'failed' };
}

/** Records every job's active / completed / failed / removed events, by job id. */
function recordEvents(events: QueueEvents): Map<string, SeenEvent[]> {
  const seen = new Map<string, SeenEvent[]>();
  const add = (jobId: string, event: SeenEvent) => seen.set(jobId, [...(seen.get(jobId) ?? []), event]);
  events.on('active', ({ jobId, prev }) => add(jobId, { event: 'active', prev }));
  events.on('completed', ({ jobId, returnvalue }) => add(jobId, { event: 'completed', returnvalue }));
  events.on('failed', ({ jobId, failedReason }) => add(jobId, { event: 'failed', failedReason }));
  events.on('removed', ({ jobId, prev }) => add(jobId, { event: 'removed', prev }));
  return seen;
}

async function waitForEvent(
  seen: Map<string, SeenEvent[]>,
  jobId: string,
  kinds: SeenEvent['event'][],
  ms: number,
): Promise<SeenEvent | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const event = seen.get(jobId)?.find((e) => kinds.includes(e.event));
    if (event) return event;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
