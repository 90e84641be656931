import { createHmac } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { migrate, seed, startPgliteTestDatabase, type TestDatabase } from '@shop/db';
import { loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';

/**
 * The Redis URL of a test's own database index: a running shop and the other integration tests are
 * never touched, and the events channel carries the index, so no other test hears these events.
 */
export function testRedisUrl(db: number): string {
  return `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/${db}`;
}

export interface TestBff {
  database: TestDatabase;
  app: NestExpressApplication;
  baseUrl: string;
  /** A connection of the test's own to its Redis database (flushed before the app starts). */
  redis: Redis;
  close(): Promise<void>;
}

/** The session secret of every test BFF, so tests can sign cookies of sessions they store themselves. */
export const TEST_SESSION_SECRET = 'test-bff-session-secret-0123456789';

/** The signed session cookie express-session expects for a session id (cookie-signature's format). */
export function sessionCookie(sid: string, secret = TEST_SESSION_SECRET): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `shop.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/** A migrated and seeded PGlite database, an emptied Redis database and a listening BFF on both. */
export async function startTestBff(options: {
  redisDb: number;
  scale: number;
  config?: Record<string, string>;
}): Promise<TestBff> {
  const database = await startPgliteTestDatabase();
  const redisUrl = testRedisUrl(options.redisDb);
  const redis = new Redis(redisUrl);
  let app: NestExpressApplication;
  try {
    await migrate(database.db);
    await seed(database.db, { scale: options.scale });
    await redis.flushdb();
    app = await startApp(database, redisUrl, options.config);
  } catch (error) {
    // A failed start must not leave a database process or connection behind (Jest would hang).
    redis.disconnect();
    await database.stop();
    throw error;
  }
  const baseUrl = await app.getUrl();
  return {
    database,
    app,
    baseUrl,
    redis,
    async close() {
      await app.close();
      await redis.flushdb().catch(() => undefined);
      await redis.quit();
      await database.stop();
    },
  };
}

async function startApp(
  database: TestDatabase,
  redisUrl: string,
  config: Record<string, string> = {},
): Promise<NestExpressApplication> {
  const app = await createApp(
    loadConfig({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: 'http://127.0.0.1:9',
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...config,
    }),
  );
  await app.listen(0, '127.0.0.1');
  return app;
}
