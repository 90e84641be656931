export interface WorkerConfig {
  redisUrl: string;
  healthPort: number;
  logLevel: string;
}

/** One validated config object for the worker; a malformed variable stops the start, named. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (!/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    throw new Error(`Configuration error: malformed REDIS_URL (${redisUrl})`);
  const healthPort = Number(env.WORKER_HEALTH_PORT || 3200);
  if (!Number.isInteger(healthPort) || healthPort < 1 || healthPort > 65535) {
    throw new Error(`Configuration error: malformed WORKER_HEALTH_PORT (${env.WORKER_HEALTH_PORT})`);
  }
  return { redisUrl, healthPort, logLevel: env.LOG_LEVEL || 'info' };
}
