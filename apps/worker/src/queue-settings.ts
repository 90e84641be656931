import type Redis from 'ioredis';
import type { Logger } from 'pino';

/**
 * Something the worker keeps registered in Redis for a queue: a job scheduler, the global concurrency.
 * Redis holds it like any data, so a Redis restarted without its data (or flushed) has lost it.
 */
export interface QueueSetting {
  queue: string;
  /** Names it in log lines, e.g. `job scheduler price-refresh-all`. */
  what: string;
  /** Registers it; an upsert, so any worker may do it at any time (one setting however many do). */
  register(): Promise<unknown>;
  /** Whether Redis still has it. */
  isRegistered(): Promise<boolean>;
}

/** How often the settings are checked while the connection stays up (a FLUSHDB keeps connections open). */
export const SETTINGS_CHECK_MS = 60_000;

export interface KeptSettings {
  stop(): void;
}

/**
 * Keeps queue settings in Redis: registers them whenever `connection` becomes ready (the first connect
 * and every reconnect after an outage, e.g. to a Redis restarted without its data) and restores them
 * when the periodic check finds them gone. Logs one line per registration after an outage, one per
 * restore and one per failure (an outage's failures are the connection's own outage line).
 */
export function keepQueueSettings(
  connection: Redis,
  settings: QueueSetting[],
  logger: Logger,
  checkEveryMs: number = SETTINGS_CHECK_MS,
): KeptSettings {
  let stopped = false;
  let first = true;

  const registerAll = async () => {
    const again = !first;
    first = false;
    for (const setting of settings) {
      try {
        await setting.register();
        if (again)
          logger.info({ queue: setting.queue, setting: setting.what }, 'queue setting registered again');
      } catch (error) {
        if (!stopped && connection.status === 'ready')
          logger.warn(
            { queue: setting.queue, setting: setting.what, err: error },
            'could not register a queue setting',
          );
      }
    }
  };

  let checking = false;
  const check = async () => {
    if (checking || stopped || connection.status !== 'ready') return;
    checking = true;
    try {
      for (const setting of settings) {
        if (await setting.isRegistered()) continue;
        await setting.register();
        logger.warn({ queue: setting.queue, setting: setting.what }, 'queue setting was gone; restored');
      }
    } catch {
      // Redis went away meanwhile: the connection logs the outage, its next ready registers again.
    } finally {
      checking = false;
    }
  };

  const onReady = () => void registerAll();
  connection.on('ready', onReady);
  if (connection.status === 'ready') onReady();
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      connection.off('ready', onReady);
    },
  };
}
