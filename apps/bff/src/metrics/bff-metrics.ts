import type { IncomingMessage, RequestListener } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { GRAPHQL_OPERATION, type WithGraphqlOperation } from '../common/graphql-operation';
import { ARRIVED_AT, type WithArrival } from '../common/request-arrival';
import { bucketOf, HotPathHistogram, type HistogramSeries } from './hot-path-histogram';
import { LATENCY_BUCKETS, RecentTraffic } from './recent-traffic';

export { LATENCY_BUCKETS };
/** Distinct GraphQL operation names a process labels by; later ones count as `other` (bounded series). */
export const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** What kind of route a request went to: the `route` label. */
export type RouteKind = 'graphql' | 'sse' | 'api' | 'auth' | 'health' | 'metrics' | 'page';

export function routeKindOf(url: string): RouteKind {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/graphql') return 'graphql';
  if (path === '/sse' || path.startsWith('/api/ops/events')) return 'sse';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/auth/')) return 'auth';
  if (path.startsWith('/health/')) return 'health';
  if (path === '/metrics') return 'metrics';
  return 'page';
}

type MeasuredRequest = IncomingMessage & WithGraphqlOperation & WithArrival & { body?: unknown };

/**
 * The BFF's Prometheus metrics (docs/decisions/0135-metrics.md): one registry per process, served on
 * the internal port only. Off (METRICS=off), every method does nothing and nothing is registered, so
 * the cost of metrics can be measured side by side.
 */
export class BffMetrics {
  readonly registry = new Registry();
  /** The last 15 minutes of this process in 10-second samples, for the operations console. */
  readonly recent = new RecentTraffic();
  private readonly operations = new Set<string>();
  private readonly requests: HotPathHistogram<'route' | 'operation' | 'status'> | null;
  /**
   * The histogram's series, made once per label combination: by route kind, then operation name, then
   * status class (the hundreds of the status). The request path finds its series without building a
   * key (docs/decisions/0135-metrics.md).
   */
  private readonly requestSeries = new Map<RouteKind, Map<string, HistogramSeries[]>>();
  private readonly graphqlErrors: Counter<'code'> | null;
  /** Lookups of the response cache's fast path, counted here and handed to the counter when scraped. */
  private readonly lookups = { hit: 0, miss: 0 };
  private readonly deadlines: Counter<'what'> | null;

  constructor(readonly enabled: boolean) {
    if (!enabled) {
      this.requests = this.graphqlErrors = this.deadlines = null;
      return;
    }
    this.recent.start();
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'shop_bff_' });
    // Every request passes here: a histogram whose observe costs an array update (its file says why).
    this.requests = new HotPathHistogram(
      'shop_http_request_duration_seconds',
      'HTTP requests by route kind, GraphQL operation name and status class, with their duration.',
      LATENCY_BUCKETS,
      this.registry,
    );
    this.graphqlErrors = new Counter({
      name: 'shop_graphql_errors_total',
      help: 'GraphQL errors in answers, by extensions.code.',
      labelNames: ['code'],
      registers,
    });
    const lookups = this.lookups;
    new Counter({
      name: 'shop_response_cache_lookups_total',
      help: "Lookups of the response cache's fast path: hit (answered from memory) or miss.",
      labelNames: ['outcome'],
      registers,
      collect() {
        this.reset();
        this.inc({ outcome: 'hit' }, lookups.hit);
        this.inc({ outcome: 'miss' }, lookups.miss);
      },
    });
    this.deadlines = new Counter({
      name: 'shop_deadline_hits_total',
      help: 'Deadlines that fired: Redis, the cache, the database (connect, statement) and others, by what was late.',
      labelNames: ['what'],
      registers,
    });
  }

  /**
   * The request listener measuring every request `next` answers (both ports), from when it arrived:
   * the response cache's fast path, in front of it, notes that on the requests it hands on, and reports
   * the ones it answers itself through {@link answered}.
   */
  measure(next: RequestListener): RequestListener {
    if (!this.enabled) return next;
    return (req: MeasuredRequest, res) => {
      const started = req[ARRIVED_AT] ?? performance.now();
      // Read now: Express's mounted routers change req.url on the way (Apollo's sees `/`).
      const url = req.url ?? '/';
      // `on`, not `once`: a response finishes once, and `once` wraps the listener for every request.
      res.on('finish', () => this.finished(req, url, res.statusCode, started));
      next(req, res);
    };
  }

  /**
   * A GraphQL request the response cache's fast path answered from memory: measured when it wrote the
   * answer, without a listener on the response (the cheapest request the shop has pays least here).
   */
  answered(req: MeasuredRequest, statusCode: number, arrivedAt: number): void {
    this.finished(req, req.url ?? '/graphql', statusCode, arrivedAt);
  }

  private finished(req: MeasuredRequest, url: string, statusCode: number, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    const route = routeKindOf(url);
    const operation = route === 'graphql' ? this.operationLabel(req, url) : '';
    const bucket = bucketOf(LATENCY_BUCKETS, seconds);
    this.requests!.observe(this.seriesOf(route, operation, statusCode), seconds, bucket);
    // Event streams last as long as the page is open: not a latency of the shop.
    if (route !== 'sse') this.recent.count(bucket, statusCode >= 500);
  }

  private seriesOf(route: RouteKind, operation: string, statusCode: number): HistogramSeries {
    let byOperation = this.requestSeries.get(route);
    if (!byOperation) this.requestSeries.set(route, (byOperation = new Map()));
    let byStatus = byOperation.get(operation);
    if (!byStatus) byOperation.set(operation, (byStatus = []));
    const hundreds = Math.min(Math.max(Math.floor(statusCode / 100), 0), 9);
    return (byStatus[hundreds] ??= this.requests!.series({ route, operation, status: `${hundreds}xx` }));
  }

  /** The operation's name as Apollo read it, else as the request names it; bounded per process. */
  private operationLabel(req: MeasuredRequest, url: string): string {
    const body = req.body as { operationName?: unknown } | undefined;
    const named =
      req[GRAPHQL_OPERATION] ??
      (typeof body?.operationName === 'string' ? body.operationName : undefined) ??
      (url.includes('?')
        ? new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('operationName')
        : null) ??
      undefined;
    if (named === undefined) return 'anonymous';
    // Names seen before were checked when first seen.
    if (this.operations.has(named)) return named;
    if (!OPERATION_NAME.test(named)) return 'anonymous';
    if (this.operations.size >= MAX_OPERATION_NAMES) return 'other';
    this.operations.add(named);
    return named;
  }

  graphqlError(code: string): void {
    this.graphqlErrors?.inc({ code: /^[A-Z_]{1,40}$/.test(code) ? code : 'OTHER' });
    this.recent.error();
  }

  responseCacheLookup(hit: boolean): void {
    if (!this.enabled) return;
    if (hit) this.lookups.hit += 1;
    else this.lookups.miss += 1;
  }

  deadlineHit(what: string): void {
    this.deadlines?.inc({ what });
  }

  /** A gauge read when scraped (open event streams per tenant, for one). */
  gauge(name: string, help: string, label: string, read: () => Record<string, number>): void {
    if (!this.enabled) return;
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [value, count] of Object.entries(read())) this.set({ [label]: value }, count);
      },
    });
  }

  /** Stops the console's window timer (Nest calls it when the app closes). */
  onModuleDestroy(): void {
    this.recent.stop();
  }

  /** The text Prometheus scrapes. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
