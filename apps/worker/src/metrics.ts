import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { onDatabaseDeadline } from '@shop/db';
import { onDeadlineExceeded, withDeadline } from '@shop/redis';

/** Job durations in seconds: a maintenance switch takes milliseconds, a price refresh minutes. */
const JOB_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
/** How long a scrape waits for the queue counts: a slow Redis must not hang Prometheus. */
export const QUEUE_COUNTS_DEADLINE_MS = 1000;
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueCounts = Partial<Record<(typeof QUEUE_STATES)[number], number>>;

/** What a webhook delivery attempt came to (docs/decisions/0137). */
export type WebhookDeliveryOutcome = 'delivered' | 'failed' | 'disabled';

/**
 * The worker's Prometheus metrics (docs/decisions/0135-metrics.md), served on its health port's
 * /metrics: job durations by queue, job name and outcome, the depth of every queue read when scraped,
 * webhook deliveries by outcome, the deadlines that fired (Redis, the database; named as the BFF names
 * them), and the process metrics. Off (METRICS=off), nothing is recorded.
 */
export class WorkerMetrics {
  readonly registry = new Registry();
  private readonly jobs: Histogram<'queue' | 'name' | 'outcome'> | null = null;
  private readonly deliveries: Counter<'outcome'> | null = null;
  private depthsSource: (() => Promise<Record<string, QueueCounts>>) | null = null;
  private stopDeadlines: (() => void)[] = [];

  constructor(readonly enabled: boolean) {
    if (!enabled) return;
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'shop_worker_' });
    this.jobs = new Histogram({
      name: 'shop_job_duration_seconds',
      help: 'Jobs the worker ran, by queue, job name and outcome (completed, failed), with their duration.',
      labelNames: ['queue', 'name', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.deliveries = new Counter({
      name: 'shop_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome: delivered (2xx), failed (a retry follows), disabled (the subscription was switched off).',
      labelNames: ['outcome'],
      registers,
    });
    const deadlines = new Counter({
      name: 'shop_deadline_hits_total',
      help: 'Deadlines that fired: Redis, the queue counts, the database (connect, statement) and others, by what was late.',
      labelNames: ['what'],
      registers,
    });
    this.stopDeadlines = [
      onDeadlineExceeded((what) => deadlines.inc({ what })),
      onDatabaseDeadline((kind) => deadlines.inc({ what: `database ${kind}` })),
    ];
    const depths = () => this.depths();
    new Gauge({
      name: 'shop_queue_jobs',
      help: 'Jobs of each queue by state (waiting, active, delayed, failed), read when scraped.',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const [queue, counts] of Object.entries(await depths()))
          for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
      },
    });
  }

  /** Where the queue depths come from (the worker's queues); until set, none are reported. */
  readQueueDepthsFrom(source: () => Promise<Record<string, QueueCounts>>): void {
    this.depthsSource = source;
  }

  observeJob(queue: string, name: string, outcome: 'completed' | 'failed', seconds: number): void {
    this.jobs?.observe({ queue, name, outcome }, seconds);
  }

  recordWebhookDelivery(outcome: WebhookDeliveryOutcome): void {
    this.deliveries?.inc({ outcome });
  }

  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  /** Stops counting deadlines (the listeners are the process's; a test may make several of these). */
  close(): void {
    for (const stop of this.stopDeadlines) stop();
    this.stopDeadlines = [];
  }

  private async depths(): Promise<Record<string, QueueCounts>> {
    if (!this.depthsSource) return {};
    return withDeadline(this.depthsSource(), QUEUE_COUNTS_DEADLINE_MS, 'queue counts').catch(() => ({}));
  }
}
