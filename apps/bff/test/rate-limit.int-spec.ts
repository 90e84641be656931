import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import pino from 'pino';
import { freePort } from '@shop/db/testing';
import { REDIS_KEYS } from '@shop/jobs';
import { startOwnRedisServer, type OwnRedisServer } from '@shop/testing';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config/app-config';
import { configureHttp } from '../src/http-setup';
import { eventually, startTestBff, TRUSTED_DOCUMENTS_DIR, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const WINDOW_SECONDS = 3600;
const BUDGET = 5;
const INTEGRATION_BUDGET = 8;
const LIMITS = {
  RATE_LIMIT: 'on',
  // The callers' addresses come from X-Forwarded-For of a proxy on loopback, like the web server's.
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  RATE_LIMIT_MAX: String(BUDGET),
  RATE_LIMIT_INTEGRATION_MAX: String(INTEGRATION_BUDGET),
};
const QUERY = '{ shopConfig(locale: "de-at") { locale } }';
const RATE_LIMITED = { code: 'RATE_LIMITED', messageKey: 'error.rate-limited' };

/**
 * Stands in for the bearer authentication (another change), which runs before the rate limit and puts
 * `req.bearer` on the request: here from a test header, `integration-…` clients being integrations.
 */
function bearerFromTestHeader(req: Request, _res: Response, next: NextFunction) {
  const clientId = req.headers['x-test-bearer'];
  if (typeof clientId === 'string')
    Object.assign(req, {
      bearer: {
        clientId,
        subject: String(req.headers['x-test-subject'] ?? 'someone'),
        integration: clientId.startsWith('integration-'),
      },
    });
  next();
}

/** A BFF with the rate limit on next to `bff` (its database), built as createApp builds it, plus the stand-in. */
async function startLimitedBff(bff: TestBff, config: Record<string, string>, logLines: string[] = []) {
  const port = await freePort();
  const appConfig = loadConfig({
    DATABASE_URL: bff.database.url,
    REDIS_URL: bff.testRedis.url,
    OIDC_ISSUER: bff.issuer,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    GRAPHQL_TRUSTED_DOCUMENTS_DIR: TRUSTED_DOCUMENTS_DIR,
    ...LIMITS,
    ...config,
  });
  const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(appConfig, logger), {
    logger: false,
    bodyParser: true,
  });
  app.use(bearerFromTestHeader);
  configureHttp(app, appConfig, logger);
  await app.listen(port, '127.0.0.1');
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

interface Caller {
  /** The client's address as the loopback proxy (the web server) reports it. */
  ip?: string;
  cookie?: string;
  bearer?: string;
  subject?: string;
}

async function request(baseUrl: string, path: string, caller: Caller, body?: unknown) {
  const headers: Record<string, string> = {
    ...(caller.ip ? { 'x-forwarded-for': caller.ip } : {}),
    ...(caller.cookie ? { cookie: caller.cookie } : {}),
    ...(caller.bearer ? { 'x-test-bearer': caller.bearer } : {}),
    ...(caller.subject ? { 'x-test-subject': caller.subject } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(8000),
  });
  const text = await response.text();
  const answer = {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (text.startsWith('{') ? JSON.parse(text) : text) as Json,
  };
  // Not enumerable, so that tests can compare the answer with toEqual.
  return Object.defineProperty(answer, 'rateLimit', {
    value: rateLimitOf(response.headers),
  }) as typeof answer & {
    rateLimit: Json;
  };
}

/** What the RateLimit-* headers say, or undefined without them (not counted). */
function rateLimitOf(headers: Headers) {
  if (!headers.has('ratelimit-limit')) return undefined;
  return {
    limit: Number(headers.get('ratelimit-limit')),
    remaining: Number(headers.get('ratelimit-remaining')),
    reset: Number(headers.get('ratelimit-reset')),
    policy: headers.get('ratelimit-policy'),
  };
}
const graphql = (baseUrl: string, caller: Caller, query = QUERY) =>
  request(baseUrl, '/graphql', caller, { query });

/** Uses up a caller's budget: every answer passes and says what is left; the next is refused. */
async function useUpBudget(baseUrl: string, caller: Caller, budget: number, query = QUERY) {
  for (let used = 1; used <= budget; used++) {
    const answer = await graphql(baseUrl, caller, query);
    expect([answer.status, answer.body.errors]).toEqual([200, undefined]);
    expect(answer.rateLimit).toEqual({
      limit: budget,
      remaining: budget - used,
      reset: expect.any(Number),
      policy: `${budget};w=${WINDOW_SECONDS}`,
    });
    expect(answer.body.extensions.cost).toEqual({
      requestedQueryCost: expect.any(Number),
      maximumAvailable: expect.any(Number),
    });
  }
  const refused = await graphql(baseUrl, caller, query);
  const retryAfter = Number(refused.retryAfter);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(refused).toEqual({
    status: 429,
    retryAfter: String(retryAfter),
    body: {
      errors: [
        {
          message: 'error.rate-limited',
          extensions: { ...RATE_LIMITED, details: { retryAfterSeconds: retryAfter } },
        },
      ],
    },
  });
}

/** The windows are aligned to the clock: a test that counts does not start just before one ends. */
async function inFreshWindow() {
  const windowMs = WINDOW_SECONDS * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe('rate limit per caller (RATE_LIMIT=on)', () => {
  let bff: TestBff;
  let limited: { app: NestExpressApplication; baseUrl: string };

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    limited = await startLimitedBff(bff, {});
  });
  afterAll(async () => {
    await limited?.app.close();
    await bff?.close();
  });
  beforeEach(inFreshWindow);

  it('counts a guest by IP address: 429 with Retry-After after the budget, another address goes on', async () => {
    const guest = { ip: '203.0.113.1' };
    await useUpBudget(limited.baseUrl, guest, BUDGET);
    // REST routes answer the REST error body.
    const rest = await request(limited.baseUrl, '/auth/session', guest);
    expect(rest).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: { ...RATE_LIMITED, details: { retryAfterSeconds: Number(rest.retryAfter) } },
    });
    // Health checks and the generated images are not counted.
    for (const path of ['/health/ready', '/health/live', '/api/images/products/100001.svg'])
      expect((await request(limited.baseUrl, path, guest)).status).toBe(200);
    expect((await graphql(limited.baseUrl, { ip: '203.0.113.2' })).status).toBe(200);
    // One counter per caller and window, which expires with the window.
    const keys = await bff.redis.keys(`${REDIS_KEYS.rateLimit}ip:203.0.113.1:*`);
    expect(keys).toHaveLength(1);
    expect(Number(await bff.redis.get(keys[0]))).toBe(BUDGET + 2);
    const ttl = await bff.redis.pttl(keys[0]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_SECONDS * 1000);
  });

  it('counts refusals of the bearer, CSRF and media-type checks too (issue 24 finding 8)', async () => {
    const ip = '203.0.113.11';
    const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) =>
      fetch(`${limited.baseUrl}${path}`, {
        ...init,
        headers: { 'x-forwarded-for': ip, ...init.headers },
        signal: AbortSignal.timeout(8000),
      });
    const refusals = [
      // A malformed bearer token on GraphQL; a token on a route of the browser session (403).
      () =>
        send('/graphql', {
          method: 'POST',
          headers: { authorization: 'Bearer', 'content-type': 'application/json' },
          body: '{}',
        }),
      () => send('/auth/session', { headers: { authorization: 'Bearer not a token' } }),
      // A write from another site.
      () =>
        send('/api/setCustomer', {
          method: 'POST',
          headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
          body: '{}',
        }),
      // A write that is not JSON.
      () =>
        send('/api/updateApolloToken', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'x',
        }),
    ];
    const statuses = [];
    for (let used = 1; used <= BUDGET; used++) {
      const answer = await refusals[(used - 1) % refusals.length]();
      statuses.push(answer.status);
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(BUDGET - used));
    }
    expect(statuses).toEqual([401, 403, 403, 415, 401].slice(0, BUDGET));
    // The budget is gone: the next request of that address, refused or not, is 429.
    for (const next of [...refusals, () => send('/auth/session', {})])
      expect((await next()).status).toBe(429);
  });

  it('counts a signed-in session by itself: two sessions and their address have a budget each', async () => {
    // Signed in at the BFF without a limit; the session (same Redis, same secret) is read by both.
    const [first, second] = [
      await bff.signIn('purchaser@20hhat.example'),
      await bff.signIn('admin@20hhat.example'),
    ];
    const ip = '203.0.113.3';
    const me = '{ me { role } }';
    await useUpBudget(limited.baseUrl, { ip, cookie: first.cookieHeader() }, BUDGET, me);
    const other = await graphql(limited.baseUrl, { ip, cookie: second.cookieHeader() }, me);
    expect(other.status).toBe(200);
    expect(other.body.data.me).not.toBeNull();
    expect((await graphql(limited.baseUrl, { ip })).status).toBe(200);
  });

  it('counts an integration client as one caller, with a budget of its own size', async () => {
    const ip = '203.0.113.4';
    await useUpBudget(limited.baseUrl, { ip, bearer: 'integration-erp' }, INTEGRATION_BUDGET);
    // The client counts as one wherever and for whomever it calls; other callers keep their budgets.
    const elsewhere = { ip: '203.0.113.5', bearer: 'integration-erp', subject: 'another-job' };
    expect((await graphql(limited.baseUrl, elsewhere)).status).toBe(429);
    expect((await graphql(limited.baseUrl, { ip, bearer: 'integration-pim' })).status).toBe(200);
    expect((await graphql(limited.baseUrl, { ip })).status).toBe(200);
  });

  it('counts a person`s bearer token of another client by client and subject', async () => {
    const ip = '203.0.113.6';
    await useUpBudget(limited.baseUrl, { ip, bearer: 'mobile-app', subject: 'anna' }, BUDGET);
    expect((await graphql(limited.baseUrl, { ip, bearer: 'mobile-app', subject: 'ben' })).status).toBe(200);
    expect((await graphql(limited.baseUrl, { ip })).status).toBe(200);
  });
});

