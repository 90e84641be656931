// Live price refresh latency, against a running shop (`npm start`): how long after a price refresh is
// enqueued does a signed-in customer's open page (its SSE stream) hear `prices-changed`?
//
// Signs in as BENCH_LOGIN (default purchaser@20hhat.example) through the real OIDC flow, opens the
// customer's SSE stream on the BFF, picks one sku of the first listing page, then for PRICE_ROUNDS
// rounds (default 20): records a price change of that sku for the customer (the ops CLI's
// `prices change` job, not timed) and enqueues the refresh of the customer (`prices refresh`) on
// BullMQ; the latency is from enqueueing the refresh to the event arriving at the SSE client
// (queue → worker → database → cache invalidation → Redis pub/sub → BFF → SSE). The tests assert
// only order and outcome; this is where the figure lives. Writes bench/results/price-refresh-latency.json.
import { createRequire } from 'node:module';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { percentile, signInOverHttp, writeResult } from './lib.mjs';

const require = createRequire(import.meta.url);
// The job contract as the worker and the ops CLI use it (built by `npm start`).
const { PRICE_JOBS, QUEUES } = require('../dist/libs/jobs/src/index.js');

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const BFF_URL = process.env.BFF_URL ?? `http://127.0.0.1:${process.env.BFF_PORT ?? 3100}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOCALE = process.env.BENCH_LOCALE ?? 'de-at';
const LOGIN = process.env.BENCH_LOGIN ?? 'purchaser@20hhat.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Shop-Demo-2026';
const ROUNDS = Number(process.env.PRICE_ROUNDS ?? 20);
const EVENT_TIMEOUT_MS = 20_000;

async function graphql(cookie, query, variables) {
  const response = await fetch(`${BFF_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const json = await response.json();
  if (json.errors) throw new Error(`GraphQL failed: ${JSON.stringify(json.errors).slice(0, 300)}`);
  return json.data;
}

/** The customer's SSE stream; `next(predicate)` resolves with the arrival time of the next matching event. */
async function openStream(cookie) {
  const controller = new AbortController();
  const response = await fetch(`${BFF_URL}/sse?locale=${LOCALE}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`SSE answered ${response.status}`);
  const waiting = new Set();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const at = performance.now();
          const event = /^event: (.*)$/m.exec(block)?.[1];
          for (const waiter of waiting) if (waiter.matches(event)) waiter.resolve(at);
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    next(eventName) {
      return new Promise((resolve, reject) => {
        const waiter = {
          matches: (name) => name === eventName,
          resolve: (at) => (waiting.delete(waiter), resolve(at)),
        };
        waiting.add(waiter);
        setTimeout(() => {
          if (waiting.delete(waiter)) reject(new Error(`no ${eventName} within ${EVENT_TIMEOUT_MS} ms`));
        }, EVENT_TIMEOUT_MS).unref();
      });
    },
    close: () => controller.abort(),
  };
}

const cookie = await signInOverHttp({ baseUrl: BASE_URL, locale: LOCALE, login: LOGIN, password: PASSWORD });
const { me } = await graphql(cookie, '{ me { mandantCode customer { customerNo } } }');
const mandantCode = me.mandantCode;
const customerNo = me.customer.customerNo;
const { categoryTree } = await graphql(
  cookie,
  'query($locale: String!) { categoryTree(locale: $locale) { categories { slug } } }',
  { locale: LOCALE },
);
const { products } = await graphql(
  cookie,
  `
    query ($locale: String!, $category: String!) {
      products(locale: $locale, page: 1, limit: 1, queryFilter: [{ name: "category", values: [$category] }]) {
        items {
          sku
        }
      }
    }
  `,
  { locale: LOCALE, category: categoryTree.categories[0].slug },
);
const sku = products.items[0].sku;

const connections = [0, 1].map(() => new Redis(REDIS_URL, { maxRetriesPerRequest: null }));
const queue = new Queue(QUEUES.prices, { connection: connections[0] });
const queueEvents = new QueueEvents(QUEUES.prices, { connection: connections[1] });
await queueEvents.waitUntilReady();
const stream = await openStream(cookie);
const latencies = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const change = await queue.add(PRICE_JOBS.change, {
      mandantCode,
      customerNo,
      sku,
      centAmount: 1000 + round,
      requestedBy: 'bench',
    });
    await change.waitUntilFinished(queueEvents, EVENT_TIMEOUT_MS);
    const heard = stream.next('prices-changed');
    const sent = performance.now();
    await queue.add(PRICE_JOBS.refresh, {
      mandantCode,
      customerNos: [customerNo],
      requestedBy: 'bench',
      trigger: 'request',
    });
    latencies.push((await heard) - sent);
  }
} finally {
  stream.close();
  await queueEvents.close();
  await queue.close();
  await Promise.all(connections.map((c) => c.quit()));
}

latencies.sort((a, b) => a - b);
const round1 = (n) => Math.round(n * 10) / 10;
writeResult({
  name: 'price-refresh-latency',
  at: new Date().toISOString(),
  login: LOGIN,
  sku,
  rounds: latencies.length,
  p50Ms: round1(percentile(latencies, 50)),
  p95Ms: round1(percentile(latencies, 95)),
  maxMs: round1(latencies[latencies.length - 1]),
  note: 'from enqueueing the refresh job to the prices-changed event at the SSE client; bench, shop and Redis on the same machine',
});
