// Webhooks at WEBHOOK_ORDER_RATE (50) orders per second (issue 28: event → receiver p95 < 500 ms; the
// order's own p99 unchanged within noise with webhooks on). Starts a shop of its own like `cart` (it
// places orders, so it leaves a running `npm start` alone), with WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 so the
// worker may post to this process's receiver on 127.0.0.1.
//
// Orders are placed by WEBHOOK_LANES (16) integration clients of customer 100002 of 20HHAT (created by
// its administrator's session, each with a technical contact of its own and so a cart of its own),
// directly at the BFF: each order adds one line to the client's cart and finalizes it; an order starts
// every 1000 / rate ms (open loop: a lane is taken when one is free; a late start is counted).
// Two phases of WEBHOOK_ORDERS (500) orders each, alternating WEBHOOK_ROUNDS (2) times:
//   off: no subscription (the outbox rows are written all the same, decision 0136; the relay finds
//        no subscription and marks them dispatched);
//   on:  integration-20hhat subscribed to order.placed with a receiver in this process that answers 204.
// Figures: the finalize request's p50/p95/p99 per phase; for `on`, event → receiver (the event's
// timestamp, taken in the order's transaction, to the receiver's arrival; one clock, one machine) and
// order answer → receiver, and that every order arrived exactly once with a valid signature.
// Writes bench/results/webhooks.json. Not part of `npm test`.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { randomUUID } from 'node:crypto';
import { latencyStats, signInOverHttp, startOwnShop, writeResult } from './lib.mjs';
import { DEV_INTEGRATION_SECRET, SEED_PASSWORD } from '../scripts/lib/logins.mjs';

const require = createRequire(import.meta.url);
const { createDb } = require('../dist/libs/db/src/index.js');
const { Webhook } = require('standardwebhooks');

const RATE = Number(process.env.WEBHOOK_ORDER_RATE ?? 50);
const ORDERS = Number(process.env.WEBHOOK_ORDERS ?? 500);
const LANES = Number(process.env.WEBHOOK_LANES ?? 16);
const ROUNDS = Number(process.env.WEBHOOK_ROUNDS ?? 2);
const LOCALE = 'de-at';
const GOAL = { eventToReceiverP95Ms: 500 };

const ADD = `mutation Add($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
  changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) { id version } }`;
const CART = 'query Cart($locale: String!) { cart(locale: $locale) { id version } }';
const FINALIZE = `mutation Finalize($locale: String!, $cartId: ID!, $version: Int!) {
  finalizeCart(locale: $locale, cartId: $cartId, version: $version) { orderNumber } }`;
const CREATE_CLIENT = `mutation Create($locale: String!, $name: String!, $idempotencyKey: String!) {
  createApiClient(locale: $locale, name: $name, role: "ROLE_CART_PURCHASER", idempotencyKey: $idempotencyKey) {
    secret client { clientId } } }`;
const SUBSCRIBE = `mutation Subscribe($locale: String!, $url: String!) {
  createWebhookSubscription(locale: $locale, url: $url, eventTypes: ["order.placed"]) { secret subscription { id } } }`;
const UNSUBSCRIBE =
  'mutation Unsubscribe($locale: String!, $id: ID!) { deleteWebhookSubscription(locale: $locale, id: $id) }';

