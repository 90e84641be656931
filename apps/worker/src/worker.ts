import { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { QUEUES, shopEventsChannel, type MaintenanceJob } from '@shop/jobs';
import { createRedis, logOutagesOfCopies, type RedisKind } from '@shop/redis';
import { reachDatabase, reachRedis, STARTUP_WAIT_MS } from './dependencies';
import { JOB_RECOVERY } from './job-recovery';
import { processMaintenance } from './processors/maintenance.processor';
import { loadPriceRefreshConfig } from './processors/price-refresh.config';
import { createPriceDbs, startPriceRefresh, type PriceDbs } from './processors/price-refresh.processor';
import { logQueueErrors } from './queue-errors';
import { keepQueueSettings, type QueueSetting } from './queue-settings';

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
  /** Interval of the scheduled price refresh (default hourly). */
  priceRefreshEveryMs?: number;
}

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
  const priceDbs = databaseUrl ? createPriceDbs(databaseUrl) : null;
  const waitMs = options.startupWaitMs ?? STARTUP_WAIT_MS;
  try {
    await Promise.all([
      reachRedis(health, redisUrl, waitMs),
      priceDbs && databaseUrl ? reachDatabase(priceDbs.db, databaseUrl, waitMs) : null,
    ]);
  } catch (error) {
    await Promise.allSettled([connections.closeAll(), priceDbs?.db.close(), priceDbs?.refreshDb.close()]);
    throw error;
  }
  return buildWorkers(redisUrl, logger, connections, health, priceDbs, options);
}

/**
 * Starts one BullMQ worker per queue (each processor lives in its own file under processors/) at
 * once; tests that know Redis and the database are there use this, the process startCheckedWorkers.
 *
 * Connections (@shop/redis, each logs one line per outage): `health` (commands kind), `state` (the
 * processors' writes and events; queue kind, so a write waits for Redis instead of failing a job
 * half-done), and one per BullMQ object (queue kind; BullMQ copies each worker's for its blocking
 * fetch, the copies log their outages too).
 */
export function startWorkers(
  redisUrl: string,
  logger: Logger,
  databaseUrl: string | undefined = loadPriceRefreshConfig().databaseUrl,
  options: StartOptions = {},
): RunningWorker {
  const connections = redisConnections(redisUrl, logger);
  const health = connections.connection('commands', 'health');
  const priceDbs = databaseUrl ? createPriceDbs(databaseUrl) : null;
  return buildWorkers(redisUrl, logger, connections, health, priceDbs, options);
}

function buildWorkers(
  redisUrl: string,
  logger: Logger,
  connections: ReturnType<typeof redisConnections>,
  health: Redis,
  priceDbs: PriceDbs | null,
  options: StartOptions,
): RunningWorker {
  const connection = connections.connection;
  const state = connection('queue', 'state');
  const channel = shopEventsChannel(redisUrl);
  const maintenanceConnection = connection('queue', 'queue:maintenance');
  const maintenanceQueue = new Queue<MaintenanceJob>(QUEUES.maintenance, {
    connection: maintenanceConnection,
  });
  logQueueErrors(maintenanceQueue, QUEUES.maintenance, logger);
  // Maintenance jobs of one tenant must run in order (a request cancels the window jobs planned
  // before it): one at a time in this process and, through the queue's global concurrency, across
  // every worker instance. Redis keeps that setting, so it is registered on every (re)connect.
  const globalConcurrency: QueueSetting = {
    queue: QUEUES.maintenance,
    what: 'global concurrency 1',
    register: () => maintenanceQueue.setGlobalConcurrency(1),
    isRegistered: async () => (await maintenanceQueue.getGlobalConcurrency()) === 1,
  };
  const maintenanceSettings = keepQueueSettings(
    maintenanceConnection,
    [globalConcurrency],
    logger,
    options.settingsCheckMs,
  );
  const maintenance = new Worker<MaintenanceJob>(
    QUEUES.maintenance,
    (job) => processMaintenance(job, { redis: state, queue: maintenanceQueue, channel }),
    { connection: connection('queue', 'worker:maintenance'), concurrency: 1, ...JOB_RECOVERY },
  );
  maintenance.on('completed', (job, outcome) =>
    logger.info(
      { queue: job.queueName, jobId: job.id, trigger: job.data.trigger ?? 'request', outcome },
      'job completed',
    ),
  );
  maintenance.on('failed', (job, error) =>
    logger.error({ queue: job?.queueName, jobId: job?.id, err: error }, 'job failed'),
  );
  maintenance.on('stalled', (jobId) =>
    logger.warn({ queue: QUEUES.maintenance, jobId }, 'job stalled; it runs again'),
  );
  logQueueErrors(maintenance, QUEUES.maintenance, logger);
  // Price refresh (scheduled and from the ops CLI) needs the shop database; without DATABASE_URL
  // (some tests start only the maintenance worker) it does not run.
  const prices = priceDbs
    ? startPriceRefresh({
        dbs: priceDbs,
        connection: (name) => connection('queue', name),
        redis: state,
        channel,
        logger,
        everyMs: options.priceRefreshEveryMs,
        settingsCheckMs: options.settingsCheckMs,
      })
    : (logger.warn('DATABASE_URL not set: the price refresh does not run'), null);

  return {
    redis: health,
    async close() {
      maintenanceSettings.stop();
      await prices?.close();
      await maintenance.close();
      await maintenanceQueue.close();
      await Promise.allSettled([priceDbs?.db.close(), priceDbs?.refreshDb.close()]);
      await connections.closeAll();
    },
  };
}
