import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/**
 * A Redis logical database that belongs to one test file for as long as it runs.
 *
 * The server is the one REDIS_URL names (`npm test` starts a private one). A database is claimed only
 * while it is empty, by one atomic script that also writes a claim marker, so two test files or two
 * runs on one server never share a database, and nothing that was there before is ever flushed.
 * When REDIS_URL names a database, that database is the only one the tests may use: test files then
 * wait for each other (the runner runs them one at a time).
 */
export interface TestRedis {
  /** REDIS_URL of the claimed database, for the apps under test. */
  url: string;
  db: number;
  /** A connection of the test's own to the claimed database. */
  redis: Redis;
  /** Empties the database (everything in it is this test's) and keeps the claim. */
  reset(): Promise<void>;
  /** Empties the database, gives the claim up and closes the connection. */
  release(): Promise<void>;
}

export const CLAIM_KEY = 'shop-test:claim';

/** Claims the database when it is empty; the marker says who holds it. Same script in scripts/lib/test-redis.mjs. */
export const CLAIM_SCRIPT = `if redis.call('DBSIZE') == 0 then redis.call('SET', KEYS[1], ARGV[1]) return 1 end return 0`;

/** Empties the database unless another claimant's marker is in it (a test may have flushed its own marker). */
const RELEASE_SCRIPT = `local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('FLUSHDB') return 1`;

const RESET_SCRIPT = `local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('FLUSHDB') redis.call('SET', KEYS[1], ARGV[1]) return 1`;

const DEFAULT_SERVER = 'redis://127.0.0.1:6379';

function withDb(url: string, db: number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

/**
 * The URL of a database index no server has (Redis allows at most a few thousand): its event channel is
 * one that no test or shop publishes on, for tests that prove events stay on their own channel.
 */
export function otherDatabaseUrl(url: string): string {
  return withDb(url, 100_000 + (namedDb(url) ?? 0));
}

function namedDb(url: string): number | null {
  const path = new URL(url).pathname.replace(/^\//, '');
  return path === '' ? null : Number(path);
}

async function databaseCount(redis: Redis): Promise<number> {
  try {
    const [, value] = (await redis.config('GET', 'databases')) as [string, string];
    return Number(value) || 16;
  } catch {
    return 16; // CONFIG may be disabled on a managed server
  }
}

/**
 * Claims an empty database on the REDIS_URL server (database 0, where a shop keeps its data, is never
 * used unless REDIS_URL names it). Waits up to `waitMs` for one to become free.
 */
export async function claimTestRedis(
  options: { serverUrl?: string; waitMs?: number } = {},
): Promise<TestRedis> {
  const serverUrl = options.serverUrl ?? process.env.REDIS_URL ?? DEFAULT_SERVER;
  const owner = `${process.pid}:${randomUUID()}`;
  const probe = new Redis(serverUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  const fixed = namedDb(serverUrl);
  const candidates =
    fixed !== null ? [fixed] : Array.from({ length: (await databaseCount(probe)) - 1 }, (_, i) => i + 1);
  const deadline = Date.now() + (options.waitMs ?? 120_000);
  try {
    for (;;) {
      for (const db of candidates) {
        await probe.select(db);
        if ((await probe.eval(CLAIM_SCRIPT, 1, CLAIM_KEY, owner)) === 1) return open(serverUrl, db, owner);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `No empty Redis database to claim on ${new URL(serverUrl).host} (tried ${candidates.join(', ')}). ` +
            'Tests only use empty databases; `npm test` starts a Redis of its own.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    probe.disconnect();
  }
}

function open(serverUrl: string, db: number, owner: string): TestRedis {
  const url = withDb(serverUrl, db);
  const redis = new Redis(url);
  return {
    url,
    db,
    redis,
    async reset() {
      await redis.eval(RESET_SCRIPT, 1, CLAIM_KEY, owner);
    },
    async release() {
      await redis.eval(RELEASE_SCRIPT, 1, CLAIM_KEY, owner).catch(() => undefined);
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
