// What faults cost, in time: starts a shop of its own (the launcher's supervisor, own ports, own
// redis-server, the built apps, a fresh data folder under .data/bench-faults) and measures
// - refusals of the GraphQL limits (depth, aliases, cost, tokens, root fields): time to the 400;
// - Redis paused (SIGSTOP): a signed-in `me` (answered UNAVAILABLE) and a signed-in listing (served);
// - the database stopped (SIGSTOP): a search nobody asked before (answered UNAVAILABLE);
// - the BFF killed (SIGKILL) under event streams through the public origin: kill → stream closed at the
//   client, and kill → a reconnected stream has the state again (the launcher restarts the BFF);
// - Redis killed: kill → a signed-in `me` answers again (restart, AOF, reconnect).
// Needs a build (`npm start` once, or `npx nx run-many -t build`); does not touch a running shop.
//   FAULT_ROUNDS=20 (samples per measured request kind)
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, signInOverHttp, writeResult } from './lib.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 20);
const round = (n) => Math.round(n * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const { Supervisor } = await import(join(root, 'scripts/lib/supervise.mjs'));
const { isolatedSystemEnv, startSystem } = await import(join(root, 'scripts/lib/system.mjs'));
const { freePort } = await import(join(root, 'scripts/lib/net.mjs'));

const dataDir = mkdtempSync(join(root, '.data', 'bench-faults-'));
const quiet = { write: () => true };
const supervisor = new Supervisor({ out: quiet, err: quiet, color: false });
const env = await isolatedSystemEnv(
  { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  {
    DATA_DIR: dataDir,
    // Nothing answers there: the launcher starts its own redis-server on that port.
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    LOG_LEVEL: 'warn',
    OPS_TOKEN: 'ops-token-of-the-fault-bench-0123456789',
  },
);
const web = env.PUBLIC_URL;

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted[sorted.length - 1]),
  };
}

