import { hostname } from 'node:os';
import { Queue, UnrecoverableError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import {
  EmbeddedApprovalReminders,
  EmbeddedBudgetRollover,
  EmbeddedCartHousekeeping,
  EmbeddedWebhookDispatch,
  type ApprovalReminderPort,
  type WebhookDispatchPort,
  type BudgetRolloverPort,
  type CartHousekeepingPort,
} from '@shop/commerce';
import {
  APP_DB_DEADLINES,
  appendWebhookEvent,
  createDb,
  MailOutboxStore,
  MaintenanceLogStore,
  MaintenanceStateStore,
  SignOutStore,
  type Db,
} from '@shop/db';
import {
  APPROVAL_REMINDER_EVERY_MS,
  APPROVAL_REMINDER_SCHEDULER_ID,
  APPROVAL_REMINDER_START_UP_ID,
  BUDGET_ROLLOVER_EVERY_MS,
  BUDGET_ROLLOVER_SCHEDULER_ID,
  BUDGET_ROLLOVER_START_UP_ID,
  CART_HOUSEKEEPING_EVERY_MS,
  CART_HOUSEKEEPING_SCHEDULER_ID,
  CART_HOUSEKEEPING_START_UP_ID,
  HOUSEKEEPING_JOBS,
  InvalidJobError,
  PRICE_JOBS,
  PRICE_REFRESH_EVERY_MS,
  PRICE_REFRESH_SCHEDULER_ID,
  QUEUES,
  shopEventsChannel,
  type QueueName,
  type ApprovalReminderMailJob,
  type CartHousekeepingJob,
  type DocumentJob,
  type HousekeepingJobName,
  type MaintenanceJob,
  WEBHOOK_BACKOFF_TYPE,
  WEBHOOK_DELIVERY_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  webhookRetryDelay,
  type WebhookDeliveryJob,
  type WebhookDisabledMailJob,
} from '@shop/jobs';
import { EmbeddedPriceFeedAdapter, PRICE_REFRESH_DB_DEADLINES, type PriceFeedPort } from '@shop/pricing';
import { createRedis, DocumentStore, logOutagesOfCopies, type RedisKind } from '@shop/redis';
import { DEFAULT_PUBLIC_URL } from './config';
import { reachDatabase, reachRedis, STARTUP_WAIT_MS } from './dependencies';
import { JOB_RECOVERY } from './job-recovery';
import {
  processHousekeeping,
  type HousekeepingDeps,
  type HousekeepingOutcome,
} from './processors/housekeeping.processor';
import { processMail, type MailJob, type MailOutcome } from './processors/mail.processor';
import { markDocumentFailed, processDocument, type DocumentOutcome } from './processors/documents.processor';
import {
  processMaintenance,
  type MaintenanceDeps,
  type MaintenanceOutcome,
} from './processors/maintenance.processor';
import { processPriceJob, type PriceJob, type PriceJobOutcome } from './processors/prices.processor';
import { QUEUE_STATES, type QueueCounts, type WorkerMetrics } from './metrics';
import { processWebhookDelivery, type WebhookOutcome } from './processors/webhooks.processor';
import { startWebhookRelay, WEBHOOK_RELAY_POLL_MS, type WebhookRelay } from './webhook-relay';
import { webhookSender, type WebhookSend } from './webhook-sender';
import { logQueueErrors } from './queue-errors';
import { keepQueueSettings, type QueueSetting } from './queue-settings';
import { keepMaintenanceRestored } from './maintenance-restore';
import { repeatCheck } from './periodic-check';
import { keepSignOutsRestored } from './sign-outs-restore';
import {
  DELIVERY_SWEEP_GRACE_MS,
  keepSweeping,
  MAIL_OUTBOX_PRUNE_MS,
  pruneMailOutbox,
  sweepMailOutbox,
  sweepWebhookDeliveries,
  withMailOutbox,
} from './delivery-sweep';

/** This process among the workers: host and process id (docs/decisions/0144-a-local-cluster.md). */
export const WORKER_NAME = `${hostname()}:${process.pid}`;
import { createSmtpTransport } from './smtp-transport';

// All BullMQ wiring of the worker lives in this file: queues, workers, schedules, settings, logs.
// The processors (processors/*.processor.ts) are pure functions of (job, deps).

export interface RunningWorker {
  /** A `commands` connection (fails fast while Redis is away): the health check pings it. */
  redis: Redis;
  close(): Promise<void>;
}

export interface StartOptions {
  /** How long startCheckedWorkers waits for Redis and the database (default STARTUP_WAIT_MS). */
  startupWaitMs?: number;
  /** How often queue settings are checked and restored (default 60 s). */
  settingsCheckMs?: number;
  /** How often the maintenance state is checked against Redis (default MAINTENANCE_RESTORE_CHECK_MS, 1 s). */
  maintenanceRestoreCheckMs?: number;
  /** How often the sign-outs are checked against Redis (default SIGN_OUTS_RESTORE_CHECK_MS, 1 s). */
  signOutsRestoreCheckMs?: number;
  /** How often mails and webhook deliveries whose job Redis lost are queued again (default DELIVERY_SWEEP_MS, 20 s). */
  deliverySweepMs?: number;
  /** How old an unsent mail or a due delivery must be before the sweep looks for its job (default 60 s). */
  deliverySweepGraceMs?: number;
  /** Interval of the scheduled price refresh (default hourly). */
  priceRefreshEveryMs?: number;
  /** Interval of the scheduled cart housekeeping (default daily). */
  cartHousekeepingEveryMs?: number;
  /** Interval of the scheduled approval reminders (default hourly). */
  approvalRemindersEveryMs?: number;
  /** Interval of the scheduled budget roll-over (default hourly). */
  budgetRolloverEveryMs?: number;
  /** The shop's origin the reminder mails link to (PUBLIC_URL; default http://localhost:3000). */
  publicUrl?: string;
  /** Where and as whom mail is sent (SMTP_URL, MAIL_FROM); without it the mail queue is not worked on. */
  mail?: MailSettings;
  /** Job durations and queue depths go here (decision 0135); none without. */
  metrics?: WorkerMetrics;
  /** Webhook delivery (decision 0137); defaults: public https targets only, the 24-hour schedule. */
  webhooks?: WebhookSettings;
}

export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: http and private addresses allowed (development, tests). */
  allowPrivateTargets?: boolean;
  /** Waits before each retry (WEBHOOKS_RETRY_DELAYS_MS; default WEBHOOK_RETRY_DELAYS_MS, 24 hours). */
  retryDelaysMs?: readonly number[];
  /** How often the relay looks for new events (WEBHOOKS_RELAY_POLL_MS; default 200 ms). */
  relayPollMs?: number;
  /** Deadline of one delivery attempt (WEBHOOKS_TIMEOUT_MS; default 10 s). */
  timeoutMs?: number;
  /** Sends a delivery; default: HTTP(S) with the SSRF guard (tests replace it). */
  send?: WebhookSend;
}

