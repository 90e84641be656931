// Product search latency on PostgreSQL at seed scale 1 and at a scale with ≥ 100,000 products per
// tenant (issue 5: goal p95 < 50 ms on PostgreSQL).
//
// For each scale (BENCH_SCALES, default "1,67"): a database of its own on the PostgreSQL server of
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrated and seeded with the
// shop's own seed (kept for the next run: a database already seeded at that scale is reused). Then,
// one query at a time through the shop's commerce adapter (the SQL the BFF runs, pg pool, no cache):
//   - search page: products(searchTerm) page 1 of 24, relevance order, with total and facets;
//   - type-ahead: productSuggestions (8).
// Terms are drawn from the tenant's own product names in de-at, cs-cz and bg-bg: whole words,
// prefixes, the words without diacritics (Latin transliteration for Cyrillic) and one-letter typos.
// Reports p50/p95/p99 per scale and kind. Needs a build (`npm run build` or `npm start` once).
// Writes bench/results/search.json. Not part of `npm test`.
import { createRequire } from 'node:module';
import { percentile, writeResult } from './lib.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../dist/libs/${path}`);
const { createDb, migrate, seed, generateSeedData, transliterate } = dist('db/src/index.js');
const { EmbeddedCommerceAdapter } = dist('commerce/src/index.js');
const { guestShopContext } = dist('locales/src/index.js');

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALES = (process.env.BENCH_SCALES ?? '1,67').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const LOCALES = ['de-at', 'cs-cz', 'bg-bg'];

const databaseUrl = (name) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
};

async function preparedDatabase(scale) {
  const name = `shop_search_bench_${String(scale).replace('.', '_')}`;
  const admin = createDb(ADMIN_URL, { max: 1 });
  try {
    const exists = await admin.one('select 1 as found from pg_database where datname = $1', [name]);
    if (!exists) await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const db = createDb(databaseUrl(name), { max: 2 });
  await migrate(db);
  const products = await db.one('select count(*)::int as n from product');
  let seedSeconds = null;
  if (products.n === 0) {
    const started = performance.now();
    await seed(db, { scale });
    seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  }
  await db.query('analyze');
  return { db, name, seedSeconds };
}

/** Deterministic pseudo-random pick, so every run asks the same terms. */
function picker(seedValue) {
  let state = seedValue >>> 0;
  return (items) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return items[state % items.length];
  };
}

/** How a term is made from a word of the names: each kind of search a shopper types. */
const TERM_FORMS = {
  word: (w) => w,
  prefix: (w) => w.slice(0, 4),
  folded: (w) => transliterate(w),
  typo: (w) => `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`,
  twoWords: (w, another) => `${w} ${another().slice(0, 3)}`,
};

function termsFor(data, locale, count) {
  const ctx = guestShopContext(locale);
  const words = [
    ...new Set(
      data.products
        .filter((p) => p.mandant_code === ctx.mandantCode)
        .flatMap((p) => (p.name[ctx.language] ?? p.name.de).split(/[^\p{L}\p{N}]+/u))
        .filter((word) => word.length >= 4),
    ),
  ];
  const pick = picker(count * 31 + locale.length);
  const forms = Object.entries(TERM_FORMS);
  return Array.from({ length: count }, (_, i) => {
    const [form, make] = forms[i % forms.length];
    return { form, term: make(pick(words), () => pick(words)) };
  });
}

const round = (n) => Math.round(n * 10) / 10;
function stats(latencies) {
  latencies.sort((a, b) => a - b);
  return {
    queries: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies[latencies.length - 1]),
  };
}

/** Runs the tasks one at a time; overall percentiles and p50/p95 per term form. */
async function timed(run) {
  const all = [];
  const byForm = {};
  for (const { form, task } of run) {
    const t0 = performance.now();
    await task();
    const ms = performance.now() - t0;
    all.push(ms);
    (byForm[form] ??= []).push(ms);
  }
  const forms = Object.fromEntries(
    Object.entries(byForm).map(([form, ms]) => {
      const { p50Ms, p95Ms } = stats(ms);
      return [form, { p50Ms, p95Ms }];
    }),
  );
  return { ...stats(all), byForm: forms };
}

const results = [];
for (const scale of SCALES) {
  const { db, name, seedSeconds } = await preparedDatabase(scale);
  const data = generateSeedData(scale);
  const commerce = new EmbeddedCommerceAdapter(db);
  const perTenant = await db.query(
    'select mandant_code, count(*)::int as products from product group by 1 order by 1',
  );
  const tasks = { search: [], typeAhead: [] };
  let hits = 0;
  for (const locale of LOCALES) {
    const ctx = guestShopContext(locale);
    for (const { form, term } of termsFor(data, locale, Math.ceil(QUERIES / LOCALES.length))) {
      const search = async () => {
        const list = await commerce.listProducts(ctx, {
          searchTerm: term,
          page: 1,
          limit: 24,
          sort: 'relevance',
        });
        if (list.total > 0) hits += 1;
      };
      tasks.search.push({ form, task: search });
      tasks.typeAhead.push({ form, task: () => commerce.suggestProducts(ctx, term, 8) });
    }
  }
  for (const { task } of tasks.search.slice(0, 20)) await task(); // warm-up: plans, buffers
  hits = 0;
  const search = await timed(tasks.search);
  const typeAhead = await timed(tasks.typeAhead);
  results.push({
    scale,
    database: name,
    seedSeconds,
    productsPerTenant: Object.fromEntries(perTenant.map((row) => [row.mandant_code, row.products])),
    search: { ...search, withResults: hits },
    typeAhead,
  });
  console.log(JSON.stringify(results.at(-1)));
  await db.close();
}

writeResult({
  name: 'search',
  at: new Date().toISOString(),
  postgres: ADMIN_URL.replace(/\/\/[^@]*@/, '//'),
  locales: LOCALES,
  goalP95Ms: 50,
  results,
});
