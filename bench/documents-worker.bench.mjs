// The documents queue end to end, in a shop of its own (startOwnShop: its own redis-server, embedded
// database seeded at scale 1, idp, bff and worker of the build; `npm start` once, or
// `npx nx run-many -t build`). Issue 14's two figures:
//
// 1. An order PDF with 100 lines rendered in the worker (goal < 300 ms). The job goes onto the
//    documents queue the way the BFF's DocumentQueueService adds it (state QUEUED through the one
//    DocumentStore of libs/redis, the document id as job id; without the BFF's per-customer admission,
//    `reserve`, so the DOCUMENT_JOBS below can wait at once) and the time runs until the document's
//    state in the store is READY, so it holds the queue's pick-up, the render, and storing the file. DOCUMENT_WORKER_WARMUP (default 3)
//    untimed, then DOCUMENT_WORKER_RUNS (default 30) one after another, each a new document id.
// 2. The BFF's listings while the worker renders: the catalogue listing with prices (the catalogue
//    bench's query) and the order history's first page, BENCH_CONNECTIONS (default 8) requests in flight
//    for BENCH_WINDOW_MS (default 8000) — quiet, then with DOCUMENT_JOBS (default 50) 100-line orders
//    added at once (the load runs until the last is READY, at least the same window), then quiet again.
//    The two quiet rounds tell the noise. Rendering never runs in the BFF, but on a machine with few
//    cores the worker's rendering takes CPU time the BFF would otherwise have: the figures say how much.
// Writes bench/results/documents-worker.json. Not part of `npm test`.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import {
  cpuMsOf,
  latencyStats,
  runLoad,
  signInOverHttp,
  startOwnShop,
  summarize,
  writeResult,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const dist = (lib) => fileURLToPath(new URL(`../dist/libs/${lib}/src/`, import.meta.url));
for (const lib of ['documents', 'jobs', 'redis']) {
  if (!existsSync(`${dist(lib)}index.js`)) {
    console.error(`documents-worker bench: no build of libs/${lib} in dist/ — run \`npm start\` once first.`);
    process.exit(1);
  }
}
const { sampleBusinessDocument } = require(`${dist('documents')}testing/sample-documents.js`);
const { DOCUMENT_JOB, DOCUMENT_JOB_OPTIONS, QUEUES } = require(`${dist('jobs')}index.js`);
const { DocumentStore } = require(`${dist('redis')}index.js`);

const RUNS = Number(process.env.DOCUMENT_WORKER_RUNS ?? 30);
const WARMUP = Number(process.env.DOCUMENT_WORKER_WARMUP ?? 3);
const JOBS = Number(process.env.DOCUMENT_JOBS ?? 50);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 8000);
const LOCALE = 'de-at';
const LOGIN = process.env.BENCH_LOGIN ?? 'purchaser@20hhat.example';

const order = sampleBusinessDocument('ORDER', 'de', 100);
const runTag = Date.now().toString(36);
let serial = 0;

const shop = await startOwnShop('documents-worker');
const redis = new Redis(shop.env.REDIS_URL, { maxRetriesPerRequest: null });
const store = new DocumentStore(redis);
// A connection of our own: BullMQ leaves a connection it was given open, so it is closed below.
const queueConnection = new Redis(shop.env.REDIS_URL, { maxRetriesPerRequest: null });
const queue = new Queue(QUEUES.documents, { connection: queueConnection });

