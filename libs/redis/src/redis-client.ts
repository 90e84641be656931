import Redis, { type RedisOptions } from 'ioredis';

/**
 * What a Redis connection is for. Each kind has one option set, so a deadline or a retry rule is
 * decided once for every app (BFF, worker, IdP, ops CLI):
 * - `commands`: short reads and writes on the request path (sessions, cache, maintenance state). A
 *   command that gets no answer fails after REDIS_DEADLINES.commandMs; while the connection is down
 *   a command fails at once (no offline queue), so a request never waits for a reconnect.
 * - `subscriber`: pub/sub. Waits for as long as it takes and resubscribes after a reconnect.
 * - `queue`: BullMQ workers and queue-event listeners. Blocking commands wait by design, so no command
 *   deadline; BullMQ requires `maxRetriesPerRequest: null` here.
 * - `producer`: BullMQ queues that only add or remove jobs (the BFF's ops route, the ops CLI). Fails
 *   fast like `commands`, with a longer deadline because adding a job runs a Lua script.
 */
export type RedisKind = 'commands' | 'subscriber' | 'queue' | 'producer';

/** Deadlines of every Redis connection, in milliseconds. */
export const REDIS_DEADLINES = {
  /** Connecting (TCP + ready check) takes at most this long before the attempt counts as failed. */
  connectMs: 2000,
  /** A request-path command that gets no answer in this time fails (a paused Redis does not answer). */
  commandMs: 500,
  /** Adding or removing a job (a Lua script) gets no answer in this time: failed. */
  producerCommandMs: 2000,
  /** Reconnect attempts start at this delay and double up to reconnectMaxMs; they never stop. */
  reconnectMinMs: 100,
  reconnectMaxMs: 2000,
} as const;

/** The structured logger of the app (pino's signature). */
export interface RedisLogger {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

export interface CreateRedisOptions {
  /** Names the connection in log lines (e.g. `sessions`, `events`, `queue:maintenance`). */
  name: string;
  logger: RedisLogger;
  /** Overrides of the kind's option set, for what a caller must decide itself (e.g. lazyConnect). */
  overrides?: RedisOptions;
}

/** Reconnect delay after `attempt` failed attempts: 100, 200, 400 … ms, at most 2 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(
    REDIS_DEADLINES.reconnectMinMs * 2 ** Math.max(0, attempt - 1),
    REDIS_DEADLINES.reconnectMaxMs,
  );
}

/** The ioredis options of a kind of connection. */
export function redisOptionsFor(kind: RedisKind): RedisOptions {
  const shared: RedisOptions = {
    connectTimeout: REDIS_DEADLINES.connectMs,
    retryStrategy: reconnectDelay,
    // Detects a peer that vanished without closing the connection (a killed host, a dropped link).
    keepAlive: 10_000,
  };
  switch (kind) {
    case 'commands':
      return {
        ...shared,
        commandTimeout: REDIS_DEADLINES.commandMs,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      };
    case 'producer':
      return {
        ...shared,
        commandTimeout: REDIS_DEADLINES.producerCommandMs,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      };
    case 'subscriber':
      return { ...shared, maxRetriesPerRequest: null, enableReadyCheck: false };
    case 'queue':
      return { ...shared, maxRetriesPerRequest: null };
  }
}

/**
 * A Redis connection of the given kind, with one structured log line when it becomes unavailable
 * and one when it is back (ioredis reports every failed reconnect; without a listener it prints a
 * stack trace for each).
 */
export function createRedis(url: string, kind: RedisKind, options: CreateRedisOptions): Redis {
  const redis = new Redis(url, { ...redisOptionsFor(kind), ...options.overrides });
  logOutages(redis, options.name, options.logger);
  return redis;
}

/** Logs the first error of an outage and the return of the connection, nothing in between. */
export function logOutages(redis: Redis, name: string, logger: RedisLogger): void {
  let downSince: number | null = null;
  redis.on('error', (error: Error & { code?: string }) => {
    if (downSince !== null) return;
    downSince = Date.now();
    logger.warn({ redis: name, error: error.code ?? error.message }, 'redis unavailable');
  });
  redis.on('ready', () => {
    if (downSince === null) return;
    logger.info({ redis: name, downMs: Date.now() - downSince }, 'redis available again');
    downSince = null;
  });
}

/**
 * Resolves when the connection is ready; rejects with a one-line reason when it is not ready within
 * `timeoutMs` (the start-up of an app waits this long for Redis, then fails with that line).
 */
export function waitForRedis(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    let lastError = 'no answer';
    const onError = (error: Error & { code?: string }) => {
      lastError = error.code ?? error.message;
    };
    const onReady = () => {
      cleanup();
      resolve();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`not reachable within ${timeoutMs / 1000} s (${lastError})`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      redis.off('error', onError);
      redis.off('ready', onReady);
    };
    redis.on('error', onError);
    redis.on('ready', onReady);
  });
}

/**
 * Makes the copies of a connection log their outages like the original: BullMQ copies a worker's
 * connection for its blocking fetch (and a QueueEvents' for reading events) with `duplicate()`, and
 * without this a copy reports each failed reconnect only through BullMQ's 'error' events. The copies
 * are named `<name>:copy` (`:copy2` … when there are several).
 */
export function logOutagesOfCopies(redis: Redis, name: string, logger: RedisLogger): void {
  const duplicate = redis.duplicate.bind(redis);
  let copies = 0;
  redis.duplicate = (override?: Partial<RedisOptions>) => {
    const copy = duplicate(override);
    copies += 1;
    logOutages(copy, copies === 1 ? `${name}:copy` : `${name}:copy${copies}`, logger);
    return copy;
  };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * Whether an error only says that Redis cannot be reached right now (refused, reset, timed out,
 * connection closed, no offline queue). The connection's own outage line reports those, so error
 * listeners of clients built on it (BullMQ's queues and workers) need not log them again.
 */
export function isRedisConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  if (code && CONNECTION_ERROR_CODES.has(code)) return true;
  return /Connection is closed|Stream isn't writeable|Command timed out|max retries per request|connect ETIMEDOUT|ECONNREFUSED|ECONNRESET/i.test(
    error.message,
  );
}
