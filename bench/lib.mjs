// Shared helpers of the benchmarks: bounded request loops on loopback, percentiles, result files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Runs `task` `total` times with `concurrency` in flight; returns latencies (ms) and wall time. */
export async function runLoad(task, { total, concurrency }) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      await task();
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  const wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { latencies, wallMs };
}

export function summarize(name, { latencies, wallMs }, extra = {}) {
  const round = (n) => Math.round(n * 10) / 10;
  return {
    name,
    at: new Date().toISOString(),
    requests: latencies.length,
    throughputPerSecond: round((latencies.length / wallMs) * 1000),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies[latencies.length - 1] ?? NaN),
    ...extra,
  };
}

export function writeResult(result) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${result.name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result));
  return file;
}
