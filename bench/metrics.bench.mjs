// What the Prometheus metrics cost (decision 0135): one shop of its own whose BFF is started again and
// again, alternately with METRICS=on and METRICS=off (on, off, off, on, on, off, …: BENCH_LIVES
// lifetimes), the rest of the shop (Redis, database, IdP, worker) the same for both. Only one BFF runs
// at a time, so neither setting meets a machine shared with the other's idle processes, and neither is
// always the first one started.
// 1. The warm listing (24 products with this customer's prices, the catalogue bench's query) with
//    autocannon, BENCH_CONNECTIONS connections for BENCH_DURATION seconds: each lifetime warms up once
//    (response cache, session cache, JIT), then measures BENCH_ROUNDS loads. Reported: req/s and the
//    BFF's own CPU time per request (from /proc, user + system) of every load. A lifetime is the unit:
//    one BFF process differs from the next of the same setting by more than metrics cost, so the cost
//    (goal < 3 % of the listing's throughput) compares the means of the lifetimes' means, with twice
//    its standard error (about a 95 % interval) beside it. The
//    CPU per request is the steadier measure on a shared 2-core machine: it does not move with what
//    the load generator gets of the CPU.
// 2. GET /metrics of the BFF with metrics on, after the last such lifetime's traffic: BENCH_SCRAPES
//    scrapes one after another, p50/p95/max (goal p95 < 20 ms), and the size of the text.
// On a machine of two or more CPUs (and with taskset), the BFF runs on the last CPU and the load
// generator on the first: the BFF's CPU per request is then its own work, not how often it was
// interrupted by the load generator sharing its CPU (which moved the figure by several per cent
// between two lifetimes of the same setting).
// BENCH_SAME=1 runs both settings with METRICS=off: what the bench reads as a cost when there is none
// (its resolution).
// Writes bench/results/metrics.json (metrics-same.json with BENCH_SAME=1). Needs a build (`npm start`
// once, or `npx nx run-many -t build`).
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { cpuMsOf, latencyStats, signInOverHttp, startOwnShop, writeResult } from './lib.mjs';

const LOCALE = 'de-at';
const LOGIN = process.env.BENCH_LOGIN ?? 'purchaser@20hhat.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Shop-Demo-2026';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LIVES = Number(process.env.BENCH_LIVES ?? 16);
const SAME = process.env.BENCH_SAME === '1';
const SCRAPES = Number(process.env.BENCH_SCRAPES ?? 200);
const SEED = ['--scale', process.env.BENCH_SCALE ?? '0.2'];

const TREE = 'query($locale: String!) { categoryTree(locale: $locale) { categories { slug productCount } } }';
const LISTING = `query Listing($locale: String!, $category: String!) {
  products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
    total items { id sku name slug unit packSize imageUrl price { centAmount currency } } } }`;

