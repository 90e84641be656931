// Sizes of scan-me's offline catalogue (docs/decisions/0104), against shops of its own:
// 1. Scale 1: the full catalogue of every tenant language, brotli as sent (goal ≤ 40 KB each).
// 2. Scale 1: the delta after one product's name changed (goal ≤ 1 KB brotli), and that it holds
//    exactly that product.
// 3. Scale 10 (a second shop seeded with --scale 10; BENCH_SCALE10=0 skips it): the full catalogue of
//    every tenant language (goal ≤ 400 KB brotli).
// Also the request time of a warm full answer and of a delta (p50/p95 of 50 sequential requests).
// Writes bench/results/offline-catalogue.json. Not part of `npm test`.
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { latencyStats, startOwnShop, writeResult } from './lib.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const SCALE10 = process.env.BENCH_SCALE10 !== '0';
// One locale per tenant language the shop serves (it-de: the Italian tenant in German).
const LOCALES = ['de-at', 'de-de', 'cs-cz', 'sk-sk', 'it-it', 'it-de', 'bg-bg'];

/** Raw bytes and headers (node:http: fetch would decode the body). */
function get(url, headers = { 'accept-encoding': 'br' }) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - t0,
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function decodeBr(body) {
  const { brotliDecompressSync } = await import('node:zlib');
  return JSON.parse(brotliDecompressSync(body).toString('utf8'));
}

async function fullSizes(baseUrl) {
  const sizes = {};
  for (const locale of LOCALES) {
    const response = await get(`${baseUrl}/api/products?locale=${locale}`);
    if (response.status !== 200 || response.headers['content-encoding'] !== 'br')
      throw new Error(`${locale}: ${response.status} ${response.headers['content-encoding']}`);
    const body = await decodeBr(response.body);
    sizes[locale] = { products: body.items.length, brotliBytes: response.body.length };
  }
  return sizes;
}

async function timings(url) {
  const samples = [];
  for (let i = 0; i < ROUNDS; i++) samples.push((await get(url)).ms);
  return latencyStats(samples);
}

const LOAD_BEFORE = loadavg();
const shop = await startOwnShop('offline-catalogue-bench');
let result;
try {
  const base = shop.bffUrl;
  const scale1 = await fullSizes(base);
  const full = await decodeBr((await get(`${base}/api/products?locale=de-at`)).body);
  const db = new Client({ connectionString: shop.env.DATABASE_URL });
  await db.connect();
  const [{ sku }] = (
    await db.query(`select sku from product where mandant_code = '20HHAT' order by sku limit 1`)
  ).rows;
  await db.query(
    `update product set name = jsonb_set(name, '{de}', to_jsonb((name->>'de') || ' (neu)')) where mandant_code = '20HHAT' and sku = $1`,
    [sku],
  );
  await db.end();
  const deltaUrl = `${base}/api/products?locale=de-at&since=${full.revision}`;
  const deltaResponse = await get(deltaUrl);
  const delta = await decodeBr(deltaResponse.body);
  if (delta.full || delta.items.length !== 1 || delta.items[0][1] !== sku || delta.removed.length !== 0)
    throw new Error(`delta is not exactly the changed product: ${JSON.stringify(delta).slice(0, 300)}`);
  result = {
    name: 'offline-catalogue',
    at: new Date().toISOString(),
    scale1: {
      fullBrotliBytes: scale1,
      maxFullBrotliBytes: Math.max(...Object.values(scale1).map((entry) => entry.brotliBytes)),
      goalFullBrotliBytes: 40 * 1024,
      deltaAfterOneChange: {
        brotliBytes: deltaResponse.body.length,
        items: delta.items.length,
        goalBrotliBytes: 1024,
      },
      warmFull: await timings(`${base}/api/products?locale=de-at`),
      delta: await timings(deltaUrl),
    },
    loadBefore: LOAD_BEFORE,
  };
} finally {
  await shop.stop();
}

if (SCALE10) {
  const big = await startOwnShop('offline-catalogue-bench-10', { seedArgs: ['--scale', '10'] });
  try {
    const sizes = await fullSizes(big.bffUrl);
    result.scale10 = {
      fullBrotliBytes: sizes,
      maxFullBrotliBytes: Math.max(...Object.values(sizes).map((entry) => entry.brotliBytes)),
      goalFullBrotliBytes: 400 * 1024,
      warmFull: await timings(`${big.bffUrl}/api/products?locale=de-at`),
    };
  } finally {
    await big.stop();
  }
}
result.loadAfter = loadavg();
writeResult(result);
