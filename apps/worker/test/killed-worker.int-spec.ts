import { Queue, type Job } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { Writable } from 'node:stream';
import {
  MAINTENANCE_JOB,
  MAINTENANCE_STATE_KEY,
  parseShopEvent,
  QUEUES,
  shopEventsChannel,
  type MaintenanceChangedEvent,
  type MaintenanceJob,
} from '@shop/jobs';
import { claimTestRedis, spawnTs, type TestRedis, type TsProcess } from '@shop/testing';
import type { MaintenanceOutcome } from '../src/processors/maintenance.processor';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

/**
 * How long the recovery may take before the test calls it a hang. With the chosen settings the lock
 * runs out after at most 10 s and the next stalled checks (every 5 s) move the job: ~10–15 s. With
 * BullMQ's defaults (30 s + 30 s) it takes 30–60 s and the test fails. A bound, not a measurement.
 */
const RECOVERY_BOUND_MS = 25_000;

async function eventually(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function recordingLogger() {
  const lines: { msg: string; jobId?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('a job of a worker killed mid-job is processed by another worker (real processes, real Redis)', () => {
  let testRedis: TestRedis;
  let connection: Redis;
  let subscriber: Redis;
  let queue: Queue<MaintenanceJob>;
  let stuck: TsProcess | undefined;
  let worker: RunningWorker | undefined;
  const events: MaintenanceChangedEvent[] = [];

  beforeAll(async () => {
    testRedis = await claimTestRedis();
    connection = new Redis(testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection });
    subscriber = new Redis(testRedis.url);
    subscriber.on('message', (_channel: string, message: string) => {
      const event = parseShopEvent(message);
      if (event?.type === 'maintenance') events.push(event);
    });
    await subscriber.subscribe(shopEventsChannel(testRedis.url));
  });

  afterAll(async () => {
    await stuck?.kill();
    await worker?.close();
    await queue?.close();
    await Promise.all([connection?.quit(), subscriber?.quit()]);
    await testRedis?.release();
  });

  it('runs once, on the other worker, after the killed one held it', async () => {
    // A worker process with the worker's lock settings takes the job and is killed while it runs it.
    stuck = spawnTs('apps/worker/test/support/stuck-worker.ts', [], {
      env: { REDIS_URL: testRedis.url },
      ipc: true,
    });
    const child = stuck.child;
    await new Promise<void>((resolve) =>
      child.on('message', (message: { ready?: boolean }) => message.ready && resolve()),
    );
    const started = new Promise<string>((resolve) =>
      child.on('message', (message: { started?: string }) => message.started && resolve(message.started)),
    );
    const job = await queue.add(MAINTENANCE_JOB, {
      mandantCode: '80HHCZ',
      enabled: true,
      from: null,
      until: null,
      requestedBy: 'test',
      trigger: 'request',
    });
    expect(await started).toBe(job.id);
    await stuck.kill('SIGKILL');
    expect(await job.getState()).toBe('active');
    expect(await connection.hget(MAINTENANCE_STATE_KEY, '80HHCZ')).toBeNull();

    // The shop's worker (another process for the killed one) finds the job stalled and runs it.
    const { logger, lines } = recordingLogger();
    worker = startWorkers(testRedis.url, logger, undefined);
    let finished: Job<MaintenanceJob> | undefined;
    await eventually(
      'the job completed by the other worker',
      async () => {
        finished = await queue.getJob(String(job.id));
        return (await finished?.getState()) === 'completed';
      },
      RECOVERY_BOUND_MS,
    );

    expect((finished?.returnvalue as MaintenanceOutcome).kind).toBe('applied');
    // Started twice (the killed worker, then the other one), stalled once, finished once.
    expect({ attemptsStarted: finished?.attemptsStarted, stalledCounter: finished?.stalledCounter }).toEqual({
      attemptsStarted: 2,
      stalledCounter: 1,
    });
    expect(lines.filter((line) => line.jobId === job.id).map((line) => line.msg)).toEqual([
      'job stalled; it runs again',
      'job completed',
    ]);
    expect(JSON.parse((await connection.hget(MAINTENANCE_STATE_KEY, '80HHCZ')) ?? '{}')).toMatchObject({
      enabled: true,
    });
    await eventually('the event of 80HHCZ', () => events.length > 0, 10_000);
    expect(events.map((event) => [event.mandantCode, event.state.enabled])).toEqual([['80HHCZ', true]]);
  });
});
