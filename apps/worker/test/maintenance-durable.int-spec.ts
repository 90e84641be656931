import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { MaintenanceStateStore } from '@shop/db';
import {
  MAINTENANCE_JOB,
  MAINTENANCE_STATE_KEY,
  maintenanceWindowJobIds,
  parseShopEvent,
  QUEUES,
  shopEventsChannel,
  type MaintenanceChangedEvent,
  type MaintenanceJob,
  type MaintenanceState,
} from '@shop/jobs';
import { MANDANT_CODES } from '@shop/locales';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HOUR = 3600_000;

async function eventually(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

/**
 * Decision 0143: the maintenance state is kept in the database, and a Redis that lost its data (a
 * flush, a fail-over to an empty replica) gets it back from there, windows planned again, within 5 s.
 */
describe('durable maintenance state (real Redis, BullMQ and database)', () => {
  let database: TestDatabase;
  let testRedis: TestRedis;
  let admin: Redis;
  let subscriber: Redis;
  let connection: Redis;
  let queue: Queue<MaintenanceJob>;
  let worker: RunningWorker;
  let records: MaintenanceStateStore;
  const received: MaintenanceChangedEvent[] = [];

  const stateOf = async (code: string): Promise<MaintenanceState | null> => {
    const raw = await admin.hget(MAINTENANCE_STATE_KEY, code);
    return raw ? (JSON.parse(raw) as MaintenanceState) : null;
  };
  const recordOf = async (code: string) => (await records.all()).find((r) => r.mandantCode === code);
  const request = (data: Partial<MaintenanceJob> & { mandantCode: string }) =>
    queue.add(MAINTENANCE_JOB, { enabled: true, until: null, requestedBy: 'ops:test@shop.example', ...data });

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    records = new MaintenanceStateStore(database.db);
    testRedis = await claimTestRedis();
    admin = testRedis.redis;
    subscriber = new Redis(testRedis.url);
    await subscriber.subscribe(shopEventsChannel(testRedis.url));
    subscriber.on('message', (_channel, message) => {
      const event = parseShopEvent(message);
      if (event?.type === 'maintenance') received.push(event);
    });
    connection = new Redis(testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection });
    // A shop upgraded to the durable state: Redis has a switch the database does not know yet.
    const before: MaintenanceState = { enabled: true, until: null, changedAt: '2026-11-01T08:00:00.000Z' };
    await admin.hset(MAINTENANCE_STATE_KEY, '57HHBG', JSON.stringify(before));
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), database.url, {
      maintenanceRestoreCheckMs: 250,
    });
  });

  afterAll(async () => {
    await queue?.close();
    await worker?.close();
    await Promise.all([connection, subscriber].map((c) => c?.quit()));
    await testRedis?.release();
    await database?.stop();
  });

  it('at start keeps a field for every tenant in Redis and stores a state only Redis had', async () => {
    await eventually(
      'a field per tenant',
      async () => (await admin.hlen(MAINTENANCE_STATE_KEY)) === MANDANT_CODES.length,
    );
    expect(await stateOf('20HHAT')).toMatchObject({ enabled: false });
    await eventually('57HHBG adopted', async () => (await recordOf('57HHBG')) !== undefined);
    expect(await recordOf('57HHBG')).toMatchObject({
      state: { enabled: true, changedAt: '2026-11-01T08:00:00.000Z' },
    });
    expect(await stateOf('57HHBG')).toMatchObject({ enabled: true });
  });

  it('stores every change before Redis: a switch with its end, a planned window, a switch off', async () => {
    const until = new Date(Date.now() + HOUR).toISOString();
    await request({ mandantCode: '30HHDE', until });
    await eventually('30HHDE on', async () => (await stateOf('30HHDE'))?.enabled === true);
    expect(await recordOf('30HHDE')).toMatchObject({
      state: { enabled: true, until },
      window: null,
      requestedBy: 'ops:test@shop.example',
    });

    const from = new Date(Date.now() + HOUR / 2).toISOString();
    const windowUntil = new Date(Date.now() + 2 * HOUR).toISOString();
    await request({ mandantCode: '20HHAT', from, until: windowUntil });
    await eventually(
      'the window of 20HHAT stored',
      async () => (await recordOf('20HHAT'))?.window !== null && (await recordOf('20HHAT')) !== undefined,
    );
    expect(await recordOf('20HHAT')).toMatchObject({
      state: { enabled: false },
      window: { from, until: windowUntil },
    });

    await request({ mandantCode: '50HHSK' });
    await eventually('50HHSK on', async () => (await stateOf('50HHSK'))?.enabled === true);
    await request({ mandantCode: '50HHSK', enabled: false });
    await eventually('50HHSK off', async () => (await stateOf('50HHSK'))?.enabled === false);
    expect(await recordOf('50HHSK')).toMatchObject({ state: { enabled: false, until: null }, window: null });
  });

  it('a wiped Redis gets the switches back within 5 s, with their events, and the windows planned again', async () => {
    const expected = await stateOf('30HHDE');
    const heardBefore = received.length;
    await testRedis.reset();
    const wipedAt = Date.now();
    await eventually('30HHDE back', async () => (await stateOf('30HHDE')) !== null, 5000);
    expect(Date.now() - wipedAt).toBeLessThan(5000);
    expect(await stateOf('30HHDE')).toEqual(expected);
    expect(await stateOf('57HHBG')).toMatchObject({ enabled: true });
    expect(await stateOf('20HHAT')).toMatchObject({ enabled: false });
    // Open pages hear the restored switch like any change.
    await eventually('the restored 30HHDE heard', () =>
      received.slice(heardBefore).some((e) => e.mandantCode === '30HHDE' && e.state.enabled),
    );
    // The running window's end and the planned window's start and end are in the queue again.
    const jobs = async () => ({
      end30: await queue.getJob(maintenanceWindowJobIds('30HHDE').end),
      start20: await queue.getJob(maintenanceWindowJobIds('20HHAT').start),
      end20: await queue.getJob(maintenanceWindowJobIds('20HHAT').end),
    });
    await eventually(
      'the window jobs planned again',
      async () => Object.values(await jobs()).every(Boolean),
      5000,
    );
    const { end30, start20, end20 } = await jobs();
    expect(end30!.data).toMatchObject({ trigger: 'window-end', dueAt: expected!.until });
    expect(await start20!.getState()).toBe('delayed');
    expect(end20!.data).toMatchObject({ trigger: 'window-end' });
  });

  it('a change applied after the restore stays: a later check does not write the old row over it', async () => {
    await request({ mandantCode: '30HHDE', enabled: false });
    await eventually('30HHDE off', async () => (await stateOf('30HHDE'))?.enabled === false);
    await sleep(1000);
    expect(await stateOf('30HHDE')).toMatchObject({ enabled: false });
    expect(await recordOf('30HHDE')).toMatchObject({ state: { enabled: false }, window: null });
  });
});