describe('rate limit without a proxy configured (TRUST_PROXY unset, docs/decisions/0073)', () => {
  let bff: TestBff;
  let limited: { app: NestExpressApplication; baseUrl: string };

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    limited = await startLimitedBff(bff, { TRUST_PROXY: '' });
  });
  afterAll(async () => {
    await limited?.app.close();
    await bff?.close();
  });
  beforeEach(inFreshWindow);

  it('counts a guest by the connection, whatever X-Forwarded-For it sends', async () => {
    // Every request names another address: all of them are the one caller on 127.0.0.1.
    for (let used = 1; used <= BUDGET; used++) {
      const answer = await graphql(limited.baseUrl, { ip: `198.51.100.${used}` });
      expect([answer.status, answer.rateLimit?.remaining]).toEqual([200, BUDGET - used]);
    }
    expect((await graphql(limited.baseUrl, { ip: '198.51.100.99' })).status).toBe(429);
    expect((await graphql(limited.baseUrl, {})).status).toBe(429);
    expect(await bff.redis.keys(`${REDIS_KEYS.rateLimit}ip:198.51.100.*`)).toEqual([]);
    expect(await bff.redis.keys(`${REDIS_KEYS.rateLimit}ip:127.0.0.1:*`)).toHaveLength(1);
  });
});

