import type { Registry } from 'prom-client';

/** One line of the text: what prom-client's registry formats. */
interface HistogramValue {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/** The bucket of a value: the first bound it does not exceed, else the one after the last bound. */
export function bucketOf(bounds: readonly number[], value: number): number {
  let bucket = 0;
  while (bucket < bounds.length && value > bounds[bucket]) bucket += 1;
  return bucket;
}

/** One label combination of a {@link HotPathHistogram}: what an observation updates. */
export interface HistogramSeries {
  /** Observations per bucket (the histogram's bounds, then one for slower), not yet cumulative. */
  readonly counts: number[];
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for the request path (docs/decisions/0135-metrics.md): an observation is an
 * array update on a series the caller keeps, where prom-client's Histogram hashes the label object on
 * every observe. The text is prom-client's (the registry formats it): `_bucket` with cumulative
 * counts and `le`, `_sum` and `_count` per series, in the order the series were made.
 */
export class HotPathHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all: { labels: Record<L, string>; series: HistogramSeries }[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    // prom-client's registry takes any object that answers get() with a metric's values.
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** A new series of these label values; the caller keeps it (one per combination). */
  series(labels: Record<L, string>): HistogramSeries {
    const series: HistogramSeries = {
      counts: new Array<number>(this.bounds.length + 1).fill(0),
      sum: 0,
      count: 0,
    };
    this.all.push({ labels, series });
    return series;
  }

  /** Counts a value in a series; `bucket` when the caller has found it already (same bounds). */
  observe(series: HistogramSeries, value: number, bucket = bucketOf(this.bounds, value)): void {
    series.counts[bucket] += 1;
    series.sum += value;
    series.count += 1;
  }

  get(): { name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: HistogramValue[] } {
    const values: HistogramValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const { labels, series } of this.all) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.counts[index];
        values.push({ metricName: bucketName, labels: { ...labels, le: bound }, value: cumulative });
      });
      values.push({ metricName: bucketName, labels: { ...labels, le: '+Inf' }, value: series.count });
      values.push({ metricName: `${this.name}_sum`, labels, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    for (const { series } of this.all) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
