import Redis from 'ioredis';
import { claimTestRedis, CLAIM_KEY, type TestRedis } from '../src/test-redis';

jest.setTimeout(30_000);

const server = () => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '';
  return url.toString().replace(/\/$/, '');
};

describe('claimTestRedis', () => {
  const held: TestRedis[] = [];
  afterEach(async () => {
    await Promise.all(held.splice(0).map((claim) => claim.release()));
  });
  const claim = async (options?: Parameters<typeof claimTestRedis>[0]) => {
    const result = await claimTestRedis(options);
    held.push(result);
    return result;
  };

  it('gives two claimants two different databases, neither of them database 0', async () => {
    const [a, b] = await Promise.all([claim(), claim()]);
    expect(a.db).not.toBe(b.db);
    expect(a.db).toBeGreaterThan(0);
    expect(b.db).toBeGreaterThan(0);
    expect(await a.redis.get(CLAIM_KEY)).toBeTruthy();
  });

  it('never claims a database that holds data, and never flushes it', async () => {
    // A database somebody else uses: data and no claim marker.
    const foreign = await claimTestRedis();
    await foreign.redis.set('somebody-else', 'keep me');
    await foreign.redis.del(CLAIM_KEY);
    try {
      const mine = await claim();
      expect(mine.db).not.toBe(foreign.db);
      await mine.reset();
      await mine.release();
      held.splice(held.indexOf(mine), 1);
      expect(await foreign.redis.get('somebody-else')).toBe('keep me');
    } finally {
      await foreign.redis.flushdb();
      foreign.redis.disconnect();
    }
  });

  it('empties its own database on release and reset, and keeps the claim on reset', async () => {
    const mine = await claim();
    await mine.redis.set('k', 'v');
    await mine.reset();
    expect(await mine.redis.exists('k')).toBe(0);
    expect(await mine.redis.dbsize()).toBe(1);
    const probe = new Redis(mine.url);
    try {
      await mine.release();
      held.splice(held.indexOf(mine), 1);
      expect(await probe.dbsize()).toBe(0);
    } finally {
      probe.disconnect();
    }
  });

  it('uses only the database that REDIS_URL names, waiting while another test holds it', async () => {
    const named = `${server()}/${(await claim()).db}`;
    // The claimed database is in use: a claimant restricted to it waits and then gives up.
    await expect(claimTestRedis({ serverUrl: named, waitMs: 300 })).rejects.toThrow(
      /No empty Redis database/,
    );
    const holder = held.pop()!;
    const waiting = claimTestRedis({ serverUrl: named, waitMs: 10_000 });
    await holder.release();
    const next = await waiting;
    held.push(next);
    expect(next.url).toBe(named);
  });
});
