// The shop as a cluster through HAProxy (issue 29, docs/decisions/0144-a-local-cluster.md), with 1 and
// then 2 BFFs (one worker), on PostgreSQL (BENCH_DATABASE_URL names an empty database; else a server of
// the cluster's own from Debian's package) and a Redis of its own. Three loads through the load balancer,
// CLUSTER_CONNECTIONS (16) in flight, CLUSTER_REQUESTS (1,500) each:
//   - listing: the web's warm listing query of a category (cards; a guest),
//   - cart-page: the web's cart query of 16 signed-in sessions (one cart of 10 lines each),
//   - add-line: changeCartLines add of one unit to the session's own cart.
// For each: requests per second, p50/p95/p99, CPU milliseconds per request of each BFF, of HAProxy,
// Redis and PostgreSQL (from /proc), Redis commands per request (INFO commandstats) and database
// transactions per request (pg_stat_database of the shop's database). From these the closing note of
// issue 29 projects how far one Redis and one PostgreSQL carry the shop. Writes bench/results/cluster.json.
// Not part of `npm test`; starts its own cluster (ports, data folder), so a running shop is left alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsOf, latencyStats, runLoad, signInOverHttp, writeResult } from './lib.mjs';
import { SEED_PASSWORD } from '../scripts/lib/logins.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS ?? 16);
const REQUESTS = Number(process.env.CLUSTER_REQUESTS ?? 1500);
const LOCALE = 'de-at';
const LOGINS = ['admin', 'approver', 'purchaser'].flatMap((role) =>
  ['20hhat'].map((tenant) => `${role}@${tenant}.example`),
);

const TREE = 'query($locale: String!) { categoryTree(locale: $locale) { categories { slug productCount } } }';
const LISTING = `query ListingCards($locale: String!, $category: String!) {
  products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
    total items { id sku name slug unit packSize imageUrl } } }`;
const ORDERABLE = `query($locale: String!, $category: String!) {
  products(locale: $locale, page: 1, limit: 96, queryFilter: [{ name: "category", values: [$category] }]) {
    items { sku attributes { minimumOrderQuantity } } } }`;
const MONEY = 'centAmount currency';
const CART_PAGE = `query Cart($locale: String!) { cart(locale: $locale) { id key version totalLineItemQuantity
  totalPrice { ${MONEY} } taxedPrice { totalNet { ${MONEY} } totalTax { ${MONEY} } totalGross { ${MONEY} } }
  lineItems { key sku quantity unitPrice { ${MONEY} } linePrice { ${MONEY} } product { id sku name slug imageUrl } } } }`;
const CART_VERSION = 'query($locale: String!) { cart(locale: $locale) { id version } }';
const ADD = `mutation($locale: String!, $cartId: ID!, $version: Int!, $sku: String!) {
  changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: [{ sku: $sku, quantity: 1 }]) { id version } }`;

async function graphql(url, query, variables, cookie) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables: { locale: LOCALE, ...variables } }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
  return body.data;
}

/** The pid of a process whose command line contains `needle` and was started by the cluster (newest). */
function pidsOf(needle) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function redisInfo(url) {
  const { redisCommands } = await import('../scripts/lib/redis.mjs');
  const [reply] = await redisCommands(url, [['INFO', 'stats']]);
  return Number(/total_commands_processed:(\d+)/.exec(String(reply))?.[1] ?? NaN);
}

async function dbTransactions(databaseUrl) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

async function measure(cluster, name, task) {
  const processes = {
    ...Object.fromEntries(cluster.bffs.map((bff) => [bff.name, bff.child.pid])),
    haproxy: cluster.haproxy.pid,
    redis: cluster.supervisor.children.find((c) => c.name === 'redis')?.pid,
  };
  const postgresPids = pidsOf('postgres');
  const cpuBefore = Object.fromEntries(Object.entries(processes).map(([k, pid]) => [k, cpuMsOf(pid)]));
  const pgBefore = postgresPids.reduce((sum, pid) => sum + safeCpu(pid), 0);
  const redisBefore = await redisInfo(cluster.env.REDIS_URL);
  const dbBefore = await dbTransactions(cluster.env.DATABASE_URL);
  const run = await runLoad(task, { total: REQUESTS, concurrency: CONNECTIONS });
  const requests = run.latencies.length;
  const redisCommands = (await redisInfo(cluster.env.REDIS_URL)) - redisBefore;
  const dbCount = (await dbTransactions(cluster.env.DATABASE_URL)) - dbBefore;
  const perRequest = (ms) => Math.round((ms / requests) * 100) / 100;
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(processes).map(([k, pid]) => [k, perRequest(cpuMsOf(pid) - cpuBefore[k])]),
  );
  cpuMsPerRequest.postgres = perRequest(
    pidsOf('postgres').reduce((sum, pid) => sum + safeCpu(pid), 0) - pgBefore,
  );
  const result = {
    load: name,
    bffs: cluster.bffs.length,
    requests,
    requestsPerSecond: Math.round((requests / run.wallMs) * 1000),
    ...latencyStats(run.latencies),
    cpuMsPerRequest,
    redisCommandsPerRequest: Math.round((redisCommands / requests) * 100) / 100,
    // Each BFF's own readiness checks and the worker's schedules add a little to both counts.
    databaseTransactionsPerRequest: Math.round((dbCount / requests) * 100) / 100,
  };
  console.log(
    `${name} with ${result.bffs} BFF(s): ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms; ` +
      `CPU ms/request ${JSON.stringify(cpuMsPerRequest)}; Redis ${result.redisCommandsPerRequest} and database ` +
      `${result.databaseTransactionsPerRequest} per request`,
  );
  return result;
}

