// Shared helpers of the benchmarks: bounded request loops on loopback, percentiles, result files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Runs `task` `total` times with `concurrency` in flight; returns latencies (ms) and wall time. */
export async function runLoad(task, { total, concurrency }) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      await task();
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
