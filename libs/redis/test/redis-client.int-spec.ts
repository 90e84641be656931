import { startOwnRedisServer, type OwnRedisServer } from '@shop/testing';
import type Redis from 'ioredis';
import { createRedis, REDIS_DEADLINES, reconnectDelay, waitForRedis, type RedisLogger } from '../src';

jest.setTimeout(60_000);

/** A logger that keeps its lines. */
function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const logger: RedisLogger = {
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
  };
  return { logger, lines };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('Redis connections with deadlines (a redis-server of the test’s own)', () => {
  let server: OwnRedisServer;
  const clients: Redis[] = [];
  const open = (kind: Parameters<typeof createRedis>[1], logger = recordingLogger().logger) => {
    const redis = createRedis(server.url, kind, { name: `test-${kind}`, logger });
    clients.push(redis);
    return redis;
  };

  beforeAll(async () => {
    server = await startOwnRedisServer();
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    // Every test starts with a running, fresh server.
    await server.kill();
    await server.start();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('a command of a paused Redis fails with a timeout instead of waiting for it', async () => {
    const redis = open('commands');
    await waitForRedis(redis, 5000);
    await redis.set('k', 'v');
    server.pause();
    await expect(redis.get('k')).rejects.toThrow(/timed out/i);
    server.resume();
    // The connection is the same and answers again, in order.
    await until(
      'the paused Redis answers again',
      async () => (await redis.get('k').catch(() => null)) === 'v',
    );
  });

  it('a command while Redis is gone fails at once, and works again when Redis is back', async () => {
    const { logger, lines } = recordingLogger();
    const redis = open('commands', logger);
    await waitForRedis(redis, 5000);
    await server.kill();
    await until('the client noticed', () => redis.status !== 'ready');
    await expect(redis.get('k')).rejects.toThrow();
    // Several reconnect attempts fail while it is gone: one line for the outage.
    await new Promise((resolve) => setTimeout(resolve, 4 * REDIS_DEADLINES.reconnectMinMs * 4));
    await server.start();
    await waitForRedis(redis, 10_000);
    expect(await redis.ping()).toBe('PONG');
    expect(lines.map((line) => `${line.level} ${line.message}`)).toEqual([
      'warn redis unavailable',
      'info redis available again',
    ]);
    expect(lines[0].fields).toEqual({ redis: 'test-commands', error: 'ECONNREFUSED' });
    expect(lines[1].fields).toEqual({ redis: 'test-commands', downMs: expect.any(Number) });
  });

  it('waitForRedis rejects with a one-line reason when nothing answers in time', async () => {
    await server.kill();
    const redis = open('commands');
    await expect(waitForRedis(redis, 800)).rejects.toThrow(/^not reachable within 0.8 s \(ECONNREFUSED\)$/);
  });

  it('the subscriber kind keeps a subscription across a Redis restart', async () => {
    const subscriber = open('subscriber');
    const publisher = open('commands');
    const received: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => received.push(message));
    await subscriber.subscribe('c');
    await waitForRedis(publisher, 5000);
    await server.kill();
    await server.start();
    await waitForRedis(publisher, 10_000);
    await until('resubscribed', async () => {
      await publisher.publish('c', 'after restart').catch(() => 0);
      return received.includes('after restart');
    });
  });
});

describe('reconnectDelay', () => {
  it('starts small, doubles and stays at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([100, 200, 400, 800, 1600, 2000, 2000]);
  });
});
