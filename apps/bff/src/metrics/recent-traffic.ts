import { bucketOf } from './hot-path-histogram';

/** Latency buckets in seconds: a cached read takes a millisecond, a slow page a few seconds. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One sample of the operations console's charts. */
export interface TrafficSample {
  /** ISO time the 10-second window started. */
  at: string;
  requestsPerSecond: number;
  /** 95th percentile of the window's request durations, in ms (upper bound of its bucket); null without requests. */
  p95Ms: number | null;
  /** Answers with status 5xx and GraphQL errors in the window. */
  errors: number;
}

export const SAMPLE_SECONDS = 10;
/** 15 minutes of samples. */
export const SAMPLES_KEPT = 90;

interface Window {
  start: number;
  requests: number;
  errors: number;
  /** Requests per latency bucket (LATENCY_BUCKETS, then one for slower). */
  buckets: number[];
}

/**
 * The last 15 minutes of one BFF process in 10-second windows (docs/decisions/0135-metrics.md): what
 * the operations console draws. Prometheus, scraping every process, is the place for totals.
 *
 * The request path only adds to the current window: it reads no clock. A timer turns the window at
 * each 10-second boundary ({@link start}); reading the samples turns it too, so a late timer never
 * shows an old window as the current one.
 */
export class RecentTraffic {
  private readonly windows: Window[] = [];
  private current: Window;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly now: () => number = Date.now) {
    this.current = this.windowAt(this.windowStart(now()));
  }

  record(seconds: number, failed: boolean): void {
    this.count(bucketOf(LATENCY_BUCKETS, seconds), failed);
  }

  /** {@link record} for a caller that has found the request's bucket of LATENCY_BUCKETS already. */
  count(bucket: number, failed: boolean): void {
    const window = this.current;
    window.requests += 1;
    if (failed) window.errors += 1;
    window.buckets[bucket] += 1;
  }

  error(): void {
    this.current.errors += 1;
  }

  /** Turns the window at every 10-second boundary until {@link stop}; the timer keeps no process alive. */
  start(): void {
    if (this.timer) return;
    const next = () => {
      this.turn();
      const now = this.now();
      this.timer = setTimeout(next, this.windowStart(now) + SAMPLE_SECONDS * 1000 - now).unref();
    };
    next();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Makes the window of now the current one when the clock has passed the current one's end. */
  turn(): void {
    const start = this.windowStart(this.now());
    if (start === this.current.start) return;
    this.current = this.windowAt(start);
    const oldest = start - (SAMPLES_KEPT - 1) * SAMPLE_SECONDS * 1000;
    while (this.windows.length > 0 && this.windows[0].start < oldest) this.windows.shift();
  }

  /** The windows of the last 15 minutes, oldest first, with the ones without requests as zeros. */
  samples(): TrafficSample[] {
    this.turn();
    const newest = this.current.start;
    const byStart = new Map(this.windows.map((window) => [window.start, window]));
    const samples: TrafficSample[] = [];
    for (let index = SAMPLES_KEPT - 1; index >= 0; index -= 1) {
      const start = newest - index * SAMPLE_SECONDS * 1000;
      const window = byStart.get(start);
      samples.push({
        at: new Date(start).toISOString(),
        requestsPerSecond: window ? window.requests / SAMPLE_SECONDS : 0,
        p95Ms: window ? p95Ms(window) : null,
        errors: window?.errors ?? 0,
      });
    }
    return samples;
  }

  private windowAt(start: number): Window {
    const window = {
      start,
      requests: 0,
      errors: 0,
      buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
    };
    this.windows.push(window);
    return window;
  }

  private windowStart(time: number): number {
    return time - (time % (SAMPLE_SECONDS * 1000));
  }
}

/** The upper bound of the bucket holding the 95th percentile; beyond the last bound, that bound. */
function p95Ms(window: Window): number | null {
  if (window.requests === 0) return null;
  const rank = Math.ceil(window.requests * 0.95);
  let seen = 0;
  for (const [index, count] of window.buckets.entries()) {
    seen += count;
    if (seen >= rank) return (LATENCY_BUCKETS[Math.min(index, LATENCY_BUCKETS.length - 1)] ?? 0) * 1000;
  }
  return null;
}
