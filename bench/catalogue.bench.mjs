// Catalogue listing with customer prices for a signed-in customer, against a running shop (`npm start`).
//
// 1. Signs in through the real OIDC flow with fetch (BFF /auth/login → IdP login form → callback),
//    as BENCH_LOGIN (default purchaser@20hhat.example, the seed's demo password).
// 2. Finds a listing page: the first category of the tree, page 1, 24 products.
// 3. Cold vs warm, sequential: the page's prices with the price cache emptied before every request
//    (REDIS_URL, keys of this customer and these skus only; a new body each time, so the BFF's
//    response cache misses too) vs warm (the same request again: answered from the response cache).
// 4. Throughput with autocannon, same connections and duration, same run: the warm listing query
//    (products page with prices) and the warm price query (custPrice1Units for the 24 skus) against
//    the BFF, and a raw Node `http` server answering the same JSON bytes. Reports req/s of both, the
//    ratio (goal ≥ 0.40) and p99.
//    Also the listing as the web asks it (card fields, no price).
// 5. The same load through the shop's public origin (BASE_URL, WEB_PORT), which the BFF itself serves
//    since decision 0049 (no proxy hop): req/s and p50/p99 there and the ratio to the BFF's own port
//    (goal ≥ 0.90; the vite preview proxy it replaced queued, p50 2.6 s at 16 connections).
// Writes bench/results/catalogue.json (BENCH_RESULT_NAME names another file). Not part of `npm test`.
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { percentile, runLoad, signInOverHttp, summarize, writeResult } from './lib.mjs';

// The shop's public origin (sign-in, the sequential rounds and the through-origin load).
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
// The BFF's own port, like the raw server one Node process and nothing in front (BFF_URL or BFF_PORT).
const BFF_URL = process.env.BFF_URL ?? `http://127.0.0.1:${process.env.BFF_PORT ?? 3100}`;
// BENCH_VIA_ORIGIN=0 skips the load through the public origin.
const VIA_ORIGIN = process.env.BENCH_VIA_ORIGIN !== '0';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOCALE = process.env.BENCH_LOCALE ?? 'de-at';
const LOGIN = process.env.BENCH_LOGIN ?? 'purchaser@20hhat.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Shop-Demo-2026';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 50);

const LOAD_BEFORE = loadavg();

const signIn = () => signInOverHttp({ baseUrl: BASE_URL, locale: LOCALE, login: LOGIN, password: PASSWORD });

const graphqlBody = (query, variables) => JSON.stringify({ query, variables });
async function graphql(cookie, body) {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
  });
  const text = await response.text();
  const json = JSON.parse(text);
  if (!response.ok || json.errors) throw new Error(`GraphQL failed: ${text.slice(0, 300)}`);
  return { json, text, contentType: response.headers.get('content-type') ?? 'application/json' };
}

const ME = '{ me { mandantCode customer { customerNo } } }';
const TREE = 'query($locale: String!) { categoryTree(locale: $locale) { categories { slug productCount } } }';
const LISTING = `query Listing($locale: String!, $category: String!) {
  products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
    total items { id sku name slug unit packSize imageUrl price { centAmount currency } } } }`;
// The listing as the web asks it since issue 11: the card fields without price (prices come from
// custPrice1Units, one request per page; decision 0034).
const LISTING_CARDS = `query ListingCards($locale: String!, $category: String!) {
  products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
    total items { id sku name slug unit packSize imageUrl } } }`;
const PRICES = `query CustPrice1Units($locale: String!, $skus: [String!]!) {
  custPrice1Units(locale: $locale, skus: $skus) { id sku channel price { centAmount currency } } }`;

async function cannon(url, body, headers) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx || result.errors)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors` +
        (result.statusCodeStats?.['429'] ? ' (rate limited: start the shop with RATE_LIMIT=off)' : ''),
    );
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/** A raw Node server answering every request with exactly these bytes. */
async function rawServer(bytes, contentType) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
      res.end(bytes);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/graphql`, close: () => server.close() };
}

async function compare(name, cookie, body) {
  const warm = await graphql(cookie, body);
  const bytes = Buffer.from(warm.text);
  const raw = await rawServer(bytes, warm.contentType);
  const ratio = (a, b) => Math.round((a.requestsPerSecond / b.requestsPerSecond) * 1000) / 1000;
  try {
    const bff = await cannon(`${BFF_URL}/graphql`, body, { cookie });
    const origin = VIA_ORIGIN ? await cannon(`${BASE_URL}/graphql`, body, { cookie }) : undefined;
    const baseline = await cannon(raw.url, body, {});
    const result = {
      query: name,
      responseBytes: bytes.length,
      bff,
      rawNodeHttp: baseline,
      ratio: ratio(bff, baseline),
      goalRatio: 0.4,
      ...(origin && {
        throughOrigin: origin,
        throughOriginVsBff: ratio(origin, bff),
        goalThroughOriginVsBff: 0.9,
      }),
    };
    const line = (label, run) =>
      `${label} ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`;
    console.log(
      [
        `${name}:`,
        line('  bff (BFF_PORT)      ', bff),
        ...(origin ? [line('  public origin      ', origin)] : []),
        line('  raw node http      ', baseline),
        `  bff/raw ${result.ratio} (goal ≥ 0.4)` +
          (origin ? `, origin/bff ${result.throughOriginVsBff} (goal ≥ 0.9)` : ''),
      ].join('\n'),
    );
    return result;
  } finally {
    raw.close();
  }
}

