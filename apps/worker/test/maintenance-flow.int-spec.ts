import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { claimTestRedis, otherDatabaseUrl, type TestRedis } from '@shop/testing';
import pino from 'pino';
import {
  MAINTENANCE_JOB,
  MAINTENANCE_STATE_KEY,
  maintenanceWindowJobIds,
  parseShopEvent,
  QUEUES,
  shopEventsChannel,
  type MaintenanceJob,
  type MaintenanceState,
  type MaintenanceChangedEvent,
} from '@shop/jobs';
import { startWorkers, type RunningWorker } from '../src/worker';
import type { MaintenanceOutcome } from '../src/processors/maintenance.processor';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until check() holds; generous on purpose: a test asserts order and outcome, and a loaded
 * 2-core machine may take seconds for a BullMQ round trip (latency is measured in bench/).
 */
async function eventually(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

describe('maintenance job → worker → state + event (real Redis, real BullMQ)', () => {
  let worker: RunningWorker;
  let queue: Queue<MaintenanceJob>;
  let queueEvents: QueueEvents;
  let subscriber: Redis;
  let neighbour: Redis;
  let testRedis: TestRedis;
  let admin: Redis;
  let connections: Redis[];
  const received: MaintenanceChangedEvent[] = [];
  const neighbourHeard: string[] = [];

  const stateOf = async (mandantCode: string): Promise<Partial<MaintenanceState>> =>
    JSON.parse((await admin.hget(MAINTENANCE_STATE_KEY, mandantCode)) ?? '{}');

  const run = async (data: Partial<MaintenanceJob> & { mandantCode: string }) => {
    const job = await queue.add(MAINTENANCE_JOB, {
      enabled: true,
      until: null,
      requestedBy: 'test',
      ...data,
    });
    return (await job.waitUntilFinished(queueEvents, 10_000)) as MaintenanceOutcome;
  };

  beforeAll(async () => {
    // A Redis database of its own: the events channel carries the database index, so events stay apart.
    testRedis = await claimTestRedis();
    const REDIS_URL = testRedis.url;
    admin = testRedis.redis;
    subscriber = new Redis(REDIS_URL);
    await subscriber.subscribe(shopEventsChannel(REDIS_URL));
    subscriber.on('message', (_channel, message) => {
      const event = parseShopEvent(message);
      if (event?.type === 'maintenance') received.push(event);
    });
    // A shop on another database of the same server listens on its own channel and must hear nothing.
    neighbour = new Redis(REDIS_URL);
    await neighbour.subscribe(shopEventsChannel(otherDatabaseUrl(REDIS_URL)));
    neighbour.on('message', (_channel, message) => neighbourHeard.push(message));
    worker = startWorkers(REDIS_URL, pino({ level: 'silent' }));
    connections = [0, 1].map(() => new Redis(REDIS_URL, { maxRetriesPerRequest: null }));
    queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: connections[0] });
    queueEvents = new QueueEvents(QUEUES.maintenance, { connection: connections[1] });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    await queueEvents?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all([...(connections ?? []), subscriber, neighbour].map((c) => c?.quit()));
    await testRedis?.release();
  });

  it('turns a request into a stored state and a published event of that tenant only', async () => {
    const outcome = await run({ mandantCode: '80HHCZ' });
    expect(outcome.kind).toBe('applied');
    await eventually('the event of 80HHCZ', () => received.some((e) => e.mandantCode === '80HHCZ'));
    expect(received.filter((e) => e.mandantCode === '80HHCZ')).toEqual([
      expect.objectContaining({ type: 'maintenance', state: expect.objectContaining({ enabled: true }) }),
    ]);
    expect(await stateOf('80HHCZ')).toMatchObject({ enabled: true, until: null });
    expect(await admin.hget(MAINTENANCE_STATE_KEY, '20HHAT')).toBeNull();
    expect(neighbourHeard).toEqual([]);
  });

  it('ends a running window by itself, not before its end', async () => {
    const until = new Date(Date.now() + 3000).toISOString();
    await run({ mandantCode: '50HHSK', until });
    expect(await stateOf('50HHSK')).toMatchObject({ enabled: true, until });
    await eventually('50HHSK off again', async () => (await stateOf('50HHSK')).enabled === false);
    const off = await stateOf('50HHSK');
    expect(off).toMatchObject({ enabled: false, until: null });
    expect(Date.parse(off.changedAt!)).toBeGreaterThanOrEqual(Date.parse(until));
  });

  it('runs a planned window: nothing before the start, on in between, off after the end', async () => {
    const from = new Date(Date.now() + 4000).toISOString();
    const until = new Date(Date.now() + 6000).toISOString();
    expect(await run({ mandantCode: '41HHIC', from, until })).toMatchObject({ kind: 'scheduled' });
    expect(await admin.hget(MAINTENANCE_STATE_KEY, '41HHIC')).toBeNull();
    const events = () => received.filter((e) => e.mandantCode === '41HHIC');
    await eventually('the window of 41HHIC opened and closed', () => events().length === 2, 30_000);
    const [on, off] = events();
    expect(on.state).toMatchObject({ enabled: true, until });
    expect(off.state).toMatchObject({ enabled: false });
    expect(Date.parse(on.state.changedAt)).toBeGreaterThanOrEqual(Date.parse(from));
    expect(Date.parse(off.state.changedAt)).toBeGreaterThanOrEqual(Date.parse(until));
    expect(await stateOf('41HHIC')).toMatchObject({ enabled: false });
  });

  it('replaces a planned window by a new one and cancels it with off', async () => {
    const ids = maintenanceWindowJobIds('30HHDE');
    const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
    await run({ mandantCode: '30HHDE', from: inHours(5), until: inHours(6) });
    const second = { from: inHours(10), until: inHours(12) };
    await run({ mandantCode: '30HHDE', ...second });
    const start = await queue.getJob(ids.start);
    const end = await queue.getJob(ids.end);
    expect(await start?.getState()).toBe('delayed');
    expect(start?.data).toMatchObject({ trigger: 'window-start', enabled: true, until: second.until });
    expect(end?.data).toMatchObject({ trigger: 'window-end', enabled: false });
    expect(Math.round(((start?.timestamp ?? 0) + (start?.delay ?? 0) - Date.now()) / 3600_000)).toBe(10);
    expect(Math.round(((end?.timestamp ?? 0) + (end?.delay ?? 0) - Date.now()) / 3600_000)).toBe(12);
    expect((await queue.getDelayed()).filter((j) => j.data.mandantCode === '30HHDE')).toHaveLength(2);

    await run({ mandantCode: '30HHDE', enabled: false });
    expect(await queue.getJob(ids.start)).toBeUndefined();
    expect(await queue.getJob(ids.end)).toBeUndefined();
    expect(await stateOf('30HHDE')).toMatchObject({ enabled: false });
  });

  it('fails a request whose window is over and changes nothing', async () => {
    const job = await queue.add(MAINTENANCE_JOB, {
      mandantCode: '57HHBG',
      enabled: true,
      until: new Date(Date.now() - 60_000).toISOString(),
      requestedBy: 'test',
    });
    await expect(job.waitUntilFinished(queueEvents, 10_000)).rejects.toThrow(
      'maintenance.error.until-in-past',
    );
    expect(await admin.hget(MAINTENANCE_STATE_KEY, '57HHBG')).toBeNull();
  });
});
