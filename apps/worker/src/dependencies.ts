import { hostOf, waitForDatabase, type Db } from '@shop/db';
import { waitForRedis } from '@shop/redis';
import type Redis from 'ioredis';
import { ConfigError } from './config';

/** How long the start-up waits for Redis and the database before it gives up with one line (as the BFF). */
export const STARTUP_WAIT_MS = 10_000;

/** Resolves when Redis answers; otherwise a ConfigError naming REDIS_URL after `timeoutMs`. */
export async function reachRedis(redis: Redis, redisUrl: string, timeoutMs: number): Promise<void> {
  await waitForRedis(redis, timeoutMs).catch((error: Error) => {
    throw new ConfigError(`Configuration error: REDIS_URL (${hostOf(redisUrl)}) ${error.message}`);
  });
}

/** Resolves when the database answers; otherwise a ConfigError naming DATABASE_URL after `timeoutMs`. */
export async function reachDatabase(
  db: Pick<Db, 'query'>,
  databaseUrl: string,
  timeoutMs: number,
): Promise<void> {
  await waitForDatabase(() => db.query('select 1'), timeoutMs).catch((error: Error) => {
    throw new ConfigError(`Configuration error: DATABASE_URL (${hostOf(databaseUrl)}) ${error.message}`);
  });
}
