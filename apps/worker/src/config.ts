export interface WorkerConfig {
  redisUrl: string;
  /** The shop database (price jobs); the launcher always sets it. */
  databaseUrl: string | undefined;
  healthPort: number;
  logLevel: string;
}

/** A start-up problem of the worker: main prints its message (one line naming the variable) and exits 1. */
export class ConfigError extends Error {}

/** REDIS_URL, checked: the one variable the ops CLI needs. */
export function loadRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (!/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    throw new ConfigError(`Configuration error: malformed REDIS_URL (${redisUrl})`);
  return redisUrl;
}

/** One validated config object for the worker; a malformed variable stops the start, named. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const redisUrl = loadRedisUrl(env);
  const healthPort = Number(env.WORKER_HEALTH_PORT || 3200);
  if (!Number.isInteger(healthPort) || healthPort < 1 || healthPort > 65535) {
    throw new ConfigError(`Configuration error: malformed WORKER_HEALTH_PORT (${env.WORKER_HEALTH_PORT})`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl))
    throw new ConfigError(
      'Configuration error: malformed DATABASE_URL (must start with postgres:// or postgresql://)',
    );
  return { redisUrl, databaseUrl, healthPort, logLevel: env.LOG_LEVEL || 'info' };
}
