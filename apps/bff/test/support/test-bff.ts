import { createHmac } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type Redis from 'ioredis';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import { migrate, seed, startPgliteTestDatabase, type TestDatabase } from '@shop/db';
import { loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';

export interface TestBff {
  database: TestDatabase;
  app: NestExpressApplication;
  baseUrl: string;
  /** The test's own Redis database (claimed empty): `url` for workers, `redis` to look inside. */
  testRedis: TestRedis;
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

/** A migrated and seeded PGlite database, a Redis database of its own and a listening BFF on both. */
export async function startTestBff(options: {
  scale: number;
  config?: Record<string, string>;
}): Promise<TestBff> {
  const database = await startPgliteTestDatabase();
  const testRedis = await claimTestRedis();
  let app: NestExpressApplication;
  try {
    await migrate(database.db);
    await seed(database.db, { scale: options.scale });
    app = await startApp(database, testRedis.url, options.config);
  } catch (error) {
    // A failed start must not leave a database process or connection behind (Jest would hang).
    await testRedis.release();
    await database.stop();
    throw error;
  }
  const baseUrl = await app.getUrl();
  return {
    database,
    app,
    baseUrl,
    testRedis,
    redis: testRedis.redis,
    async close() {
      await app.close();
      await testRedis.release();
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
