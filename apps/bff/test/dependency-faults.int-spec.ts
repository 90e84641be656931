import {
  startOwnRedisServer,
  startStallableProxy,
  type OwnRedisServer,
  type StallableProxy,
} from '@shop/testing';
import { MAINTENANCE_STATE_KEY } from '@shop/jobs';
import { eventually, startTestBff, type Json, type ShopSession, type TestBff } from './support/test-bff';

/** Short, so the tests need not wait the default 5 s for the BFF's copy of a session to age. */
const SESSION_LOCAL_MS = 300;

jest.setTimeout(180_000);

/** A hang is caught here; the deadlines themselves are in libs/redis and libs/db (and measured, not asserted). */
const HANG = 8000;

const ME = '{ me { customer { customerNo } } }';
const LISTING = (term: string) =>
  `{ products(locale: "de-at", searchTerm: "${term}", limit: 12) { total items { sku } } }`;

/**
 * The BFF while Redis or the database misbehave: a Redis of the test's own that is paused (SIGSTOP)
 * and killed (with AOF, so a restart keeps what was written), and the database behind a proxy that
 * stalls. Every answer is coded, none hangs, and the BFF recovers by itself.
 */
describe('dependency faults (own Redis server, stallable database)', () => {
  let redis: OwnRedisServer;
  let proxy: StallableProxy;
  let bff: TestBff;
  let purchaser: ShopSession;

  beforeAll(async () => {
    redis = await startOwnRedisServer(['--appendonly', 'yes', '--appendfsync', 'always']);
    // The proxy is started before the database exists; its target is set once the database runs.
    bff = await startTestBff({
      scale: 0.05,
      redisServerUrl: redis.url,
      config: { SESSION_LOCAL_MS: String(SESSION_LOCAL_MS) },
      configFor: async (database) => {
        proxy = await startStallableProxy(Number(new URL(database.url).port));
        return { DATABASE_URL: proxy.urlFor(database.url) };
      },
    });
    purchaser = await bff.signIn('purchaser@20hhat.example');
  });

  afterAll(async () => {
    redis?.resume();
    proxy?.resume();
    await bff?.close();
    await proxy?.close();
    await redis?.stop();
  });

  /** A REST request bounded against hangs, with the session's cookie. */
  const request = async (path: string, init: { method?: string; session?: ShopSession } = {}) => {
    const response = await fetch(`${bff.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: init.session ? { cookie: init.session.cookieHeader() } : {},
      signal: AbortSignal.timeout(HANG),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  };
  /** The option of every GraphQL request here: bounded against hangs too. */
  const bounded = { timeoutMs: HANG };

  const unavailable = { code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' };

  /** What a signed-in user gets while Redis does not answer (paused) or refuses (gone). */
  async function expectSignedInFailsCodedAndCatalogueOpen(term: string) {
    // The BFF's own copy of a session it read lately answers until it ages; then Redis is asked.
    await new Promise((resolve) => setTimeout(resolve, SESSION_LOCAL_MS + 100));
    const me = await purchaser.graphql(ME, undefined, bounded);
    expect(me.errors![0].extensions).toEqual(unavailable);
    // Browsing the catalogue does not need the session: it answers (as for a guest), from the database.
    const listing = await purchaser.graphql(LISTING(term), undefined, bounded);
    expect(listing.errors).toBeUndefined();
    expect(listing.data.products.total).toBeGreaterThan(0);
    // Prices need the customer: coded, not "signed out".
    const prices = await purchaser.graphql(
      '{ custPrice1Units(locale: "de-at", skus: ["100001"]) { sku } }',
      undefined,
      bounded,
    );
    expect(prices.errors![0].extensions.code).toBe('UNAVAILABLE');
    expect(await request('/auth/session', { session: purchaser })).toEqual({
      status: 503,
      body: unavailable,
    });
    // The maintenance state is unknown, never reported "off".
    expect(await request('/api/maintenance', { method: 'POST' })).toEqual({ status: 503, body: unavailable });
    expect(await request('/health/ready')).toEqual({
      status: 503,
      body: { status: 'down', database: 'ok', redis: 'down' },
    });
  }

  async function expectSessionBack() {
    const me = await eventually('the session is readable again', async () => {
      const answer = await purchaser.graphql(ME, undefined, bounded).catch(() => undefined);
      return answer?.data?.me ? answer : undefined;
    });
    expect(me.data.me).toEqual({ customer: { customerNo: '100001' } });
  }

  it('Redis paused: signed-in requests answer coded, the catalogue stays open, and all is back when it answers again', async () => {
    redis.pause();
    try {
      await expectSignedInFailsCodedAndCatalogueOpen('reiniger');
    } finally {
      redis.resume();
    }
    await expectSessionBack();
  });

  it('Redis gone: the same, and the session is there again after Redis restarts (AOF)', async () => {
    await redis.kill();
    try {
      await expectSignedInFailsCodedAndCatalogueOpen('reinigung');
      // A signed-in SSE stream still opens (no 500) and says nothing about maintenance it cannot read.
      const sse = await fetch(`${bff.baseUrl}/sse?locale=de-at`, {
        headers: { cookie: purchaser.cookieHeader() },
        signal: AbortSignal.timeout(HANG),
      });
      expect(sse.status).toBe(200);
      const reader = sse.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toMatch(/^retry: \d+/);
      await reader.cancel();
    } finally {
      await redis.start();
    }
    await expectSessionBack();
  });

  it('sends the current maintenance state to open streams when the event subscription comes back', async () => {
    const sse = await fetch(`${bff.baseUrl}/sse?locale=de-de`, { signal: AbortSignal.timeout(60_000) });
    const reader = sse.body!.getReader();
    let received = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}: ${received}`);
        received += new TextDecoder().decode(value);
      }
    };
    await readUntil(/event: maintenance\n/);
    // A change the BFF never heard of: written without its event, as one written while the BFF was
    // not subscribed. Written before the outage (the AOF keeps it), so the BFF cannot resubscribe and
    // read the state before it exists, which a write after the restart would race with.
    const changedAt = new Date().toISOString();
    await bff.redis.hset(
      MAINTENANCE_STATE_KEY,
      '30HHDE',
      JSON.stringify({ enabled: true, until: null, changedAt }),
    );
    await redis.kill();
    await redis.start();
    try {
      await readUntil(new RegExp(`"changedAt":"${changedAt}"`));
      expect(received).toContain('"enabled":true');
    } finally {
      await reader.cancel();
      await bff.redis.hdel(MAINTENANCE_STATE_KEY, '30HHDE');
    }
  });

  it('database stalled: requests fail coded instead of hanging, readiness says so, and it recovers', async () => {
    proxy.stall();
    try {
      // A term nobody asked before: no cached answer can hide the database.
      const listing = await bff.guest().graphql(LISTING('stalledterm'), undefined, bounded);
      expect(listing.errors![0].extensions).toEqual(unavailable);
      expect(await request('/health/ready')).toEqual({
        status: 503,
        body: { status: 'down', database: 'down', redis: 'ok' },
      });
    } finally {
      proxy.resume();
    }
    const after = await eventually('the database answers again', async () => {
      const answer = await bff
        .guest()
        .graphql(LISTING('reiniger'), undefined, bounded)
        .catch(() => undefined);
      return answer?.data ? answer : undefined;
    });
    expect(after.data.products.total).toBeGreaterThan(0);
    expect((await request('/health/ready')).status).toBe(200);
  });
});
