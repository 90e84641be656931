// Product search latency per kind of term, on PostgreSQL at seed scale 1 and at a scale with ≥ 100,000
// products per tenant, and on the embedded database (PGlite) at scale 1 as `npm start` runs it
// (issue 5: p95 < 50 ms for terms that hit; issue 10: the same for terms that find nothing, typos,
// EANs and 10 kB strings; decision 0030).
//
// Databases, each kept for the next run (one already seeded is reused; new migrations are applied):
//   - PostgreSQL, per scale of BENCH_SCALES (default "1,67"; "" skips PostgreSQL): a database of its own
//     on the server of BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrated and
//     seeded with the shop's own seed, then ANALYZEd (what autovacuum does on a live server).
//   - PGlite, per scale of BENCH_PGLITE_SCALES (default "1"; "" skips it): the launcher's embedded
//     server (dist/libs/db/src/cli/serve-embedded.js, Postgres wire protocol) on a free port with its
//     data under .data/bench/pglite-<scale>, migrated and seeded like `npm start` does: no ANALYZE
//     (PGlite has no autovacuum, and the launcher's seed does not run one). One pool connection.
// Then, one query at a time through the shop's commerce adapter (the SQL the BFF runs, pg pool, no
// cache), for every term:
//   - search page: products(searchTerm) page 1 of 24, relevance order, with total and facets;
//   - type-ahead: productSuggestions (8).
// Kinds of term, drawn deterministically from the tenant's own products in de-at, cs-cz and bg-bg:
//   hits (as in decision 0022): word, prefix (4 letters), folded (without diacritics / Latin for
//     Cyrillic), typo (two letters swapped), twoWords (a word and 3 letters of another);
//   issue 10: noHit (6-8 random letters), nonsense (random words of letters, digits and signs), eanHit
//     (a product's EAN), eanMiss (a valid EAN-13 no product has), long (10,240 characters: a pasted
//     text of name words, random letters without spaces, random short words, single letters, digits).
// Reports p50/p95/p99/max and how many terms found something, per database, scale, operation and
// kind, plus the overall figures of the hit kinds (comparable with decision 0022). BENCH_TERMS sets
// the terms per kind (default 60, spread over the three locales). Needs a build of db, commerce,
// locales (`npx nx build commerce`, or `npm start` once). Writes bench/results/search.json. Not part
// of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, writeResult } from './lib.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (path) => require(join(root, 'dist', 'libs', path));
const { createDb, migrate, seed, generateSeedData, transliterate } = dist('db/src/index.js');
const { freePort, isPostgresAvailable } = dist('db/src/testing/index.js');
const { EmbeddedCatalogueAdapter } = dist('commerce/src/index.js');
const { guestShopContext } = dist('locales/src/index.js');

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scalesOf = (value) => (value ?? '').split(',').filter(Boolean).map(Number);
const PG_SCALES = scalesOf(process.env.BENCH_SCALES ?? '1,67');
const PGLITE_SCALES = scalesOf(process.env.BENCH_PGLITE_SCALES ?? '1');
const TERMS_PER_KIND = Number(process.env.BENCH_TERMS ?? 60);
const LOCALES = ['de-at', 'cs-cz', 'bg-bg'];
const LONG_LENGTH = 10_240;
const HIT_KINDS = ['word', 'prefix', 'folded', 'typo', 'twoWords'];

const databaseUrl = (name) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
};

/** Migrates, seeds an empty database at `scale`; ANALYZE only when asked (PostgreSQL). */
async function migratedAndSeeded(db, scale, { analyze }) {
  await migrate(db);
  const products = await db.one('select count(*)::int as n from product');
  let seedSeconds = null;
  if (products.n === 0) {
    const started = performance.now();
    await seed(db, { scale });
    seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  }
  if (analyze) await db.query('analyze');
  return seedSeconds;
}