describe('rate limit while Redis cannot count', () => {
  let bff: TestBff;
  let redis: OwnRedisServer;
  let limited: { app: NestExpressApplication; baseUrl: string };
  const logLines: string[] = [];

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    redis = await startOwnRedisServer();
    limited = await startLimitedBff(bff, { REDIS_URL: redis.url }, logLines);
  });
  afterAll(async () => {
    redis?.resume();
    await limited?.app.close();
    await redis?.stop();
    await bff?.close();
  });
  beforeEach(inFreshWindow);

  it('fails open: requests pass uncounted while Redis is paused or gone, one log line per outage', async () => {
    const guest = { ip: '203.0.113.9' };
    await useUpBudget(limited.baseUrl, guest, BUDGET);
    redis.pause();
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await graphql(limited.baseUrl, guest);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual({ shopConfig: { locale: 'de-at' } });
        expect(answer.rateLimit).toBeUndefined();
      }
    } finally {
      redis.resume();
    }
    // Counting again once Redis answers: the caller is still over its budget in this window.
    await eventually(
      'the rate limit counts again',
      async () => (await graphql(limited.baseUrl, guest)).status === 429,
    );
    await redis.kill();
    try {
      expect((await graphql(limited.baseUrl, guest)).status).toBe(200);
    } finally {
      await redis.start();
    }
    // A new Redis without the counts: counted again, from the first request.
    await eventually('the rate limit counts after the restart', async () => {
      const answer = await graphql(limited.baseUrl, guest);
      return answer.rateLimit?.remaining === BUDGET - 1;
    });
    const warnings = logLines.filter((line) => line.includes('rate limit cannot count'));
    expect(warnings).toHaveLength(2);
  });
});