function safeCpu(pid) {
  try {
    return cpuMsOf(pid);
  } catch {
    return 0;
  }
}

async function runWith(bffs) {
  const [{ Supervisor }, { isolatedSystemEnv }, { startCluster }, { freePort }] = await Promise.all([
    import('../scripts/lib/supervise.mjs'),
    import('../scripts/lib/system.mjs'),
    import('../scripts/lib/cluster.mjs'),
    import('../scripts/lib/net.mjs'),
  ]);
  const dataDir = mkdtempSync(join(root, '.data', 'cluster-bench-'));
  const quiet = { write: () => true };
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  // A fresh database on the local PostgreSQL when none is named and one answers (5432).
  let drop = null;
  if (!databaseUrl) {
    try {
      const name = `cluster_bench_${process.pid}_${bffs}`;
      execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `create database ${name}`], {
        stdio: 'ignore',
      });
      databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
      drop = () =>
        execFileSync(
          'psql',
          ['-h', '127.0.0.1', '-U', 'postgres', '-c', `drop database if exists ${name} with (force)`],
          {
            stdio: 'ignore',
          },
        );
    } catch {
      databaseUrl = undefined;
    }
  }
  const env = await isolatedSystemEnv(
    { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
  );
  const cluster = await startCluster({
    root,
    env,
    bffs,
    workers: 1,
    supervisor: new Supervisor({ out: quiet, err: quiet, color: false }),
  });
  const web = cluster.env.PUBLIC_URL.replace(/\/$/, '');
  try {
    const tree = await graphql(web, TREE, {});
    const category = tree.categoryTree.categories.find((c) => c.productCount >= 24).slug;
    // Skus one unit of which may be put into a cart (minimum order quantity 1).
    const orderable = await graphql(web, ORDERABLE, { category });
    const skus = orderable.products.items
      .filter((item) => (item.attributes.minimumOrderQuantity ?? 1) <= 1)
      .map((item) => item.sku);
    // CONNECTIONS sign-ins of three logins: the connections of one login share that contact's cart.
    const sessions = [];
    for (let i = 0; i < CONNECTIONS; i += 1)
      sessions.push({
        cookie: await signInOverHttp({
          baseUrl: web,
          locale: LOCALE,
          login: LOGINS[i % LOGINS.length],
          password: SEED_PASSWORD,
        }),
      });
    // Every login's cart gets its lines for the cart page; skus a cart refuses (not buyable here) leave the pool.
    const buyable = [];
    for (const sku of skus) {
      if (buyable.length >= 10) break;
      let accepted = true;
      for (const session of sessions.slice(0, LOGINS.length)) {
        const { cart } = await graphql(web, CART_VERSION, {}, session.cookie);
        const added = await graphql(
          web,
          ADD,
          { cartId: cart.id, version: cart.version, sku },
          session.cookie,
        ).then(
          () => true,
          () => false,
        );
        accepted = accepted && added;
      }
      if (accepted) buyable.push(sku);
    }
    skus.splice(0, skus.length, ...buyable);
    // Warm: every BFF has read the listing and the carts.
    for (let i = 0; i < 50; i += 1) await graphql(web, LISTING, { category });
    const results = [];
    results.push(await measure(cluster, 'listing', () => graphql(web, LISTING, { category })));
    results.push(
      await measure(cluster, 'cart-page', (lane) => graphql(web, CART_PAGE, {}, sessions[lane].cookie)),
    );
    let n = 0;
    results.push(
      await measure(cluster, 'add-line', async (lane) => {
        const session = sessions[lane];
        // Connections of one login share its cart: a CONFLICT reads the version again and adds again.
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const { cart } = await graphql(web, CART_VERSION, {}, session.cookie);
          try {
            await graphql(
              web,
              ADD,
              { cartId: cart.id, version: cart.version, sku: skus[n++ % skus.length] },
              session.cookie,
            );
            return;
          } catch (error) {
            if (!String(error.message).startsWith('CONFLICT')) throw error;
          }
        }
      }),
    );
    return { database: databaseUrl ? 'PostgreSQL (5432)' : 'PostgreSQL (own server)', results };
  } finally {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    drop?.();
  }
}

const one = await runWith(1);
const two = await runWith(2);
writeResult({
  name: 'cluster',
  at: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
  connections: CONNECTIONS,
  requestsPerLoad: REQUESTS,
  database: one.database,
  note: 'add-line counts one add with its cart read (two GraphQL requests) as one request',
  oneBff: one.results,
  twoBffs: two.results,
});