async function postgresDatabase(scale) {
  const name = `shop_search_bench_${String(scale).replace('.', '_')}`;
  const admin = createDb(ADMIN_URL, { max: 1 });
  try {
    const exists = await admin.one('select 1 as found from pg_database where datname = $1', [name]);
    if (!exists) await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const db = createDb(databaseUrl(name), { max: 2 });
  const seedSeconds = await migratedAndSeeded(db, scale, { analyze: true });
  return { database: 'postgresql', name, db, seedSeconds, analyzed: true, stop: () => db.close() };
}

/** The launcher's embedded server on a free port; resolves when it says it is ready. */
async function startEmbeddedServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist/libs/db/src/cli/serve-embedded.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PGLITE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('embedded postgres did not start in 120 s')), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded postgres exited with code ${code}`));
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('embedded postgres ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function pgliteDatabase(scale) {
  const dataDir = join(root, '.data', 'bench', `pglite-${String(scale).replace('.', '_')}`);
  mkdirSync(dataDir, { recursive: true });
  const server = await startEmbeddedServer(dataDir);
  const db = createDb(server.url, { max: 1 });
  try {
    const seedSeconds = await migratedAndSeeded(db, scale, { analyze: false });
    const name = `.data/bench/pglite-${String(scale).replace('.', '_')}`;
    return {
      database: 'pglite',
      name,
      db,
      seedSeconds,
      analyzed: false,
      async stop() {
        await db.close();
        await server.stop();
      },
    };
  } catch (error) {
    await db.close();
    await server.stop();
    throw error;
  }
}

/** Deterministic pseudo-random numbers, so every run asks the same terms. */
function random(seedValue) {
  let state = seedValue >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  return {
    pick: (items) => items[next() % items.length],
    int: (below) => next() % below,
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SIGNS = '!?%_*#+-/&';

/** EAN-13 with its check digit (weights 1, 3, 1, … from the left). */
function ean13(twelveDigits) {
  const sum = [...twelveDigits].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return twelveDigits + String((10 - (sum % 10)) % 10);
}

/** Repeats `make()` (joined by spaces) to exactly `length` characters. */
function filled(length, make) {
  let text = '';
  while (text.length < length) text += `${make()} `;
  return text.slice(0, length);
}

/** How a term of each kind is made: each kind of input a shopper (or a scanner, or a bot) sends. */
function termMakers(rng, words, eans) {
  const letters = (n) => Array.from({ length: n }, () => LETTERS[rng.int(26)]).join('');
  const digits = (n) => Array.from({ length: n }, () => rng.int(10)).join('');
  const nonsenseWord = () => {
    const alphabet = `${LETTERS}0123456789${SIGNS}`;
    return Array.from({ length: 1 + rng.int(7) }, () => alphabet[rng.int(alphabet.length)]).join('');
  };
  const longShapes = [
    () => filled(LONG_LENGTH, () => rng.pick(words)),
    () => letters(LONG_LENGTH),
    () => filled(LONG_LENGTH, () => letters(2 + rng.int(6))),
    () => filled(LONG_LENGTH, () => LETTERS[rng.int(26)]),
    () => filled(LONG_LENGTH, () => ean13(digits(12))),
  ];
  let longShape = 0;
  return {
    word: () => rng.pick(words),
    prefix: () => rng.pick(words).slice(0, 4),
    folded: () => transliterate(rng.pick(words)),
    typo: () => {
      const w = rng.pick(words);
      return `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`;
    },
    twoWords: () => `${rng.pick(words)} ${rng.pick(words).slice(0, 3)}`,
    noHit: () => letters(6 + rng.int(3)),
    nonsense: () => Array.from({ length: 1 + rng.int(3) }, nonsenseWord).join(' '),
    eanHit: () => rng.pick(eans.taken),
    eanMiss: () => {
      for (;;) {
        const ean = ean13(digits(12));
        if (!eans.all.has(ean)) return ean;
      }
    },
    long: () => longShapes[longShape++ % longShapes.length](),
  };
}

function termsFor(data, locale, perKind) {
  const ctx = guestShopContext(locale);
  const products = data.products.filter((p) => p.mandant_code === ctx.mandantCode);
  const words = [
    ...new Set(
      products
        .flatMap((p) => (p.name[ctx.language] ?? p.name.de).split(/[^\p{L}\p{N}]+/u))
        .filter((word) => word.length >= 4),
    ),
  ];
  const eans = { taken: products.map((p) => p.ean), all: new Set(data.products.map((p) => p.ean)) };
  const makers = Object.entries(termMakers(random(perKind * 31 + LOCALES.indexOf(locale)), words, eans));
  // Interleaved, so that no kind runs while the machine is busier than for another.
  return Array.from({ length: perKind }, () => makers.map(([kind, make]) => ({ kind, term: make() }))).flat();
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

/** Runs the tasks one at a time; figures of the hit kinds together and of every kind. */
async function timed(run) {
  const hits = [];
  const byKind = {};
  for (const { kind, task } of run) {
    const t0 = performance.now();
    const found = await task();
    const ms = performance.now() - t0;
    if (HIT_KINDS.includes(kind)) hits.push(ms);
    const entry = (byKind[kind] ??= { ms: [], withResults: 0 });
    entry.ms.push(ms);
    if (found) entry.withResults += 1;
  }
  return {
    hitKinds: stats(hits),
    byKind: Object.fromEntries(
      Object.entries(byKind).map(([kind, { ms, withResults }]) => [kind, { ...stats(ms), withResults }]),
    ),
  };
}

async function measure(target, scale) {
  const { db } = target;
  const data = generateSeedData(scale);
  const commerce = new EmbeddedCatalogueAdapter(db);
  const perTenant = await db.query(
    'select mandant_code, count(*)::int as products from product group by 1 order by 1',
  );
  const tasks = { search: [], typeAhead: [] };
  const perLocale = Math.ceil(TERMS_PER_KIND / LOCALES.length);
  for (const locale of LOCALES) {
    const ctx = guestShopContext(locale);
    for (const { kind, term } of termsFor(data, locale, perLocale)) {
      tasks.search.push({
        kind,
        task: async () => {
          const list = await commerce.listProducts(ctx, {
            searchTerm: term,
            page: 1,
            limit: 24,
            sort: 'relevance',
          });
          return list.total > 0;
        },
      });
      tasks.typeAhead.push({
        kind,
        task: async () => (await commerce.suggestProducts(ctx, term, 8)).length > 0,
      });
    }
  }
  for (const { task } of tasks.search.slice(0, 20)) await task(); // warm-up: plans, buffers
  const search = await timed(tasks.search);
  const typeAhead = await timed(tasks.typeAhead);
  return {
    database: target.database,
    scale,
    name: target.name,
    analyzed: target.analyzed,
    seedSeconds: target.seedSeconds,
    productsPerTenant: Object.fromEntries(perTenant.map((row) => [row.mandant_code, row.products])),
    search,
    typeAhead,
  };
}

function printTable(result) {
  console.log(`${result.database} scale ${result.scale} (${result.name})`);
  for (const operation of ['search', 'typeAhead']) {
    for (const [kind, s] of Object.entries(result[operation].byKind))
      console.log(
        `  ${operation.padEnd(9)} ${kind.padEnd(9)} p50 ${String(s.p50Ms).padStart(6)}  p95 ${String(s.p95Ms).padStart(6)}  p99 ${String(s.p99Ms).padStart(6)}  max ${String(s.maxMs).padStart(6)} ms  found ${s.withResults}/${s.queries}`,
      );
  }
}

const targets = [];
if (PG_SCALES.length > 0) {
  if (await isPostgresAvailable(ADMIN_URL))
    for (const scale of PG_SCALES) targets.push({ scale, open: () => postgresDatabase(scale) });
  else console.log(`PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')} does not answer: skipped`);
}
for (const scale of PGLITE_SCALES) targets.push({ scale, open: () => pgliteDatabase(scale) });

const results = [];
for (const { scale, open } of targets) {
  const target = await open();
  try {
    results.push(await measure(target, scale));
  } finally {
    await target.stop();
  }
  printTable(results.at(-1));
}

writeResult({
  name: 'search',
  at: new Date().toISOString(),
  postgres: ADMIN_URL.replace(/\/\/[^@]*@/, '//'),
  locales: LOCALES,
  termsPerKind: LOCALES.length * Math.ceil(TERMS_PER_KIND / LOCALES.length),
  longTermCharacters: LONG_LENGTH,
  goalP95Ms: 50,
  results,
});