/** Adds one 100-line order as the BFF does; resolves with the ms until its state is READY. */
async function renderInWorker() {
  const documentId = `bench-${runTag}-${(serial += 1)}`;
  const job = { documentId, mandantCode: '20HHAT', customerNo: 'bench', kind: 'ORDER', input: order };
  const started = performance.now();
  await store.queue(job);
  await queue.add(DOCUMENT_JOB, job, { ...DOCUMENT_JOB_OPTIONS, jobId: documentId });
  for (;;) {
    const state = await store.read(documentId);
    if (state?.status === 'READY') break;
    if (state?.status === 'FAILED') throw new Error(`document ${documentId} failed: ${state.error}`);
    // Forgotten before it was seen READY (the customer's kept bytes ran over their limit).
    if (!state) throw new Error(`document ${documentId} is gone from the store`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const ms = performance.now() - started;
  await store.forget(documentId);
  return ms;
}

try {
  for (let run = 0; run < WARMUP; run += 1) await renderInWorker();
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await renderInWorker());
  const worker = { name: 'order-100-lines-de-in-worker', ...latencyStats(samples) };
  console.log(`${worker.name}: p50 ${worker.p50Ms} ms, p95 ${worker.p95Ms} ms, p99 ${worker.p99Ms} ms`);

  const cookie = await signInOverHttp({
    baseUrl: shop.publicUrl,
    locale: LOCALE,
    login: LOGIN,
    password: 'Shop-Demo-2026',
  });
  const graphql = async (query, variables) => {
    const response = await fetch(`${shop.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const json = await response.json();
    if (!response.ok || json.errors) throw new Error(`GraphQL failed: ${JSON.stringify(json).slice(0, 300)}`);
    return json.data;
  };
  const tree = await graphql(
    'query($locale: String!) { categoryTree(locale: $locale) { categories { slug productCount } } }',
    { locale: LOCALE },
  );
  const category = tree.categoryTree.categories.find((entry) => entry.productCount >= 24).slug;
  const LISTING = `query($locale: String!, $category: String!) {
    products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
      total items { id sku name slug unit packSize imageUrl price { centAmount currency } } } }`;
  const ORDERS = `query($locale: String!) { orderHistories(locale: $locale, page: 1, limit: 20) {
      total items { identifier state date origin } } }`;
  const listings = {
    catalogue: () => graphql(LISTING, { locale: LOCALE, category }),
    orders: () => graphql(ORDERS, { locale: LOCALE }),
  };

  /** Both listings by turns, CONNECTIONS in flight, until `until()` says stop (checked per request). */
  /**
   * Both listings by turns, CONNECTIONS in flight, until `until()` says stop (checked per request); with
   * the CPU time the BFF and the worker used meanwhile (the BFF's per request tells whether it did more
   * than answer).
   */
  async function loadWhile(until) {
    const latencies = { catalogue: [], orders: [] };
    const cpuBefore = { bff: cpuMsOf(shop.pidOf('bff')), worker: cpuMsOf(shop.pidOf('worker')) };
    const started = performance.now();
    let turn = 0;
    await runLoad(
      async () => {
        const name = turn++ % 2 === 0 ? 'catalogue' : 'orders';
        const t0 = performance.now();
        await listings[name]();
        latencies[name].push(performance.now() - t0);
      },
      { total: Number.MAX_SAFE_INTEGER, concurrency: CONNECTIONS, stop: until },
    );
    const wallMs = performance.now() - started;
    const requests = latencies.catalogue.length + latencies.orders.length;
    const bffCpuMs = cpuMsOf(shop.pidOf('bff')) - cpuBefore.bff;
    return {
      ...Object.fromEntries(
        Object.entries(latencies).map(([name, samples]) => [
          name,
          summarize(name, { latencies: samples.sort((a, b) => a - b), wallMs }),
        ]),
      ),
      bffCpuMsPerRequest: Math.round((bffCpuMs / requests) * 100) / 100,
      workerCpuMs: Math.round(cpuMsOf(shop.pidOf('worker')) - cpuBefore.worker),
      wallMs: Math.round(wallMs),
    };
  }
  const forWindow = () => {
    const end = performance.now() + WINDOW_MS;
    return () => performance.now() >= end;
  };

  for (const warm of Object.values(listings)) for (let i = 0; i < 20; i += 1) await warm();
  const quietBefore = await loadWhile(forWindow());

  let rendered = 0;
  const windowEnd = performance.now() + WINDOW_MS;
  const renderStarted = performance.now();
  const jobs = Promise.all(Array.from({ length: JOBS }, () => renderInWorker().then(() => (rendered += 1))));
  const whileRendering = await loadWhile(() => rendered >= JOBS && performance.now() >= windowEnd);
  await jobs;
  const renderWallMs = Math.round(performance.now() - renderStarted);
  const quietAfter = await loadWhile(forWindow());

  const rows = [
    ['quiet', quietBefore],
    [`${JOBS} jobs rendering`, whileRendering],
    ['quiet again', quietAfter],
  ];
  for (const [label, round] of rows)
    console.log(
      `${label.padEnd(18)} catalogue p50 ${round.catalogue.p50Ms} / p99 ${round.catalogue.p99Ms} ms (${round.catalogue.requests}), ` +
        `orders p50 ${round.orders.p50Ms} / p99 ${round.orders.p99Ms} ms (${round.orders.requests}); ` +
        `BFF CPU ${round.bffCpuMsPerRequest} ms/request, worker CPU ${round.workerCpuMs} ms in ${round.wallMs} ms`,
    );
  console.log(`${JOBS} documents READY in ${renderWallMs} ms`);

  writeResult({
    name: 'documents-worker',
    at: new Date().toISOString(),
    cpus: cpus().length,
    connections: CONNECTIONS,
    windowMs: WINDOW_MS,
    worker,
    listings: { quietBefore, whileRendering: { ...whileRendering, jobs: JOBS, renderWallMs }, quietAfter },
  });
} finally {
  await queue.close();
  queueConnection.disconnect();
  redis.disconnect();
  await shop.stop();
}
