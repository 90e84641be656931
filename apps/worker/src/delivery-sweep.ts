import type { JobsOptions, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { WebhookDispatchPort } from '@shop/commerce';
import {
  MAIL_OUTBOX_KEEP_MS,
  WEBHOOK_DELIVERY_ATTEMPTS,
  WEBHOOK_DELIVERY_JOB,
  WEBHOOK_RETRY_DELAYS_MS,
  webhookDeliveryJobId,
  webhookDeliveryJobOptions,
  webhookReplayJobId,
  webhookRetryDelay,
  type MailOutbox,
  type WebhookDeliveryJob,
} from '@shop/jobs';

/** How often a worker looks for mails and webhook deliveries whose job Redis lost (decision 0146). */
export const DELIVERY_SWEEP_MS = 20_000;
/**
 * How old an unsent mail or a due delivery must be before the sweep looks for its job: the BFF stores a
 * mail a moment before it adds the job, and a replay is committed a moment before its job is added.
 */
export const DELIVERY_SWEEP_GRACE_MS = 60_000;
/** Rows one page of a sweep reads; a sweep reads every page. */
const SWEEP_PAGE = 200;

type JobQueue = Pick<Queue, 'getJob' | 'add'>;

export interface MailSweepDeps {
  outbox: Pick<MailOutbox, 'unsent'>;
  queue: JobQueue;
  graceMs: number;
}

/**
 * Adds again every unsent mail of the outbox whose job the queue no longer has, under the same job id
 * and with the same options (decision 0146); the job ids added. A mail whose job is still there (waiting,
 * retrying, failed and kept) is left to it. Several workers may sweep at once: BullMQ keeps one job per
 * id, and a job added again after its mail went out finds it marked sent (processMail).
 */
export async function sweepMailOutbox(deps: MailSweepDeps): Promise<string[]> {
  const added: string[] = [];
  for (let after: string | null = null; ; ) {
    const page = await deps.outbox.unsent(deps.graceMs, after, SWEEP_PAGE);
    for (const mail of page) {
      if (await deps.queue.getJob(mail.jobId)) continue;
      await deps.queue.add(mail.name, mail.data, { ...(mail.options as JobsOptions), jobId: mail.jobId });
      added.push(mail.jobId);
    }
    if (page.length < SWEEP_PAGE) return added;
    after = page[page.length - 1].jobId;
  }
}

/** How often a worker deletes the rows of mails sent or failed before MAIL_OUTBOX_KEEP_MS. */
export const MAIL_OUTBOX_PRUNE_MS = 3600_000;
/** Rows one delete takes; the prune deletes batch after batch. */
const PRUNE_BATCH = 1000;

/** Deletes the rows of mails sent or failed more than `keepMs` ago, in batches; how many. */
export async function pruneMailOutbox(
  outbox: Pick<MailOutbox, 'deleteDone'>,
  keepMs: number = MAIL_OUTBOX_KEEP_MS,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await outbox.deleteDone(keepMs, PRUNE_BATCH);
    deleted += batch;
    if (batch < PRUNE_BATCH) return deleted;
  }
}

export interface WebhookSweepDeps {
  dispatch: Pick<WebhookDispatchPort, 'dueDeliveries'>;
  queue: JobQueue;
  graceMs: number;
  /** The retry schedule and attempts of this worker's deliveries (WEBHOOKS_RETRY_DELAYS_MS). */
  delays?: readonly number[];
  attempts?: number;
  now?: () => number;
}

/**
 * Adds again the job of every delivery the database still has to send whose job the queue no longer
 * has (decision 0146): the job id it had (a replay's, or the relay's), the attempts left of its run, and
 * a failed delivery's retry at the time its schedule gave it. The claim in the database (decision 0137)
 * still decides whether anything is sent, so a job added twice sends once.
 */
