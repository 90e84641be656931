import { Queue } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { MAINTENANCE_STATE_KEY, QUEUES } from '@shop/jobs';
import { claimTestRedis, freeTcpPort, runTs, spawnTs, type TestRedis, type TsProcess } from '@shop/testing';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(120_000);

const OPS = 'apps/worker/src/cli/ops.ts';
/** A short wait for the worker, so the tests without one do not take 15 s each. */
const WAIT_MS = 1500;

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

/**
 * The ops CLI as ops run it: a real process (TypeScript through an SWC hook), its exit code and its
 * lines. Each run is bounded; a hang fails the test.
 */
describe('the ops CLI never leaves a job behind that it reported as failed (real processes, real Redis)', () => {
  let testRedis: TestRedis;
  let connection: Redis;
  const queues: Queue[] = [];
  let worker: RunningWorker | undefined;
  let stuck: TsProcess | undefined;

  const ops = (args: string[], env: Record<string, string> = {}, wait = WAIT_MS / 1000) =>
    runTs(OPS, [...args, '--wait', String(wait)], {
      env: { REDIS_URL: testRedis.url, ...env },
      timeoutMs: 60_000,
    });
  const queue = (name: string) => {
    const created = new Queue(name, { connection });
    queues.push(created);
    return created;
  };
  const jobCounts = (name: string) =>
    queue(name).getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed');

  beforeAll(async () => {
    testRedis = await claimTestRedis();
    connection = new Redis(testRedis.url, { maxRetriesPerRequest: null });
  });

  afterEach(async () => {
    await stuck?.kill();
    stuck = undefined;
    await worker?.close();
    worker = undefined;
    for (const q of queues.splice(0)) await q.close();
    await testRedis.reset();
  });

  afterAll(async () => {
    await connection?.quit();
    await testRedis?.release();
  });

  it('no worker: "maintenance on" fails with one line, and its job is removed (nothing fires later)', async () => {
    const run = await ops(['maintenance', 'on', '30HHDE']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(lines(run.stderr)).toEqual([
      expect.stringMatching(
        /^maintenance on for 30HHDE was not processed within 1\.5 s \(is the worker running\?\); its job \d+ was removed, nothing will happen later$/,
      ),
    ]);
    expect(await jobCounts(QUEUES.maintenance)).toEqual({
      waiting: 0,
      delayed: 0,
      prioritized: 0,
      active: 0,
      completed: 0,
      failed: 0,
    });
    // A worker that starts now finds nothing to do: the tenant stays online.
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), undefined);
    expect(await connection.hget(MAINTENANCE_STATE_KEY, '30HHDE')).toBeNull();
  });

  it('with a worker: exit 0 and the outcome line', async () => {
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), undefined);
    const run = await ops(['maintenance', 'on', '30HHDE'], {}, 30);
    expect({ code: run.code, stdout: lines(run.stdout), stderr: run.stderr }).toEqual({
      code: 0,
      stdout: ['maintenance on for 30HHDE'],
      stderr: '',
    });
    expect(JSON.parse((await connection.hget(MAINTENANCE_STATE_KEY, '30HHDE')) ?? '{}')).toMatchObject({
      enabled: true,
    });
  });

  it('a worker holds the job when the wait ends: reported as running, not failed, and not removed', async () => {
    stuck = spawnTs('apps/worker/test/support/stuck-worker.ts', [], {
      env: { REDIS_URL: testRedis.url },
      ipc: true,
    });
    const started = new Promise<string>((resolve) =>
      stuck?.child.on(
        'message',
        (message: { started?: string }) => message.started && resolve(message.started),
      ),
    );
    await new Promise<void>((resolve) =>
      stuck?.child.on('message', (message: { ready?: boolean }) => message.ready && resolve()),
    );
    const run = await ops(['maintenance', 'off', '20HHAT']);
    const jobId = await started;
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(lines(run.stdout)).toEqual([
      `maintenance off for 20HHAT is running (job ${jobId}): a worker took it and has not finished it yet; its outcome will be in the worker's log`,
    ]);
    expect(await (await queue(QUEUES.maintenance).getJob(jobId))?.getState()).toBe('active');
  });

  it('no worker: a price refresh stays queued, and the line says it runs when a worker is up', async () => {
    const run = await ops(['prices', 'refresh', '20HHAT']);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(lines(run.stdout)).toEqual([
      expect.stringMatching(
        /^prices refresh for 20HHAT queued as job \d+, runs when a worker is up \(no worker processed it within 1\.5 s\)$/,
      ),
    ]);
    const [job] = await queue(QUEUES.prices).getWaiting();
    expect(job?.data).toMatchObject({ mandantCode: '20HHAT', trigger: 'request' });
  });

  it('Redis unreachable: one line on stderr and exit 1, in bounded time', async () => {
    const port = await freeTcpPort();
    const run = await ops(['maintenance', 'on', '30HHDE'], { REDIS_URL: `redis://127.0.0.1:${port}` });
    expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 1, stdout: '' });
    expect(lines(run.stderr)).toEqual([
      `Redis at 127.0.0.1:${port} (REDIS_URL) not reachable within 5 s (ECONNREFUSED); nothing was queued`,
    ]);
  });
});
