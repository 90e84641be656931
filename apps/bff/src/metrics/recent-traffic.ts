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
 */
export class RecentTraffic {
  private readonly windows: Window[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  record(seconds: number, failed: boolean): void {
    const window = this.current();
    window.requests += 1;
    if (failed) window.errors += 1;
    window.buckets[bucketOf(LATENCY_BUCKETS, seconds)] += 1;
  }

  error(): void {
    this.current().errors += 1;
  }

  /** The windows of the last 15 minutes, oldest first, with the ones without requests as zeros. */
  samples(): TrafficSample[] {
    const newest = this.windowStart(this.now());
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

  private current(): Window {
    const start = this.windowStart(this.now());
    const last = this.windows[this.windows.length - 1];
    if (last?.start === start) return last;
    const window = {
      start,
      requests: 0,
      errors: 0,
      buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
    };
    this.windows.push(window);
    const oldest = start - (SAMPLES_KEPT - 1) * SAMPLE_SECONDS * 1000;
    while (this.windows.length > 0 && this.windows[0].start < oldest) this.windows.shift();
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