const cookie = await signIn();
const me = (await graphql(cookie, graphqlBody(ME))).json.data.me;
if (!me?.customer) throw new Error(`${LOGIN} acts for no customer`);
const tree = (await graphql(cookie, graphqlBody(TREE, { locale: LOCALE }))).json.data.categoryTree.categories;
const category = tree.find((c) => c.productCount >= 24) ?? tree[0];
const listingBody = graphqlBody(LISTING, { locale: LOCALE, category: category.slug });
const listing = (await graphql(cookie, listingBody)).json.data.products.items;
const skus = listing.map((item) => item.sku);
if (listing.some((item) => item.price === null))
  throw new Error('the listing has no prices for this customer');
const pricesBody = graphqlBody(PRICES, { locale: LOCALE, skus });

// Cold vs warm, one request at a time: cold empties exactly this customer's cached prices of the page.
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
const enc = encodeURIComponent;
const keys = skus.flatMap((sku) =>
  ['unit', 'detail'].map(
    (kind) => `shop:cache:v1:price:${enc(me.mandantCode)}:${enc(me.customer.customerNo)}:${enc(sku)}:${kind}`,
  ),
);
// Each cold request differs by an unused variable, so the BFF's response cache (decision 0055) cannot
// answer it from memory: the cold figures are those of the Redis caches and the database.
let coldRound = 0;
const coldBody = (query, variables) => graphqlBody(query, { ...variables, coldRound: ++coldRound });
const cold = await runLoad(
  async () => {
    await redis.del(...keys);
    await graphql(cookie, coldBody(PRICES, { locale: LOCALE, skus }));
  },
  { total: COLD_ROUNDS, concurrency: 1 },
);
// The whole listing cold: catalogue answers (all tenants' listing cache) and this page's prices emptied.
const dropListingCache = async () => {
  const catalogueKeys = await redis.keys('shop:cache:v1:catalogue:*');
  await redis.del(...keys, ...catalogueKeys);
};
const listingCold = await runLoad(
  async () => {
    await dropListingCache();
    await graphql(cookie, coldBody(LISTING, { locale: LOCALE, category: category.slug }));
  },
  { total: COLD_ROUNDS, concurrency: 1 },
);
await redis.quit();
const listingWarm = await runLoad(() => graphql(cookie, listingBody), { total: COLD_ROUNDS, concurrency: 1 });
await runLoad(() => graphql(cookie, pricesBody), { total: 50, concurrency: 4 }); // warm-up
const warm = await runLoad(() => graphql(cookie, pricesBody), { total: COLD_ROUNDS, concurrency: 1 });
const sequential = (run) => ({
  p50Ms: Math.round(percentile(run.latencies, 50) * 10) / 10,
  p99Ms: Math.round(percentile(run.latencies, 99) * 10) / 10,
});
// The cold timing includes one Redis DEL round trip on loopback (well below a millisecond).

await runLoad(() => graphql(cookie, listingBody), { total: 100, concurrency: 8 }); // warm-up (JIT, caches)
const listingComparison = await compare('listing (products page of 24 with prices)', cookie, listingBody);
const cardsBody = graphqlBody(LISTING_CARDS, { locale: LOCALE, category: category.slug });
const cardsComparison = await compare('listing as the web asks it (24 cards, no price)', cookie, cardsBody);
const pricesComparison = await compare('custPrice1Units (24 skus)', cookie, pricesBody);

writeResult({
  ...summarize(process.env.BENCH_RESULT_NAME ?? 'catalogue', warm),
  baseUrl: BASE_URL,
  bffUrl: BFF_URL,
  // The machine is shared: its load average (1, 5, 15 min) when the run began and ended.
  machine: { cpus: cpus().length, loadBefore: LOAD_BEFORE, loadAfter: loadavg() },
  login: LOGIN,
  locale: LOCALE,
  category: category.slug,
  skus: skus.length,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  pricesColdVsWarm: { rounds: COLD_ROUNDS, cold: sequential(cold), warm: sequential(warm) },
  listingColdVsWarm: { rounds: COLD_ROUNDS, cold: sequential(listingCold), warm: sequential(listingWarm) },
  throughput: [listingComparison, cardsComparison, pricesComparison],
});
