// What the Prometheus metrics cost (decision 0135): two shops of their own, built alike, one with
// METRICS=on and one with METRICS=off, both idle but for the load of the round.
// 1. The warm listing (24 products with this customer's prices, the catalogue bench's query) with
//    autocannon, BENCH_CONNECTIONS connections for BENCH_DURATION seconds, alternately on each shop,
//    BENCH_ROUNDS rounds each (on first in odd rounds, off first in even ones, so neither always meets a
//    machine warmed by the other): req/s of each and the cost of metrics (1 − on/off from the medians;
//    goal < 3 %). On a shared 2-core machine the rounds vary by more than that, so the BFF's own CPU
//    time per request (from /proc, user + system) is reported beside them: the steadier measure of
//    what metrics add.
// 2. GET /metrics of the BFF with metrics on, after that traffic: BENCH_SCRAPES scrapes one after
//    another, p50/p95/max (goal p95 < 20 ms), and the size of the text.
// Writes bench/results/metrics.json. Needs a build (`npm start` once, or `npx nx run-many -t build`).
import autocannon from 'autocannon';
import { cpuMsOf, latencyStats, signInOverHttp, startOwnShop, writeResult } from './lib.mjs';

const LOCALE = 'de-at';
const LOGIN = process.env.BENCH_LOGIN ?? 'purchaser@20hhat.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Shop-Demo-2026';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
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
  return { rps: result.requests.average, cpuMsPerRequest: Math.round(cpuMsPerRequest * 1000) / 1000 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log('starting two shops (metrics on and off) …');
const on = await startOwnShop('metrics-bench-on', { seedArgs: SEED, env: { METRICS: 'on' } });
let off;
try {
  off = await startOwnShop('metrics-bench-off', { seedArgs: SEED, env: { METRICS: 'off' } });
  const requests = { on: await prepare(on), off: await prepare(off) };
  // Warm both (response cache, JIT) before the rounds count.
  await load(on, requests.on);
  await load(off, requests.off);
  const rps = { on: [], off: [] };
  const cpu = { on: [], off: [] };
  const measure = async (which) => {
    const { rps: perSecond, cpuMsPerRequest } = await load(which === 'on' ? on : off, requests[which]);
    rps[which].push(perSecond);
    cpu[which].push(cpuMsPerRequest);
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const which of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) await measure(which);
    console.log(
      `round ${round + 1}: on ${rps.on.at(-1)} req/s (${cpu.on.at(-1)} ms CPU/req), ` +
        `off ${rps.off.at(-1)} req/s (${cpu.off.at(-1)} ms CPU/req)`,
    );
  }
  const offStatus = (await fetch(`${off.bffUrl}/metrics`)).status;
  const scrapes = [];
  let bytes = 0;
  for (let i = 0; i < SCRAPES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${on.bffUrl}/metrics`);
    const text = await response.text();
    scrapes.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
    bytes = text.length;
  }
  const cost = 1 - median(rps.on) / median(rps.off);
  const cpuCost = median(cpu.on) / median(cpu.off) - 1;
  const result = {
    name: 'metrics',
    at: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    warmListingRequestsPerSecond: {
      on: rps.on,
      off: rps.off,
      medianOn: median(rps.on),
      medianOff: median(rps.off),
    },
    metricsCostPercent: Math.round(cost * 1000) / 10,
    goalCostPercent: 3,
    bffCpuMsPerRequest: { on: cpu.on, off: cpu.off, medianOn: median(cpu.on), medianOff: median(cpu.off) },
    metricsCpuCostPercent: Math.round(cpuCost * 1000) / 10,
    scrape: { ...latencyStats(scrapes), bytes, goalP95Ms: 20 },
    metricsOffAnswers: offStatus,
  };
  writeResult(result);
  console.log(
    `warm listing: on ${median(rps.on)} req/s, off ${median(rps.off)} req/s (medians of ${ROUNDS}); ` +
      `cost ${result.metricsCostPercent} % (goal < 3 %); BFF CPU per request ${median(cpu.on)} vs ` +
      `${median(cpu.off)} ms: ${result.metricsCpuCostPercent} %\n` +
      `/metrics: p50 ${result.scrape.p50Ms} ms, p95 ${result.scrape.p95Ms} ms, max ${result.scrape.maxMs} ms, ` +
      `${bytes} bytes (goal p95 < 20 ms); with METRICS=off it answers ${offStatus}`,
  );
} finally {
  await off?.stop();
  await on.stop();
}
