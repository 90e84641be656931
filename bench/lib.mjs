// Shared helpers of the benchmarks: bounded request loops on loopback, percentiles, result files,
// sign-in, a shop of their own.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Runs `task` `total` times with `concurrency` in flight; returns latencies (ms) and wall time. Each of
 * the `concurrency` lanes calls `task(laneIndex)`, so a lane can keep a session of its own. `stop()`,
 * when given, ends the run early: it is asked before each task.
 */
export async function runLoad(task, { total, concurrency, stop = () => false }) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function lane(_, index) {
    while (next < total && !stop()) {
      next += 1;
      const t0 = performance.now();
      await task(index);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  const wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { latencies, wallMs };
}

export function summarize(name, { latencies, wallMs }, extra = {}) {
  const round = (n) => Math.round(n * 10) / 10;
  return {
    name,
    at: new Date().toISOString(),
    requests: latencies.length,
    throughputPerSecond: round((latencies.length / wallMs) * 1000),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies[latencies.length - 1] ?? NaN),
    ...extra,
  };
}

/** n, p50/p95/p99/max (ms, one decimal) of unsorted samples. */
export function latencyStats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? NaN),
  };
}

export function writeResult(result) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${result.name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result));
  return file;
}

/** Just enough of a browser: cookies per origin, redirects followed by hand. */
function createBrowser() {
  const jars = new Map();
  const cookieHeader = (url) => {
    const jar = jars.get(url.origin);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  };
  const storeCookies = (url, response) => {
    const jar = jars.get(url.origin) ?? new Map();
    jars.set(url.origin, jar);
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '') jar.delete(pair.slice(0, index));
      else jar.set(pair.slice(0, index), value);
    }
  };
  async function browse(url, init = {}) {
    let current = new URL(url);
    let { method = 'GET', body, contentType } = init;
    for (let hop = 0; hop < 20; hop++) {
      const headers = { cookie: cookieHeader(current) };
      if (contentType) headers['content-type'] = contentType;
      const response = await fetch(current, { method, headers, body, redirect: 'manual' });
      storeCookies(current, response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        current = new URL(location, current);
        method = 'GET';
        body = undefined;
        contentType = undefined;
        continue;
      }
      return { status: response.status, url: current, text: await response.text() };
    }
    throw new Error(`too many redirects at ${current}`);
  }
  return { browse, cookieHeader };
}

/**
 * Signs in through the real OIDC flow with fetch (BFF /auth/login → IdP login form → callback) and
 * returns the shop's Cookie header.
 */
export async function signInOverHttp({ baseUrl, locale, login, password }) {
  const { browse, cookieHeader } = createBrowser();
  const loginPage = await browse(`${baseUrl}/auth/login?locale=${locale}&redirect=/${locale}`);
  const action = /<form[^>]*action="([^"]+)"/.exec(loginPage.text)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`no IdP login form at ${loginPage.url} (status ${loginPage.status})`);
  const landed = await browse(new URL(action, loginPage.url), {
    method: 'POST',
    body: new URLSearchParams({ email: login, password }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
  const cookie = cookieHeader(new URL(baseUrl));
  if (!cookie.includes('shop.sid') || !landed.url.href.startsWith(baseUrl))
    throw new Error(`sign-in as ${login} failed (ended at ${landed.url})`);
  return cookie;
}

/**
 * Starts a shop of its own, for a benchmark that writes (carts, orders) and so leaves a running
 * `npm start` alone: a fresh data folder .data/<name>-*, free ports, its own redis-server and embedded
 * database, migrated and seeded at scale 1, then idp, bff and worker of the build (`npm start` once, or
 * `npx nx run-many -t build`). PUBLIC_URL is the BFF's own port (BFF_PORT), so the sign-in's callback
 * and the load go to the same listener (the BFF serves the web app on WEB_PORT as well). `onLine`
 * gets every output line of the apps (default: dropped); `env` adds settings of the benchmark's own.
 * Returns the apps' env, the BFF's URL, pidOf(app) (the running process of idp, bff or worker),
 * restart(app, env) (stops that app and starts it again with these settings added, resolving when it is
 * ready: a benchmark comparing two settings of one app in the same shop) and stop(), which stops
 * everything and removes the data folder.
 */
/** BENCH_PROFILE_DIR: the BFF writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
const profileArgs = (app) =>
  app === 'bff' && process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];

export async function startOwnShop(name, { onLine = () => undefined, seedArgs = [], env: ownEnv = {} } = {}) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const lib = (file) => import(join(root, 'scripts', 'lib', file));
  const [{ Supervisor }, system, { ensureDatabase, runSeed }, { ensureRedis }, { freePort }] =
    await Promise.all(['supervise.mjs', 'system.mjs', 'db.mjs', 'redis.mjs', 'net.mjs'].map(lib));
  mkdirSync(join(root, '.data'), { recursive: true });
  const dataDir = mkdtempSync(join(root, '.data', `${name}-`));
  const lines = { write: (text) => (text.split('\n').filter(Boolean).forEach(onLine), true) };
  const supervisor = new Supervisor({ out: lines, err: lines, color: false });
  // A benchmark stopped by a signal stops its shop too (its processes would outlive it otherwise).
  const onSignal = (signal) => {
    stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const stop = async () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    await supervisor.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    const bffPort = await freePort();
    const env = await system.isolatedSystemEnv(
      { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      {
        DATA_DIR: dataDir,
        // Nothing answers there: ensureRedis starts a redis-server of this shop on that port.
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        BFF_PORT: String(bffPort),
        PUBLIC_URL: `http://localhost:${bffPort}`,
        LOG_LEVEL: 'warn',
        // Load from one address and a few sessions, far beyond any user's rate: no rate limit.
        RATE_LIMIT: 'off',
        // An empty PostgreSQL database of the bench's own (it is migrated and seeded); unset: PGlite.
        ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
        // A benchmark's own settings (e.g. WEBHOOKS_ALLOW_PRIVATE_TARGETS for a receiver of its own).
        ...ownEnv,
      },
    );
    await system.assertPortsFree(env);
    await ensureRedis({ url: env.REDIS_URL, dataDir, supervisor });
    const db = await ensureDatabase({ root, env, supervisor });
    const appEnv = { ...env, DATABASE_URL: db.url };
    await runSeed({ root, env: appEnv, supervisor, args: seedArgs });
    /** Starts an app of the shop (idp, bff or worker) with these settings. */
    const startApp = (spec, env) =>
      supervisor.start(spec.name, process.execPath, [...profileArgs(spec.name), ...spec.args], {
        cwd: root,
        env,
        readyCheck: system.readyUrlCheck(spec.readyUrl, system.READY_TIMEOUT_MS),
      });
    const apps = system.appSpecs(root, appEnv).map((spec) => ({ ...spec, child: startApp(spec, appEnv) }));
    await system.waitAllReady(apps, system.READY_TIMEOUT_MS);
    const pidOf = (appName) => apps.find((app) => app.name === appName)?.child.pid;
    const restart = async (appName, changes = {}) => {
      const app = apps.find((candidate) => candidate.name === appName);
      if (!app) throw new Error(`no app ${appName}`);
      await supervisor.stopChild(app.child);
      app.child = startApp(app, { ...appEnv, ...changes });
      await system.waitAllReady([app], system.READY_TIMEOUT_MS);
    };
    return {
      env: appEnv,
      bffUrl: `http://127.0.0.1:${bffPort}`,
      publicUrl: env.PUBLIC_URL,
      pidOf,
      restart,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** CPU time (user + system, ms) a process of this machine has used so far, from /proc (Linux). */
export function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, in parentheses): utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;