export async function sweepWebhookDeliveries(deps: WebhookSweepDeps): Promise<string[]> {
  const delays = deps.delays ?? WEBHOOK_RETRY_DELAYS_MS;
  const attempts = deps.attempts ?? WEBHOOK_DELIVERY_ATTEMPTS;
  const now = deps.now ?? Date.now;
  const added: string[] = [];
  for (let after: string | null = null; ; ) {
    const page = await deps.dispatch.dueDeliveries(deps.graceMs, after, SWEEP_PAGE);
    for (const delivery of page) {
      const replayed = delivery.replayCount > 0;
      const jobId = replayed
        ? webhookReplayJobId(delivery.deliveryId, delivery.replayCount)
        : webhookDeliveryJobId(delivery.deliveryId);
      if (await deps.queue.getJob(jobId)) continue;
      // A replay's attempts are not told apart from those before it: its run starts again.
      const before = replayed ? 0 : Math.min(delivery.attemptCount, attempts - 1);
      const retryAt =
        delivery.status === 'failed' && delivery.lastAttemptAt
          ? Date.parse(delivery.lastAttemptAt) + webhookRetryDelay(Math.max(before, 1), delays)
          : now();
      const data: WebhookDeliveryJob = { deliveryId: delivery.deliveryId, attemptsBefore: before };
      await deps.queue.add(WEBHOOK_DELIVERY_JOB, data, {
        ...webhookDeliveryJobOptions(jobId, attempts - before),
        delay: Math.max(0, retryAt - now()),
      });
      added.push(jobId);
    }
    if (page.length < SWEEP_PAGE) return added;
    after = page[page.length - 1].deliveryId;
  }
}

/** The mail queue as the worker's own mail producers use it (approval reminders, a disabled webhook). */
export interface OutboxedMailQueue<T> {
  add(name: string, data: T, opts: JobsOptions): Promise<unknown>;
  addBulk(jobs: { name: string; data: T; opts: JobsOptions }[]): Promise<unknown>;
}

/**
 * The worker's own mails go through the mail outbox as the BFF's do (decision 0146): each is stored
 * before its job is added, so a Redis that loses it does not lose the mail. One the outbox cannot store
 * (the database away) is added regardless, and `unstored` is told.
 */
export function withMailOutbox<T extends { mandantCode: string }>(
  queue: Pick<Queue, 'add' | 'addBulk'>,
  outbox: Pick<MailOutbox, 'store'>,
  unstored: (jobId: string, error: unknown) => void,
): OutboxedMailQueue<T> {
  const store = async (name: string, data: T, opts: JobsOptions) => {
    const { jobId, ...options } = opts;
    if (!jobId) return;
    await outbox
      .store({ jobId, mandantCode: data.mandantCode, name, data, options })
      .catch((error: unknown) => unstored(jobId, error));
  };
  return {
    async add(name, data, opts) {
      await store(name, data, opts);
      return queue.add(name, data, opts);
    },
    async addBulk(jobs) {
      for (const job of jobs) await store(job.name, job.data, job.opts);
      return queue.addBulk(jobs);
    },
  };
}

/**
 * Runs the sweeps every `everyMs`, the first at once (a worker started after Redis lost its data finds
 * the jobs then). Each logs what it added; a failure (Redis or the database away) is logged once per
 * outage and tried again at the next round.
 */
export function keepSweeping(
  sweeps: { what: string; sweep: () => Promise<string[]> }[],
  logger: Logger,
  everyMs: number = DELIVERY_SWEEP_MS,
): { stop(): Promise<void> } {
  const failing = new Set<string>();
  let running: Promise<void> | null = null;
  const round = async () => {
    for (const { what, sweep } of sweeps) {
      try {
        const added = await sweep();
        if (failing.delete(what)) logger.info({ what }, 'delivery sweep works again');
        if (added.length)
          logger.warn(
            { what, jobIds: added.slice(0, 20), count: added.length },
            'jobs gone from Redis queued again from the database',
          );
      } catch (error) {
        if (!failing.has(what)) logger.warn({ what, err: error }, 'delivery sweep failed; it tries again');
        failing.add(what);
      }
    }
  };
  const run = () => {
    running ??= round().finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