/** Deliveries one worker process sends at a time: they wait on receivers, not on this process. */
const WEBHOOK_CONCURRENCY = 20;

/** Default deadline of one webhook delivery attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** Mails one worker process sends at a time (each on its own SMTP connection). */
const MAIL_CONCURRENCY = 4;

/** The Redis connections of one worker process: each logs its outages once; closed together. */
function redisConnections(redisUrl: string, logger: Logger) {
  // BullMQ does not close connections it was handed, so the worker keeps and closes them itself.
  const open: Redis[] = [];
  return {
    connection(kind: RedisKind, name: string): Redis {
      const redis = createRedis(redisUrl, kind, { name, logger });
      logOutagesOfCopies(redis, name, logger);
      open.push(redis);
      return redis;
    },
    async closeAll(): Promise<void> {
      await Promise.all(open.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

type Connections = ReturnType<typeof redisConnections>;

/**
 * The ports of the jobs that need the shop database. The price feed: the embedded price tables, on
 * two connections (changes with the apps' deadlines, the refresh with its own,
 * PRICE_REFRESH_DB_DEADLINES); a real ERP feed is another PriceFeedPort here, the processor does not
 * change. The cart housekeeping and the approval reminders (one job at a time on their queue): a
 * connection of their own with the apps' deadlines, so a batch never holds up a price change waiting
 * for the pool.
 */
interface ShopDatabase {
  feed: PriceFeedPort;
  carts: CartHousekeepingPort;
  reminders: ApprovalReminderPort;
  budgets: BudgetRolloverPort;
  /** The maintenance log (migration 0037), on the connection of the apps' deadlines. */
  maintenanceLog: MaintenanceLogStore;
  /** The durable maintenance state (migration 0038, decision 0143). */
  maintenanceState: MaintenanceStateStore;
  /** The durable sign-outs (migration 0039, decision 0145). */
  signOuts: SignOutStore;
  /** The mail outbox (migration 0040, decision 0146): marked sent by the mail queue, swept. */
  mailOutbox: MailOutboxStore;
  webhooks: WebhookDispatchPort;
  /** Answers `select 1` at start-up. */
  db: Db;
  close(): Promise<void>;
}

function openShopDatabase(databaseUrl: string): ShopDatabase {
  const db = createDb(databaseUrl, { max: 1, ...APP_DB_DEADLINES });
  const refreshDb = createDb(databaseUrl, { max: 1, ...PRICE_REFRESH_DB_DEADLINES });
  const housekeepingDb = createDb(databaseUrl, { max: 1, ...APP_DB_DEADLINES });
  // The relay's claim and the deliveries' records: their own connections, so a delivery never waits
  // for a price refresh or a housekeeping batch.
  const webhooksDb = createDb(databaseUrl, { max: 4, ...APP_DB_DEADLINES });
  return {
    feed: new EmbeddedPriceFeedAdapter(db, refreshDb),
    carts: new EmbeddedCartHousekeeping(housekeepingDb),
    reminders: new EmbeddedApprovalReminders(housekeepingDb),
    budgets: new EmbeddedBudgetRollover(housekeepingDb),
    maintenanceLog: new MaintenanceLogStore(db),
    maintenanceState: new MaintenanceStateStore(db),
    signOuts: new SignOutStore(db),
    mailOutbox: new MailOutboxStore(db),
    webhooks: new EmbeddedWebhookDispatch(webhooksDb),
    db,
    async close() {
      await Promise.allSettled([db.close(), refreshDb.close(), housekeepingDb.close(), webhooksDb.close()]);
    },
  };
}

/**
 * Checks that Redis and the database answer, then starts the workers (startWorkers). Either does not
 * within `startupWaitMs` (default 10 s) → a ConfigError naming the variable, and nothing was started:
 * no job is taken by a worker that cannot finish it. The worker process starts this way.
 */
export async function startCheckedWorkers(
  redisUrl: string,
  logger: Logger,
  databaseUrl: string | undefined,
  options: StartOptions = {},
): Promise<RunningWorker> {
  const connections = redisConnections(redisUrl, logger);
  const health = connections.connection('commands', 'health');
  const database = databaseUrl ? openShopDatabase(databaseUrl) : null;
  const waitMs = options.startupWaitMs ?? STARTUP_WAIT_MS;
  try {
    await Promise.all([
      reachRedis(health, redisUrl, waitMs),
      database && databaseUrl ? reachDatabase(database.db, databaseUrl, waitMs) : null,
    ]);
  } catch (error) {
    await Promise.allSettled([connections.closeAll(), database?.close()]);
    throw error;
  }
  return buildWorkers(redisUrl, logger, connections, health, database, options);
}

/**
 * Starts one BullMQ worker per queue at once; tests that know Redis and the database are there use
 * this, the process startCheckedWorkers. Without `databaseUrl` the price and housekeeping jobs do not
 * run, without `options.mail` the mail jobs.
 *
 * Connections (@shop/redis, each logs one line per outage): `health` (commands kind), `state` (the
 * processors' writes and events; queue kind, so a write waits for Redis instead of failing a job
 * half-done), and one per BullMQ object (queue kind; BullMQ copies each worker's for its blocking
 * fetch, the copies log their outages too).
 */
export function startWorkers(
  redisUrl: string,
  logger: Logger,
  databaseUrl?: string,
  options: StartOptions = {},
): RunningWorker {
  const connections = redisConnections(redisUrl, logger);
  const health = connections.connection('commands', 'health');
  const database = databaseUrl ? openShopDatabase(databaseUrl) : null;
  return buildWorkers(redisUrl, logger, connections, health, database, options);
}

function buildWorkers(
  redisUrl: string,
  logger: Logger,
  connections: Connections,
  health: Redis,
  database: ShopDatabase | null,
  options: StartOptions,
): RunningWorker {
  const state = connections.connection('queue', 'state');
  const channel = shopEventsChannel(redisUrl);
  const maintenance = startMaintenanceQueue(
    connections,
    {
      redis: state,
      channel,
      log: database?.maintenanceLog ?? null,
      unrecorded: (entry, error) =>
        logger.error({ err: error, entry }, 'maintenance change applied but not recorded in maintenance_log'),
      records: database?.maintenanceState ?? null,
      unstored: (mandantCode, error) =>
        logger.error(
          { err: error, mandantCode },
          'maintenance change applied but not stored in maintenance_state: a Redis that loses its data before the next change loses it',
        ),
    },
    logger,
    options,
    database,
  );
  // The sign-outs Redis lost come back from the database (decision 0145), checked beside the
  // maintenance state; without the database there is nothing to restore from.
  const signOuts = database
    ? keepSignOutsRestored(
        { redis: state, records: database.signOuts },
        logger,
        options.signOutsRestoreCheckMs,
      )
    : null;
  // Price and housekeeping jobs need the shop database; without DATABASE_URL (some tests start only
  // the maintenance worker) they do not run.
  const prices = database
    ? startPriceQueue(connections, { feed: database.feed, redis: state, channel }, logger, options)
    : (logger.warn('DATABASE_URL not set: the price refresh does not run'), null);
  const housekeeping = database
    ? startHousekeepingQueue(connections, database, { redis: state, channel }, logger, options)
    : (logger.warn('DATABASE_URL not set: cart housekeeping does not run'), null);
  const documents = startDocumentsQueue(connections, state, channel, logger, options);
  const mail = options.mail
    ? startMailQueue(connections, options.mail, logger, options, database?.mailOutbox ?? null)
    : (logger.warn('SMTP_URL not set: mails wait in their queue, none is sent'), null);
  const depths = options.metrics?.enabled ? watchQueueDepths(connections, options.metrics, logger) : null;
  const webhooks = database
    ? startWebhooksQueue(connections, database, logger, options)
    : (logger.warn('DATABASE_URL not set: webhooks are not delivered'), null);
  return {
    redis: health,
    async close() {
      // Together: with Redis gone, a BullMQ worker closed after another one waits for its blocking
      // fetch for ever (seen with two workers; one at a time closed fine).
      signOuts?.stop();
      await Promise.all([
        depths?.close(),
        webhooks?.close(),
        mail?.close(),
        documents.close(),
        housekeeping?.close(),
        prices?.close(),
        maintenance.close(),
      ]);
      await database?.close();
      await connections.closeAll();
    },
  };
}

/** Documents one worker process renders at a time: rendering is CPU work, the store and publish are not. */
const DOCUMENTS_CONCURRENCY = 2;

/** What differs between the queues; startQueue wires each the same way. */
interface QueueWork<T, R> {
  name: QueueName;
  /** Jobs of this queue one worker process runs at a time. */
  concurrency: number;
  process(job: Job<T>): Promise<R>;
  /** What the `job completed` line tells besides the queue and the job id. */
  completed(job: Job<T>, outcome: R): object;
  /** Called for every failed attempt (after BullMQ recorded it), before the failure is logged. */
  failed?(job: Job<T>, error: Error): void;
  /** Settings of the queue kept in Redis (job schedulers, global concurrency), on its Queue's connection. */
  settings?: { connection: Redis; kept: QueueSetting[] };
  /** Closed after the worker, in this order (the queue's own Queue objects, a mail transport). */
  closeAfter?: (() => Promise<void> | void)[];
  /** Options of the BullMQ worker besides connection, concurrency and JOB_RECOVERY (a backoff strategy). */
  workerOptions?: Pick<WorkerOptions, 'settings'>;
}

/** How long a job's attempt ran, from BullMQ's times (0 when one is missing). */
function jobSeconds(job: Job): number {
  return job.processedOn && job.finishedOn ? Math.max(0, job.finishedOn - job.processedOn) / 1000 : 0;
}

/**
 * The depth of every queue of libs/jobs for the metrics, read when Prometheus scrapes, on a `commands`
 * connection of its own (it fails at once while Redis is away; the scrape then shows no depths).
 */
function watchQueueDepths(connections: Connections, metrics: WorkerMetrics, logger: Logger) {
  const connection = connections.connection('commands', 'metrics');
  const queues = Object.values(QUEUES).map((name) => {
    const queue = new Queue(name, { connection });
    logQueueErrors(queue, name, logger);
    return queue;
  });
  metrics.readQueueDepthsFrom(async () =>
    Object.fromEntries(
      await Promise.all(
        queues.map(async (queue) => [queue.name, (await queue.getJobCounts(...QUEUE_STATES)) as QueueCounts]),
      ),
    ),
  );
  return { close: () => Promise.all(queues.map((queue) => queue.close())).then(() => undefined) };
}

/** A Queue object with its own connection (`queue:<name>`), for settings and for adding jobs. */
function openQueue<T>(connections: Connections, name: QueueName, logger: Logger) {
  const connection = connections.connection('queue', `queue:${name}`);
  const queue = new Queue<T>(name, { connection });
  logQueueErrors(queue, name, logger);
  return { queue, connection };
}

/**
 * Starts the BullMQ worker of one queue: its settings kept in Redis, its own connection
 * (`worker:<name>`), job recovery (JOB_RECOVERY), one `job completed` line per job, failures, stalls
 * and errors logged. A job the processor refuses for good (InvalidJobError) is not retried. Closing
 * stops the settings, closes the worker, then what the queue needs closed after it.
 */
function startQueue<T, R>(
  connections: Connections,
  logger: Logger,
  options: StartOptions,
  work: QueueWork<T, R>,
): { close(): Promise<void> } {
  const { name: queue, failed } = work;
  const settings = work.settings
    ? keepQueueSettings(work.settings.connection, work.settings.kept, logger, options.settingsCheckMs)
    : null;
  const process = (job: Job<T>) =>
    work.process(job).catch((error: unknown) => {
      throw error instanceof InvalidJobError ? new UnrecoverableError(error.message) : error;
    });
  const worker = new Worker<T, R>(queue, process, {
    // Stored on every job it takes (job.processedBy): Bull Board and the cluster suite tell the workers apart.
    name: WORKER_NAME,
    connection: connections.connection('queue', `worker:${queue}`),
    concurrency: work.concurrency,
    ...JOB_RECOVERY,
    ...work.workerOptions,
  });
  worker.on('completed', (job, outcome) => {
    options.metrics?.observeJob(queue, job.name, 'completed', jobSeconds(job));
    logger.info({ queue: job.queueName, jobId: job.id, ...work.completed(job, outcome) }, 'job completed');
  });
  if (options.metrics?.enabled)
    worker.on(
      'failed',
      (job) => job && options.metrics!.observeJob(queue, job.name, 'failed', jobSeconds(job)),
    );
  if (failed) worker.on('failed', (job, error) => job && failed(job, error));
  worker.on('failed', (job, error) => logger.error({ queue, jobId: job?.id, err: error }, 'job failed'));
  worker.on('stalled', (jobId) => logger.warn({ queue, jobId }, 'job stalled; it runs again'));
  logQueueErrors(worker, queue, logger);
  return {
    async close() {
      settings?.stop();
      await worker.close();
      for (const close of work.closeAfter ?? []) await close();
    },
  };
}

/**
 * QUEUES.documents (decision 0057): PDFs the BFF asked for. A job that fails for good (its last
 * attempt, or input the renderer refuses) marks its document FAILED, so the page waiting for it stops.
 */
function startDocumentsQueue(
  connections: Connections,
  state: Redis,
  channel: string,
  logger: Logger,
  options: StartOptions,
): { close(): Promise<void> } {
  const deps = { store: new DocumentStore(state), channel };
  return startQueue<DocumentJob, DocumentOutcome>(connections, logger, options, {
    name: QUEUES.documents,
    concurrency: DOCUMENTS_CONCURRENCY,
    process: (job) => processDocument(job, deps),
    completed: (_, outcome) => ({ outcome }),
    failed(job, error) {
      const lastAttempt = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (lastAttempt)
        markDocumentFailed(job, deps).catch((err: unknown) =>
          logger.error({ err, jobId: job.id }, 'could not mark the document failed'),
        );
    },
  });
}

/**
 * QUEUES.maintenance. Maintenance jobs of one tenant must run in order (a request cancels the window
 * jobs planned before it): one at a time in this process and, through the queue's global
 * concurrency, across every worker instance. Redis keeps that setting, so it is registered on every
 * (re)connect.
 */
function startMaintenanceQueue(
  connections: Connections,
  deps: Omit<MaintenanceDeps, 'queue' | 'redis'> & { redis: Redis },
  logger: Logger,
  options: StartOptions,
  database: Pick<ShopDatabase, 'db' | 'maintenanceState'> | null,
): { close(): Promise<void> } {
  const maintenance = openQueue<MaintenanceJob>(connections, QUEUES.maintenance, logger);
  // The switch's webhook event (decision 0136); without the database no webhook is sent.
  const outbox = database
    ? (event: Parameters<typeof appendWebhookEvent>[1]) => appendWebhookEvent(database.db, event)
    : undefined;
  const { queue } = maintenance;
  const globalConcurrency: QueueSetting = {
    queue: QUEUES.maintenance,
    what: 'global concurrency 1',
    register: () => queue.setGlobalConcurrency(1),
    isRegistered: async () => (await queue.getGlobalConcurrency()) === 1,
  };
  // The state Redis lost comes back from the database (decision 0143); without it there is nothing to restore from.
  const restore = database
    ? keepMaintenanceRestored(
        { redis: deps.redis, queue, records: database.maintenanceState, channel: deps.channel },
        logger,
        options.maintenanceRestoreCheckMs,
      )
    : null;
  return startQueue<MaintenanceJob, MaintenanceOutcome>(connections, logger, options, {
    name: QUEUES.maintenance,
    concurrency: 1,
    process: (job) => processMaintenance(job, { ...deps, queue, outbox }),
    completed: (job, outcome) => ({ trigger: job.data.trigger ?? 'request', outcome }),
    settings: { connection: maintenance.connection, kept: [globalConcurrency] },
    closeAfter: [() => restore?.stop(), () => queue.close()],
  });
}

/**
 * QUEUES.prices and its schedule: a repeatable refresh of every tenant (hourly, one job scheduler
 * shared by all worker instances: upserting it again replaces it, never duplicates it) plus on-demand
 * jobs of the ops CLI. Jobs run one at a time per process. The scheduler lives in Redis: it is
 * registered on every (re)connect of the queue's connection, so a Redis that lost its data gets it
 * back without a worker restart.
 */
function startPriceQueue(
  connections: Connections,
  deps: Parameters<typeof processPriceJob>[1],
  logger: Logger,
  options: StartOptions,
): { close(): Promise<void> } {
  const prices = openQueue<PriceJob>(connections, QUEUES.prices, logger);
  const { queue } = prices;
  const scheduler: QueueSetting = {
    queue: QUEUES.prices,
    what: `job scheduler ${PRICE_REFRESH_SCHEDULER_ID}`,
    register: () =>
      queue.upsertJobScheduler(
        PRICE_REFRESH_SCHEDULER_ID,
        { every: options.priceRefreshEveryMs ?? PRICE_REFRESH_EVERY_MS },
        {
          name: PRICE_JOBS.refresh,
          data: { mandantCode: null, customerNos: null, requestedBy: 'schedule', trigger: 'schedule' },
          opts: { removeOnComplete: 100, removeOnFail: 100 },
        },
      ),
    isRegistered: async () => (await queue.getJobScheduler(PRICE_REFRESH_SCHEDULER_ID)) !== undefined,
  };
  return startQueue<PriceJob, PriceJobOutcome>(connections, logger, options, {
    name: QUEUES.prices,
    concurrency: 1,
    process: (job) => processPriceJob(job, deps),
    completed: (job, outcome) => ({
      jobName: job.name,
      outcome:
        outcome.kind === 'refreshed'
          ? outcome.tenants.map(({ mandantCode, processed, changed, invalidatedKeys }) => ({
              mandantCode,
              processed,
              changed,
              invalidatedKeys,
            }))
          : { changeId: outcome.changeId },
    }),
    settings: { connection: prices.connection, kept: [scheduler] },
    closeAfter: [() => queue.close()],
  });
}

/**
 * QUEUES.housekeeping and its schedules: deletes expired carts of every tenant daily, rolls ended
 * budget periods over hourly (decision 0062, telling the customers on `events`), and reminds
 * approvers of the carts waiting for them hourly (decision 0045). Each job has its own job scheduler
 * shared by all worker instances (registered like the price refresh's) and runs once when a worker
 * starts (workers starting together share that run: deduplicated while it waits or runs). A run takes
 * the database in short batches; runs go one at a time per process, and a second run at the same time
 * elsewhere only finds fewer carts (rows are locked `skip locked`; reminder mails have job ids per
 * cart, recipient and slot). Reminder mails are added to QUEUES.mail through this queue's connection.
 */
function startHousekeepingQueue(
  connections: Connections,
  database: Pick<ShopDatabase, 'carts' | 'reminders' | 'budgets' | 'mailOutbox'>,
  events: HousekeepingDeps['events'],
  logger: Logger,
  options: StartOptions,
): { close(): Promise<void> } {
  const housekeeping = openQueue<CartHousekeepingJob>(connections, QUEUES.housekeeping, logger);
  const { queue } = housekeeping;
  const mailQueue = new Queue<ApprovalReminderMailJob>(QUEUES.mail, { connection: housekeeping.connection });
  logQueueErrors(mailQueue, QUEUES.mail, logger);
  const keepJobs = { removeOnComplete: 100, removeOnFail: 100 };
  const runs: { name: HousekeepingJobName; schedulerId: string; everyMs: number; startUpId: string }[] = [
    {
      name: HOUSEKEEPING_JOBS.expiredCarts,
      schedulerId: CART_HOUSEKEEPING_SCHEDULER_ID,
      everyMs: options.cartHousekeepingEveryMs ?? CART_HOUSEKEEPING_EVERY_MS,
      startUpId: CART_HOUSEKEEPING_START_UP_ID,
    },
    {
      name: HOUSEKEEPING_JOBS.approvalReminders,
      schedulerId: APPROVAL_REMINDER_SCHEDULER_ID,
      everyMs: options.approvalRemindersEveryMs ?? APPROVAL_REMINDER_EVERY_MS,
      startUpId: APPROVAL_REMINDER_START_UP_ID,
    },
    {
      name: HOUSEKEEPING_JOBS.budgetRollover,
      schedulerId: BUDGET_ROLLOVER_SCHEDULER_ID,
      everyMs: options.budgetRolloverEveryMs ?? BUDGET_ROLLOVER_EVERY_MS,
      startUpId: BUDGET_ROLLOVER_START_UP_ID,
    },
  ];
  const schedulers = runs.map(
    (run): QueueSetting => ({
      queue: QUEUES.housekeeping,
      what: `job scheduler ${run.schedulerId}`,
      register: () =>
        queue.upsertJobScheduler(
          run.schedulerId,
          { every: run.everyMs },
          { name: run.name, data: { trigger: 'schedule', requestedBy: 'schedule' }, opts: keepJobs },
        ),
      isRegistered: async () => (await queue.getJobScheduler(run.schedulerId)) !== undefined,
    }),
  );
  for (const run of runs)
    queue
      .add(
        run.name,
        { trigger: 'start-up', requestedBy: 'worker' },
        { ...keepJobs, deduplication: { id: run.startUpId } },
      )
      .catch((error: unknown) =>
        logger.warn({ queue: QUEUES.housekeeping, jobName: run.name, err: error }, 'start-up run not queued'),
      );
  const deps: HousekeepingDeps = {
    carts: database.carts,
    reminders: database.reminders,
    budgets: database.budgets,
    events,
    mails: withMailOutbox<ApprovalReminderMailJob>(mailQueue, database.mailOutbox, mailUnstored(logger)),
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
  };
  return startQueue<CartHousekeepingJob, HousekeepingOutcome>(connections, logger, options, {
    name: QUEUES.housekeeping,
    concurrency: 1,
    process: (job) => processHousekeeping(job, deps),
    // One line per run with its counts (deleted or reminded and mails, byTenant, batches, more).
    completed: (job, outcome) => ({ jobName: job.name, ...outcome }),
    settings: { connection: housekeeping.connection, kept: schedulers },
    closeAfter: [() => mailQueue.close(), () => queue.close()],
  });
}

/**
 * QUEUES.mail: renders each mail in its order's language and sends it over SMTP, a few at a time.
 * Retries and their backoff come with each job (MAIL_JOB_OPTIONS of @shop/jobs); a job the processor
 * refuses for good (a malformed payload, a recipient the server refuses) is not retried.
 */
function startMailQueue(
  connections: Connections,
  settings: MailSettings,
  logger: Logger,
  options: StartOptions,
  outbox: MailOutboxStore | null,
): { close(): Promise<void> } {
  const transport = createSmtpTransport(settings.smtpUrl);
  return startQueue<MailJob, MailOutcome>(connections, logger, options, {
    name: QUEUES.mail,
    concurrency: MAIL_CONCURRENCY,
    process: (job) =>
      processMail(job, {
        transport,
        from: settings.from,
        outbox,
        outboxFailed: (step, error) =>
          logger.error(
            { queue: QUEUES.mail, jobId: job.id, err: error },
            step === 'read'
              ? 'mail outbox not read: the mail is sent without looking whether it went out before'
              : 'mail sent but not marked sent in the mail outbox: a Redis that loses its data may send it again',
          ),
      }),
    completed: (job, outcome) => ({
      jobName: job.name,
      ...(outcome.kind === 'sent-before' ? { outcome: outcome.kind } : {}),
      orderNumber: outcome.orderNumber,
      cartId: outcome.cartId,
      messageId: outcome.messageId,
    }),
    // A mail that can never go out is left by the sweep (decision 0146).
    failed(job, error) {
      const lastAttempt = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (lastAttempt && outbox && job.id)
        outbox
          .markFailed(job.id)
          .catch((err: unknown) =>
            logger.error(
              { err, queue: QUEUES.mail, jobId: job.id },
              'mail not marked failed in the mail outbox',
            ),
          );
    },
    closeAfter: [() => transport.close()],
  });
}

/**
 * QUEUES.webhooks (decision 0137): the outbox relay, which turns committed webhook events into delivery
 * jobs, and their worker, which signs and sends each, many at a time. A failed attempt is retried
 * after the schedule's wait (a custom backoff: WEBHOOK_RETRY_DELAYS_MS, about 24 hours in all; shorter
 * in tests); after the last the subscription is disabled and its customer's administrators are mailed
 * (through QUEUES.mail, on this queue's connection). Also the delivery sweep (decision 0146): every
 * `deliverySweepMs` the mails of the outbox and the deliveries the database still has to send whose job
 * Redis lost are queued again, on the same connection.
 */
function startWebhooksQueue(
  connections: Connections,
  database: Pick<ShopDatabase, 'webhooks' | 'mailOutbox'>,
  logger: Logger,
  options: StartOptions,
): { close(): Promise<void> } {
  const dispatch = database.webhooks;
  const settings = options.webhooks ?? {};
  const delays = settings.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const timeoutMs = settings.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const webhooks = openQueue<WebhookDeliveryJob>(connections, QUEUES.webhooks, logger);
  const { queue } = webhooks;
  const mailQueue = new Queue<WebhookDisabledMailJob>(QUEUES.mail, { connection: webhooks.connection });
  logQueueErrors(mailQueue, QUEUES.mail, logger);
  const attempts = settings.retryDelaysMs ? delays.length + 1 : WEBHOOK_DELIVERY_ATTEMPTS;
  const relay: WebhookRelay = startWebhookRelay(
    dispatch,
    queue,
    logger,
    settings.relayPollMs ?? WEBHOOK_RELAY_POLL_MS,
    attempts,
  );
  // Mails and deliveries the database still has to send whose job Redis lost are queued again
  // (decision 0146), by every worker, whether or not it sends mail itself.
  const graceMs = options.deliverySweepGraceMs ?? DELIVERY_SWEEP_GRACE_MS;
  const sweeping = keepSweeping(
    [
      {
        what: 'mail outbox',
        sweep: () => sweepMailOutbox({ outbox: database.mailOutbox, queue: mailQueue as Queue, graceMs }),
      },
      {
        what: 'webhook deliveries',
        sweep: () =>
          sweepWebhookDeliveries({
            dispatch,
            queue: queue as Queue,
            graceMs,
            delays,
            attempts,
          }),
      },
    ],
    logger,
    options.deliverySweepMs,
  );
  // Rows of mails long sent or failed go (decision 0146); the ids of the last 30 days stay.
  const pruning = repeatCheck(
    async () => {
      const deleted = await pruneMailOutbox(database.mailOutbox);
      if (deleted) logger.info({ deleted }, 'old sent and failed mails deleted from the mail outbox');
    },
    {
      everyMs: MAIL_OUTBOX_PRUNE_MS,
      logger,
      failureMessage: 'could not delete old mails from the mail outbox',
    },
  );
  const deps = {
    dispatch,
    send:
      settings.send ??
      webhookSender({ allowPrivateTargets: settings.allowPrivateTargets === true }, timeoutMs),
    timeoutMs,
    mails: withMailOutbox<WebhookDisabledMailJob>(mailQueue, database.mailOutbox, mailUnstored(logger)),
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
  };
  const worker = startQueue<WebhookDeliveryJob, WebhookOutcome>(connections, logger, options, {
    name: QUEUES.webhooks,
    concurrency: WEBHOOK_CONCURRENCY,
    process: (job) => processWebhookDelivery(job, deps),
    completed: (_, outcome) => {
      if (outcome.kind === 'delivered') options.metrics?.recordWebhookDelivery('delivered');
      return { outcome };
    },
    // Each failed attempt; the last one disabled the subscription (webhooks.processor.ts).
    failed: (job) =>
      options.metrics?.recordWebhookDelivery(
        job.attemptsMade >= (job.opts.attempts ?? 1) ? 'disabled' : 'failed',
      ),
    workerOptions: {
      settings: {
        // A job the sweep added again goes on with its delivery's schedule (attemptsBefore, decision 0146).
        backoffStrategy: (attemptsMade: number, type?: string, _error?: Error, job?: { data?: unknown }) =>
          type === WEBHOOK_BACKOFF_TYPE
            ? webhookRetryDelay(attemptsMade + attemptsBeforeOf(job?.data), delays)
            : 0,
      },
    },
    closeAfter: [() => mailQueue.close(), () => queue.close()],
  });
  return {
    async close() {
      pruning.stop();
      await sweeping.stop();
      await relay.stop();
      await worker.close();
    },
  };
}

/** The attempts a delivery job's run had before it (WebhookDeliveryJob.attemptsBefore), or 0. */
function attemptsBeforeOf(data: unknown): number {
  const before = (data as Partial<WebhookDeliveryJob> | undefined)?.attemptsBefore;
  return typeof before === 'number' && Number.isInteger(before) && before > 0 ? before : 0;
}

/** Logs a mail of the worker's own that is enqueued but not stored in the mail outbox (decision 0146). */
const mailUnstored = (logger: Logger) => (jobId: string, error: unknown) =>
  logger.error({ queue: QUEUES.mail, jobId, err: error }, 'mail not stored in the mail outbox');
