import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDb, type Db } from '../db';
import { migrate } from '../migrate';
import { seed } from '../seed/seed';
import { freePort } from './free-port';
import { spawnPgliteServer } from './pglite-process';
import { copyTemplate, renewSeededCartLocks, seededPgliteTemplate } from './seeded-template';

export { freePort };

/** PostgreSQL for integration tests: TEST_DATABASE_URL_PG (set by `npm test`) or the local default. */
export const LOCAL_POSTGRES_URL =
  process.env.TEST_DATABASE_URL_PG || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  url: string;
  db: Db;
  stop(): Promise<void>;
}

/** `seeded`: the database comes migrated and seeded at that scale. */
export interface StartOptions {
  seeded?: { scale: number };
}

export interface DatabaseTarget {
  name: string;
  start(options?: StartOptions): Promise<TestDatabase>;
}

/**
 * The database a data-layer integration spec runs on: embedded PGlite, or PostgreSQL when
 * TEST_DATABASE_URL_PG names a server (`npm test` sets it only in its separate PostgreSQL step, which
 * runs the specs that declare their targets with this function).
 */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL_PG;
  if (!url) return [{ name: 'embedded PGlite', start: startPgliteTestDatabase }];
  return [
    { name: `PostgreSQL ${new URL(url).host}`, start: (options) => startPostgresTestDatabase(url, options) },
  ];
}

/**
 * An embedded PGlite server (own process) on a free port with its data in a fresh temp folder. With
 * `seeded`, the database comes migrated and seeded at that scale, copied from a template (much faster
 * than migrating and seeding; see seeded-template.ts).
 */
export async function startPgliteTestDatabase(options: StartOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-pglite-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let server: Awaited<ReturnType<typeof spawnPgliteServer>>;
  try {
    if (options.seeded) copyTemplate(await seededPgliteTemplate(options.seeded.scale), dataDir);
    server = await spawnPgliteServer(dataDir, await freePort());
  } catch (error) {
    removeData();
    throw error;
  }
  const db = createDb(server.url, { max: 4 });
  let stopped: Promise<void> | undefined;
  const database: TestDatabase = {
    kind: 'pglite',
    url: server.url,
    db,
    // Once only: a test may stop the database to see what the app does without it.
    stop: () =>
      (stopped ??= (async () => {
        await db.close();
        await server.stop();
        removeData();
      })()),
  };
  if (options.seeded)
    await renewSeededCartLocks(db).catch(async (error: unknown) => {
      await database.stop();
      throw error;
    });
  return database;
}

export async function isPostgresAvailable(adminUrl = LOCAL_POSTGRES_URL): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, uniquely named database on a PostgreSQL server (migrated and seeded with `seeded`); dropped again by stop(). */
export async function startPostgresTestDatabase(
  adminUrl = LOCAL_POSTGRES_URL,
  options: StartOptions = {},
): Promise<TestDatabase> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: 4 });
  const database: TestDatabase = {
    kind: 'postgres',
    url: url.toString(),
    db,
    async stop() {
      await db.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
  if (options.seeded) {
    try {
      await migrate(db);
      await seed(db, { scale: options.seeded.scale });
    } catch (error) {
      await database.stop();
      throw error;
    }
  }
  return database;
}