async function timed(fn) {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

async function graphql(query, cookie, variables) {
  const response = await fetch(`${web}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json() };
}

/** Samples `fn` ROUNDS times; every answer must pass `check` (the fault is really in effect). */
async function sample(what, fn, check) {
  const samples = [];
  for (let i = 0; i < ROUNDS; i++) {
    const { ms, value } = await timed(() => fn(i));
    if (!check(value)) throw new Error(`${what}: unexpected answer ${JSON.stringify(value).slice(0, 300)}`);
    samples.push(ms);
  }
  return stats(samples);
}

const child = (name) => supervisor.children.find((c) => c.name === name);
async function until(what, check, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

function openStream(locale) {
  const controller = new AbortController();
  let resolveState;
  const state = new Promise((resolve) => (resolveState = resolve));
  const ended = (async () => {
    const response = await fetch(`${web}/sse?locale=${locale}`, { signal: controller.signal });
    const reader = response.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return performance.now();
      if (new TextDecoder().decode(value).includes('event: maintenance')) resolveState(performance.now());
    }
  })().catch(() => performance.now());
  return { state, ended, close: () => controller.abort() };
}

let stop = async () => undefined;
try {
  const system = await startSystem({ root, supervisor, env });
  stop = system.stop;
  const cookie = await signInOverHttp({
    baseUrl: web,
    locale: 'de-at',
    login: 'purchaser@20hhat.example',
    password: 'Shop-Demo-2026',
  });
  const refused = (answer) =>
    answer.status === 400 && answer.body.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT';
  const nest = (depth) => (depth === 0 ? 'sku' : `relatedProducts(limit: 24) { ${nest(depth - 1)} }`);
  const refusals = {
    depth: await sample(
      'depth',
      () => graphql(`{ product(locale: "de-at", slug: "x") { ${nest(20)} } }`),
      refused,
    ),
    aliases: await sample(
      'aliases',
      () =>
        graphql(
          `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: categoryTree(locale: "de-at") { __typename }`).join(' ')} }`,
        ),
      refused,
    ),
    cost: await sample(
      'cost',
      () => graphql(`{ product(locale: "de-at", slug: "x") { ${nest(3)} } }`),
      refused,
    ),
    tokens: await sample(
      'tokens',
      () => graphql(`{ ${Array.from({ length: 1000 }, (_, i) => `s${i}: me { mandantCode }`).join(' ')} }`),
      refused,
    ),
    rootFields: await sample(
      'root fields',
      () =>
        graphql(
          `{ ${Array.from({ length: 11 }, (_, i) => `s${i}: products(locale: "de-at", searchTerm: "zzqx${i}", limit: 1) { total }`).join(' ')} }`,
        ),
      refused,
    ),
  };

  const ME = '{ me { customer { customerNo } } }';
  const LISTING = '{ products(locale: "de-at", searchTerm: "reiniger", limit: 24) { total items { sku } } }';
  const unavailable = (answer) => answer.body.errors?.[0]?.extensions?.code === 'UNAVAILABLE';
  const served = (answer) => answer.body.data?.products?.total > 0;
  await graphql(LISTING, cookie);
  const healthy = {
    me: await sample(
      'me',
      () => graphql(ME, cookie),
      (a) => a.body.data?.me?.customer,
    ),
    listing: await sample('listing', () => graphql(LISTING, cookie), served),
  };

  supervisor.signal(child('redis'), 'SIGSTOP');
  const redisPaused = {
    me: await sample('me, Redis paused', () => graphql(ME, cookie), unavailable),
    listing: await sample('listing, Redis paused', () => graphql(LISTING, cookie), served),
  };
  supervisor.signal(child('redis'), 'SIGCONT');
  await until('me answers again', async () => (await graphql(ME, cookie)).body.data?.me);

  supervisor.signal(child('db'), 'SIGSTOP');
  const databaseStopped = {
    search: await sample(
      'search, database stopped',
      (i) => graphql(`{ products(locale: "de-at", searchTerm: "stopped${i}x", limit: 24) { total } }`),
      unavailable,
    ),
  };
  supervisor.signal(child('db'), 'SIGCONT');
  await until('the database answers again', async () => served(await graphql(LISTING)));

  const streams = Array.from({ length: 10 }, () => openStream('de-de'));
  await Promise.all(streams.map((s) => s.state));
  const bff = child('bff');
  const run = bff.run;
  const killedAt = performance.now();
  supervisor.signal(bff, 'SIGKILL');
  const closedAfter = (await Promise.all(streams.map((s) => s.ended))).map((t) => t - killedAt);
  await until('the bff restarted', async () => bff.run > run);
  await until(
    'the bff is ready',
    async () => (await fetch(`http://127.0.0.1:${env.BFF_PORT}/health/ready`)).ok,
  );
  const reconnected = openStream('de-de');
  const stateAgainAfter = (await reconnected.state) - killedAt;
  reconnected.close();

  const redis = child('redis');
  const redisRun = redis.run;
  const redisKilledAt = performance.now();
  supervisor.signal(redis, 'SIGKILL');
  await until('redis restarted', async () => redis.run > redisRun);
  await until('me answers again', async () => (await graphql(ME, cookie)).body.data?.me?.customer);
  const sessionBackAfter = performance.now() - redisKilledAt;

  writeResult({
    name: 'faults',
    at: new Date().toISOString(),
    note: `${ROUNDS} sequential requests per kind through the public origin (served by the BFF), signed in as purchaser@20hhat, seed scale 1, this machine`,
    refusals,
    healthy,
    redisPaused,
    databaseStopped,
    bffKilled: {
      streams: closedAfter.length,
      streamClosedMs: stats(closedAfter),
      restartedToStateMs: round(stateAgainAfter),
    },
    redisKilled: { sessionBackMs: round(sessionBackAfter) },
  });
} finally {
  await stop();
  await supervisor.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
