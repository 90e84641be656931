import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { MAINTENANCE_JOB, QUEUES, type MaintenanceJob } from '@shop/jobs';
import { withDeadline } from '@shop/redis';
import { claimTestRedis, type TestRedis } from '@shop/testing';
import { createHealthServer } from '../src/health';
import { WorkerMetrics } from '../src/metrics';
import { startWorkers, type RunningWorker } from '../src/worker';

jest.setTimeout(60_000);

function valueOf(scrape: string, series: string): number {
  const line = scrape.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe('Prometheus metrics of the worker (decision 0135)', () => {
  let testRedis: TestRedis;
  let worker: RunningWorker;
  let metrics: WorkerMetrics;
  let health: Server;
  let base: string;
  let producer: Redis;
  let events: Redis;
  let queue: Queue<MaintenanceJob>;
  let queueEvents: QueueEvents;

  beforeAll(async () => {
    testRedis = await claimTestRedis();
    metrics = new WorkerMetrics(true);
    worker = startWorkers(testRedis.url, pino({ level: 'silent' }), undefined, { metrics });
    health = createHealthServer(worker.redis, metrics);
    await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(health.address() as AddressInfo).port}`;
    producer = new Redis(testRedis.url, { maxRetriesPerRequest: null });
    events = new Redis(testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: producer });
    queueEvents = new QueueEvents(QUEUES.maintenance, { connection: events });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    metrics?.close();
    health?.close();
    await queueEvents?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all([producer, events].map((c) => c?.quit()));
    await testRedis?.release();
  });

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  };

  it('counts the jobs it ran by queue, name and outcome, with their duration', async () => {
    const job = await queue.add(MAINTENANCE_JOB, {
      mandantCode: '20HHAT',
      enabled: false,
      until: null,
      requestedBy: 'metrics-spec',
    });
    await job.waitUntilFinished(queueEvents, 20_000);
    const series =
      'shop_job_duration_seconds_count{queue="maintenance",name="maintenance",outcome="completed"}';
    // The completed event reaches the metrics right after BullMQ wrote the job.
    let text = await scrape();
    for (let i = 0; i < 40 && !(valueOf(text, series) >= 1); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      text = await scrape();
    }
    expect(valueOf(text, series)).toBe(1);
    expect(text).toContain('shop_worker_process_cpu_seconds_total');
  });

  it('reads the depth of every queue when scraped', async () => {
    await queue.add(
      MAINTENANCE_JOB,
      { mandantCode: '20HHAT', enabled: false, until: null, requestedBy: 'x' },
      { delay: 60_000 },
    );
    const text = await scrape();
    expect(valueOf(text, 'shop_queue_jobs{queue="maintenance",state="delayed"}')).toBe(1);
    for (const name of Object.values(QUEUES))
      expect(valueOf(text, `shop_queue_jobs{queue="${name}",state="failed"}`)).toBe(0);
  });

  it('counts webhook deliveries by outcome', async () => {
    metrics.recordWebhookDelivery('delivered');
    metrics.recordWebhookDelivery('failed');
    metrics.recordWebhookDelivery('delivered');
    const text = await scrape();
    expect(valueOf(text, 'shop_webhook_deliveries_total{outcome="delivered"}')).toBe(2);
    expect(valueOf(text, 'shop_webhook_deliveries_total{outcome="failed"}')).toBe(1);
  });

  it('counts the deadlines that fired, by what was late', async () => {
    const late = new Promise((resolve) => setTimeout(resolve, 200));
    await expect(withDeadline(late, 10, 'redis command')).rejects.toThrow();
    await expect(withDeadline(late, 10, 'redis command')).rejects.toThrow();
    const text = await scrape();
    expect(valueOf(text, 'shop_deadline_hits_total{what="redis command"}')).toBe(2);
  });

  it('has no /metrics when metrics are off; the health routes stay', async () => {
    const off = createHealthServer(worker.redis, new WorkerMetrics(false));
    await new Promise<void>((resolve) => off.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(off.address() as AddressInfo).port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      expect((await fetch(`${url}/health/live`)).status).toBe(200);
    } finally {
      off.close();
    }
  });
});