/** Signs in on a shop and answers what its load needs: the listing request of a full category. */
async function prepare(shop) {
  const cookie = await signInOverHttp({
    baseUrl: shop.publicUrl,
    locale: LOCALE,
    login: LOGIN,
    password: PASSWORD,
  });
  const ask = async (query, variables) => {
    const response = await fetch(`${shop.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()).data;
  };
  const tree = (await ask(TREE, { locale: LOCALE })).categoryTree.categories;
  const category = tree.find((c) => c.productCount >= 24) ?? tree[0];
  const body = JSON.stringify({ query: LISTING, variables: { locale: LOCALE, category: category.slug } });
  const first = await ask(LISTING, { locale: LOCALE, category: category.slug });
  if (first.products.items.some((item) => item.price === null)) throw new Error('no prices in the listing');
  return { cookie, body };
}

/** One load on a shop: its req/s and the BFF's CPU milliseconds per request during it. */
async function load(shop, request) {
  const pid = shop.pidOf('bff');
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
    url: `${shop.bffUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: request.cookie },
    body: request.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuMsPerRequest = (cpuMsOf(pid) - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, cpuMsPerRequest: Math.round(cpuMsPerRequest * 10000) / 10000 };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const variance = (values) => {
  const average = mean(values);
  return values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1);
};
const percent = (fraction) => Math.round(fraction * 1000) / 10;

/**
 * `(a − b) / base` of the means of the lifetimes' means, in per cent, and twice its standard error
 * (about a 95 % interval).
 */
function difference(a, b, base) {
  const error = Math.sqrt(variance(a) / a.length + variance(b) / b.length) / mean(base);
  return { costPercent: percent((mean(a) - mean(b)) / mean(base)), twoSePercent: percent(2 * error) };
}

/** The settings in the order of the lifetimes: on, off, off, on, on, off, … */
const settingOf = (life) => (Math.floor((life + 1) / 2) % 2 === 0 ? 'on' : 'off');
const METRICS_OF = { on: SAME ? 'off' : 'on', off: 'off' };

/** Read before pinning: pinned to one CPU, this process would see one. */
const CPUS = availableParallelism();

/** The BFF on the last CPU, this process (the load generator) on the first; false where it cannot be. */
function pin(bffPid) {
  if (CPUS < 2) return false;
  try {
    execFileSync('taskset', ['-a', '-cp', String(CPUS - 1), String(bffPid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

console.log(`starting a shop; its BFF will run ${LIVES} times, metrics on and off in turn …`);
const shop = await startOwnShop('metrics-bench', { seedArgs: SEED, env: { METRICS: 'off' } });
try {
  const request = await prepare(shop);
  const rps = { on: [], off: [] };
  const cpu = { on: [], off: [] };
  /** Each lifetime's mean of its loads. */
  const lifeRps = { on: [], off: [] };
  const lifeCpu = { on: [], off: [] };
  let pinned = true;
  let offStatus;
  let scrapes = [];
  let bytes = 0;
  for (let life = 0; life < LIVES; life += 1) {
    const setting = settingOf(life);
    await shop.restart('bff', { METRICS: METRICS_OF[setting] });
    pinned = pin(shop.pidOf('bff')) && pinned;
    await load(shop, request);
    const loads = [];
    for (let round = 0; round < ROUNDS; round += 1) loads.push(await load(shop, request));
    rps[setting].push(...loads.map((one) => one.rps));
    cpu[setting].push(...loads.map((one) => one.cpuMsPerRequest));
    lifeRps[setting].push(mean(loads.map((one) => one.rps)));
    lifeCpu[setting].push(mean(loads.map((one) => one.cpuMsPerRequest)));
    console.log(
      `BFF ${life + 1} (${SAME ? `arm ${setting}, METRICS=off` : `metrics ${setting}`}): ` +
        loads.map((one) => `${one.rps} req/s, ${one.cpuMsPerRequest} ms CPU/req`).join('; '),
    );
    if (setting === 'off' && !SAME) offStatus = (await fetch(`${shop.bffUrl}/metrics`)).status;
    if (setting === 'on' && !SAME) {
      scrapes = [];
      for (let i = 0; i < SCRAPES; i += 1) {
        const started = performance.now();
        const response = await fetch(`${shop.bffUrl}/metrics`);
        const text = await response.text();
        scrapes.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
        bytes = text.length;
      }
    }
  }
  // Throughput lost: what the on lifetimes answered less, of the off ones; CPU: what they needed more.
  const throughput = difference(lifeRps.off, lifeRps.on, lifeRps.off);
  const cpuCost = difference(lifeCpu.on, lifeCpu.off, lifeCpu.off);
  const result = {
    name: SAME ? 'metrics-same' : 'metrics',
    at: new Date().toISOString(),
    design: `one shop, its BFF started ${LIVES} times (on, off, off, on, …), ${ROUNDS} loads per lifetime after a warm-up`,
    pinned,
    sameSetting: SAME,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    lifetimes: LIVES,
    roundsPerLifetime: ROUNDS,
    warmListingRequestsPerSecond: {
      on: rps.on,
      off: rps.off,
      lifetimeMeansOn: lifeRps.on,
      lifetimeMeansOff: lifeRps.off,
    },
    metricsCostPercent: throughput.costPercent,
    metricsCostTwoSePercent: throughput.twoSePercent,
    goalCostPercent: 3,
    bffCpuMsPerRequest: {
      on: cpu.on,
      off: cpu.off,
      lifetimeMeansOn: lifeCpu.on,
      lifetimeMeansOff: lifeCpu.off,
    },
    metricsCpuCostPercent: cpuCost.costPercent,
    metricsCpuCostTwoSePercent: cpuCost.twoSePercent,
    ...(SAME
      ? {}
      : { scrape: { ...latencyStats(scrapes), bytes, goalP95Ms: 20 }, metricsOffAnswers: offStatus }),
  };
  writeResult(result);
  console.log(
    `warm listing: on ${Math.round(mean(lifeRps.on))} req/s, off ${Math.round(mean(lifeRps.off))} req/s ` +
      `(means of ${LIVES / 2} lifetimes each); cost ${result.metricsCostPercent} % ± ` +
      `${result.metricsCostTwoSePercent} (goal < 3 %); BFF CPU per request ${mean(lifeCpu.on).toFixed(4)} vs ` +
      `${mean(lifeCpu.off).toFixed(4)} ms: ${cpuCost.costPercent} % ± ${cpuCost.twoSePercent}` +
      (pinned ? '' : ' (not pinned to CPUs)') +
      (SAME
        ? " (both METRICS=off: the bench's own difference)"
        : `\n/metrics: p50 ${result.scrape.p50Ms} ms, p95 ${result.scrape.p95Ms} ms, max ${result.scrape.maxMs} ms, ` +
          `${bytes} bytes (goal p95 < 20 ms); with METRICS=off it answers ${offStatus}`),
  );
} finally {
  await shop.stop();
}