async function graphql(bffUrl, auth, query, variables = {}) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ query, variables: { locale: LOCALE, ...variables } }),
  });
  const body = await response.json();
  if (body.errors?.length)
    throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(body.errors[0].extensions)}`);
  return body.data;
}

async function clientToken(issuer, clientId, secret) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  const body = await response.json();
  if (!body.access_token) throw new Error(`token of ${clientId}: ${response.status}`);
  return { authorization: `Bearer ${body.access_token}` };
}

/** A receiver that answers 204 at once and notes when each delivery arrived. */
async function startReceiver() {
  const arrivals = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      arrivals.push({ at: Date.now(), body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    arrivals,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the relay has taken every outbox event (at most 60 s). */
async function drained(db) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [{ n }] = await db.query(
      'select count(*)::int as n from webhook_event where dispatched_at is null',
    );
    if (n === 0 || Date.now() > deadline) return n;
    await sleep(200);
  }
}

/** `count` orders at RATE per second over the lanes; per order its finalize latency and answer time. */
async function placeOrders(bffUrl, lanes, skus, count = ORDERS) {
  const free = [...lanes];
  const waiting = [];
  const take = () =>
    free.length ? Promise.resolve(free.pop()) : new Promise((resolve) => waiting.push(resolve));
  const give = (lane) => (waiting.length ? waiting.shift()(lane) : free.push(lane));
  const orders = [];
  let late = 0;
  const started = performance.now();
  const running = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const lane = await take();
    if (performance.now() - due > 50) late += 1;
    running.push(
      (async () => {
        try {
          const added = (
            await graphql(bffUrl, lane.auth, ADD, {
              cartId: lane.cart.id,
              version: lane.cart.version,
              lines: [{ sku: skus[i % skus.length], quantity: 1 }],
            })
          ).changeCartLines;
          const t0 = performance.now();
          const { finalizeCart } = await graphql(bffUrl, lane.auth, FINALIZE, {
            cartId: added.id,
            version: added.version,
          });
          orders.push({
            orderNumber: finalizeCart.orderNumber,
            ms: performance.now() - t0,
            answeredAt: Date.now(),
          });
          lane.cart = (await graphql(bffUrl, lane.auth, CART)).cart;
        } finally {
          give(lane);
        }
      })(),
    );
  }
  await Promise.all(running);
  const wallMs = performance.now() - started;
  return { orders, late, achievedRate: Math.round((orders.length / wallMs) * 10000) / 10 };
}

async function main() {
  const shop = await startOwnShop('webhooks', {
    env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' },
    // BENCH_LOG=1: the apps' warnings and errors (e.g. failed delivery attempts) on stderr.
    onLine: process.env.BENCH_LOG ? (line) => console.error(line) : undefined,
  });
  const db = createDb(shop.env.DATABASE_URL, { max: 2 });
  const receiver = await startReceiver();
  try {
    const skus = (
      await db.query(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 20`,
      )
    ).map((row) => row.sku);
    const admin = {
      cookie: await signInOverHttp({
        baseUrl: shop.publicUrl,
        locale: LOCALE,
        login: 'admin2@20hhat.example',
        password: SEED_PASSWORD,
      }),
    };
    const lanes = [];
    for (let i = 0; i < LANES; i++) {
      const { createApiClient } = await graphql(shop.bffUrl, admin, CREATE_CLIENT, {
        name: `Bench lane ${i + 1}`,
        idempotencyKey: randomUUID(),
      });
      const auth = await clientToken(
        shop.env.OIDC_ISSUER,
        createApiClient.client.clientId,
        createApiClient.secret,
      );
      lanes.push({ auth, cart: (await graphql(shop.bffUrl, auth, CART)).cart });
    }
    const subscriber = await clientToken(shop.env.OIDC_ISSUER, 'integration-20hhat', DEV_INTEGRATION_SECRET);

    // A warm-up round of each path (JIT, pools), not counted.
    await placeOrders(shop.bffUrl, lanes, skus, Math.min(ORDERS, 100)).catch((error) => {
      throw new Error(`warm-up: ${error.message}`);
    });

    const phases = { off: [], on: [] };
    const eventToReceiver = [];
    const answerToReceiver = [];
    let invalidSignatures = 0;
    let missing = 0;
    let duplicates = 0;
    const late = { off: 0, on: 0 };
    const rates = { off: [], on: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const off = await placeOrders(shop.bffUrl, lanes, skus);
      phases.off.push(...off.orders.map((order) => order.ms));
      late.off += off.late;
      rates.off.push(off.achievedRate);

      // The relay matches subscriptions when it relays: the `off` phase's events must be relayed first.
      await drained(db);
      const { createWebhookSubscription } = await graphql(shop.bffUrl, subscriber, SUBSCRIBE, {
        url: receiver.url,
      });
      const webhook = new Webhook(createWebhookSubscription.secret);
      receiver.arrivals.length = 0;
      const on = await placeOrders(shop.bffUrl, lanes, skus);
      phases.on.push(...on.orders.map((order) => order.ms));
      late.on += on.late;
      rates.on.push(on.achievedRate);
      const numbers = new Map(on.orders.map((order) => [order.orderNumber, order]));
      const deadline = Date.now() + 60_000;
      const arrived = () =>
        new Set(receiver.arrivals.map((arrival) => JSON.parse(arrival.body).data?.orderNumber)).size;
      while (arrived() < numbers.size && Date.now() < deadline) await sleep(200);
      await sleep(1000);
      const seen = new Map();
      for (const arrival of receiver.arrivals) {
        let event;
        try {
          event = webhook.verify(arrival.body, {
            'webhook-id': arrival.headers['webhook-id'],
            'webhook-timestamp': arrival.headers['webhook-timestamp'],
            'webhook-signature': arrival.headers['webhook-signature'],
          });
        } catch {
          invalidSignatures += 1;
          continue;
        }
        const order = numbers.get(event.data.orderNumber);
        if (!order) continue;
        seen.set(event.data.orderNumber, (seen.get(event.data.orderNumber) ?? 0) + 1);
        eventToReceiver.push(arrival.at - Date.parse(event.timestamp));
        answerToReceiver.push(arrival.at - order.answeredAt);
      }
      missing += [...numbers.keys()].filter((number) => !seen.has(number)).length;
      duplicates += [...seen.values()].filter((count) => count > 1).length;
      await graphql(shop.bffUrl, subscriber, UNSUBSCRIBE, { id: createWebhookSubscription.subscription.id });
    }

    const offStats = latencyStats(phases.off);
    const onStats = latencyStats(phases.on);
    const eventStats = latencyStats(eventToReceiver);
    const result = {
      name: 'webhooks',
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model },
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      setup: { ratePerSecond: RATE, ordersPerPhase: ORDERS, lanes: LANES, rounds: ROUNDS },
      achievedRatePerSecond: rates,
      lateStarts: late,
      finalize: {
        webhooksOff: offStats,
        webhooksOn: onStats,
        p99DeltaMs: Math.round((onStats.p99Ms - offStats.p99Ms) * 10) / 10,
      },
      eventToReceiver: eventStats,
      orderAnswerToReceiver: latencyStats(answerToReceiver),
      deliveries: { received: eventToReceiver.length, missing, duplicates, invalidSignatures },
      goal: GOAL,
      met:
        eventStats.p95Ms < GOAL.eventToReceiverP95Ms &&
        missing === 0 &&
        duplicates === 0 &&
        invalidSignatures === 0,
    };
    writeResult(result);
    console.log(
      `finalize p99: off ${offStats.p99Ms} ms, on ${onStats.p99Ms} ms; event → receiver p50 ${eventStats.p50Ms} ms, ` +
        `p95 ${eventStats.p95Ms} ms (goal < ${GOAL.eventToReceiverP95Ms}); missing ${missing}, duplicates ${duplicates}`,
    );
    if (!result.met) process.exitCode = 1;
  } finally {
    await receiver.close();
    await db.close();
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
