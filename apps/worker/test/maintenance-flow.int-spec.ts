import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import {
  MAINTENANCE_STATE_KEY,
  parseShopEvent,
  QUEUES,
  SHOP_EVENTS_CHANNEL,
  type ShopEvent,
} from '@shop/jobs';
import { startWorkers, type RunningWorker } from '../src/worker';

// A Redis database of its own, so the test never touches a running shop's state.
const REDIS_URL = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d+$/, '')}/13`;

describe('maintenance job → worker → event (real Redis, real BullMQ)', () => {
  let worker: RunningWorker;
  let queue: Queue;
  let subscriber: Redis;
  let admin: Redis;
  let queueConnection: Redis;

  beforeAll(async () => {
    admin = new Redis(REDIS_URL);
    await admin.flushdb();
    subscriber = new Redis(REDIS_URL);
    worker = startWorkers(REDIS_URL, pino({ level: 'silent' }));
    queueConnection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUES.maintenance, { connection: queueConnection });
  });

  afterAll(async () => {
    await queue.close();
    await queueConnection.quit();
    await worker.close();
    await subscriber.quit();
    await admin.flushdb();
    await admin.quit();
  });

  it('turns a job into a stored state and a published event of that tenant', async () => {
    const received: ShopEvent[] = [];
    await subscriber.subscribe(SHOP_EVENTS_CHANNEL);
    const arrived = new Promise<void>((resolve) =>
      subscriber.on('message', (_channel, message) => {
        const event = parseShopEvent(message);
        if (event) received.push(event);
        resolve();
      }),
    );
    await queue.add('maintenance', {
      mandantCode: '80HHCZ',
      enabled: true,
      until: null,
      requestedBy: 'test',
    });
    await arrived;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: 'maintenance',
      mandantCode: '80HHCZ',
      state: { enabled: true },
    });
    const stored = JSON.parse((await admin.hget(MAINTENANCE_STATE_KEY, '80HHCZ')) ?? '{}');
    expect(stored).toMatchObject({ enabled: true, until: null });
    expect(await admin.hget(MAINTENANCE_STATE_KEY, '20HHAT')).toBeNull();
  });

  it('ends a maintenance window by itself', async () => {
    const until = new Date(Date.now() + 300).toISOString();
    await queue.add('maintenance', { mandantCode: '50HHSK', enabled: true, until, requestedBy: 'test' });
    const deadline = Date.now() + 10_000;
    let state: { enabled?: boolean } = {};
    let sawOn = false;
    while (Date.now() < deadline) {
      state = JSON.parse((await admin.hget(MAINTENANCE_STATE_KEY, '50HHSK')) ?? '{}');
      if (state.enabled) sawOn = true;
      if (sawOn && state.enabled === false) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sawOn).toBe(true);
    expect(state.enabled).toBe(false);
  });
});
