import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort } from '@shop/db/testing';
import { formAction, TestBrowser } from '@shop/testing';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { SEED_PASSWORD, ShopSession, startTestBff, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const ME = '{ me { contact { id } } }';

/**
 * /auth/login's redirect and locale, the session id a guest already had before signing in, and the
 * session cookie's Secure flag behind https. (auth-session.int-spec.ts has the unsafe redirects with a
 * locale, the id /auth/login itself creates and the cookie flags of the signed-in session.)
 */
describe('sign-in: redirect targets, a guest session before sign-in, Secure (real IdP and BFF)', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
  });

  afterAll(async () => {
    await bff?.close();
  });

  /** The sign-in by hand from /auth/login?<query>, in `session`'s browser, to where the callback sends it. */
  async function signInVia(query: string, session = new ShopSession(bff.baseUrl)) {
    const stayOnIdpAndAuth = (next: URL) => next.origin !== bff.baseUrl || next.pathname.startsWith('/auth/');
    const loginPage = await session.browser.request(
      `${bff.baseUrl}/auth/login?${query}`,
      {},
      stayOnIdpAndAuth,
    );
    expect(loginPage.url.origin).toBe(bff.issuer);
    const landed = await session.browser.request(
      new URL(formAction(loginPage.body), loginPage.url),
      { method: 'POST', form: { email: 'admin@20hhat.example', password: SEED_PASSWORD } },
      stayOnIdpAndAuth,
    );
    // The callback's redirect, not followed: where the browser goes next.
    expect(landed.status).toBe(303);
    return { session, landed: landed.url };
  }

  const redirectQuery = (redirect: string, locale = 'de-at') =>
    `locale=${locale}&redirect=${encodeURIComponent(redirect)}`;

  it.each([
    ['an absolute URL of another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash (browsers read it as //)', '/\\evil.example'],
    ['a host without a slash', 'evil.example'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a tab inside the path', '/\t/evil.example'],
  ])('refuses %s (%j): the browser lands on the locale home of the shop', async (_what, redirect) => {
    const { session, landed } = await signInVia(redirectQuery(redirect));
    expect(landed.href).toBe(`${bff.baseUrl}/de-at?signin=returned`);
    expect((await session.graphql(ME)).data!.me.contact.id).toBe('co-20hhat-0001');
  });

  it('keeps a path of the shop without a locale as it is (same origin; the web app resolves the locale)', async () => {
    const { landed } = await signInVia(redirectQuery('/warenkorb?x=1'));
    expect(landed.href).toBe(`${bff.baseUrl}/warenkorb?x=1&signin=returned`);
  });

  it('sends the browser to the locale home without a redirect, and to / without a known locale', async () => {
    expect((await signInVia('locale=cs-cz')).landed.href).toBe(`${bff.baseUrl}/cs-cz?signin=returned`);
    expect((await signInVia('locale=xx-yy&redirect=%2F%2Fevil.example')).landed.href).toBe(
      `${bff.baseUrl}/?signin=returned`,
    );
  });

  it("replaces a guest's session (a started sign-in) at sign-in; the old id is gone and signs nobody in", async () => {
    const session = new ShopSession(bff.baseUrl);
    // /auth/session and /auth/csrf keep a guest without a session (decision 0072); /auth/login sets one.
    await session.rest('GET', '/auth/session');
    const { body } = await session.rest('GET', '/auth/csrf');
    expect(body.csrfToken).toEqual(expect.any(String));
    expect(session.sessionCookie()).toBeUndefined();
    expect((await session.rest('GET', '/auth/login?locale=de-at')).status).toBe(302);
    const guestCookie = session.sessionCookie()!;
    expect(guestCookie).toBeTruthy();
    const guestKey = `shop:sess:${sessionIdOf(guestCookie)}`;
    expect(await bff.redis.exists(guestKey)).toBe(1);

    await signInVia(redirectQuery('/de-at'), session);
    const signedIn = session.sessionCookie()!;
    expect(signedIn).toBeTruthy();
    expect(sessionIdOf(signedIn)).not.toBe(sessionIdOf(guestCookie));
    expect((await session.graphql(ME)).data!.me.contact.id).toBe('co-20hhat-0001');

    // The guest's id no longer exists in Redis and authenticates nothing, on GraphQL and /auth/session.
    expect(await bff.redis.exists(guestKey)).toBe(0);
    const stale = new TestBrowser();
    const headers = { cookie: `shop.sid=${guestCookie}` };
    const staleMe = await stale.request(`${bff.baseUrl}/graphql`, {
      method: 'POST',
      json: { query: ME },
      headers,
    });
    expect(JSON.parse(staleMe.body).data.me).toBeNull();
    const staleSession = await stale.request(`${bff.baseUrl}/auth/session`, { headers });
    expect(JSON.parse(staleSession.body)).toMatchObject({ authenticated: false, customerNo: null });
  });

  it("sets a guest's session cookie HttpOnly, SameSite=Lax, Path=/, not Secure when the shop is on http", async () => {
    const session = bff.guest();
    await session.rest('GET', '/auth/login?locale=de-at');
    const header = session.browser.setCookieHeader(bff.baseUrl, 'shop.sid')!;
    expect(attributesOf(header)).toEqual(
      expect.objectContaining({ httponly: '', samesite: 'lax', path: '/' }),
    );
    expect(attributesOf(header)).not.toHaveProperty('secure');
  });

  it('keeps no session without a user for more than 15 minutes; a signed-in one lives 7 days (decision 0072)', async () => {
    const GUEST_TTL_SECONDS = 15 * 60;
    // Cookieless callers, as a script would send them: the CSRF token and started sign-ins.
    const started: string[] = [];
    for (let call = 0; call < 6; call++) {
      const csrf = await fetch(`${bff.baseUrl}/auth/csrf`);
      expect(csrf.status).toBe(200);
      expect(((await csrf.json()) as Json).csrfToken).toEqual(expect.any(String));
      const login = await fetch(`${bff.baseUrl}/auth/login?locale=de-at`, { redirect: 'manual' });
      expect(login.status).toBe(302);
      const cookie = login.headers.getSetCookie().find((c) => c.startsWith('shop.sid='));
      expect(cookie).toBeDefined();
      started.push(sessionIdOf(cookie!.split(';')[0].slice('shop.sid='.length)));
    }
    const sessions = await sessionsInRedis();
    const guests = sessions.filter((s) => !s.user);
    // One stored session per started sign-in (its OIDC state), none for a CSRF token.
    expect(guests.map((s) => s.id).sort()).toEqual(expect.arrayContaining(started.sort()));
    for (const guest of guests) expect(guest.ttl).toBeLessThanOrEqual(GUEST_TTL_SECONDS);
    expect(guests.length).toBeLessThanOrEqual(started.length + 1);

    // A started sign-in still ends signed in, and then the session lives 7 days (cookie and Redis).
    const { session } = await signInVia(redirectQuery('/de-at'));
    expect((await session.graphql(ME)).data!.me.contact.id).toBe('co-20hhat-0001');
    const signedIn = sessionIdOf(session.sessionCookie()!);
    const ttl = await bff.redis.ttl(`shop:sess:${signedIn}`);
    expect(ttl).toBeGreaterThan(6 * 24 * 3600);
    const state = await session.rest('GET', '/auth/session');
    expect(Date.parse(state.body.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  /** Every session in the test's Redis database: its id, whether it has a user, its TTL in seconds. */
  async function sessionsInRedis() {
    const keys = await bff.redis.keys('shop:sess:*');
    return Promise.all(
      keys.map(async (key) => ({
        id: key.slice('shop:sess:'.length),
        user: (JSON.parse((await bff.redis.get(key)) ?? '{}') as Json).user,
        ttl: await bff.redis.ttl(key),
      })),
    );
  }

  describe('a BFF whose PUBLIC_URL is https (behind a TLS proxy on the same machine)', () => {
    let app: NestExpressApplication;
    let url: string;

    beforeAll(async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      app = await createApp(
        loadConfig({
          DATABASE_URL: bff.database.url,
          REDIS_URL: bff.testRedis.url,
          LOG_LEVEL: 'silent',
          OIDC_ISSUER: bff.issuer,
          PUBLIC_URL: 'https://shop.example',
          TRUST_PROXY: 'loopback',
          NODE_ENV: 'test',
        }),
      );
      await app.listen(port, '127.0.0.1');
    });

    afterAll(async () => {
      await app?.close();
    });

    it('marks the session cookie Secure when the proxy says https, and sends none over plain http', async () => {
      const overHttps = await fetch(`${url}/auth/login`, {
        headers: { 'x-forwarded-proto': 'https' },
        redirect: 'manual',
      });
      expect(overHttps.status).toBe(302);
      const [header] = overHttps.headers.getSetCookie().filter((c) => c.startsWith('shop.sid='));
      expect(attributesOf(header)).toEqual(
        expect.objectContaining({ secure: '', httponly: '', samesite: 'lax', path: '/' }),
      );
      // express-session never sends a Secure cookie over a connection it does not know to be https.
      const overHttp = await fetch(`${url}/auth/login`, { redirect: 'manual' });
      expect(overHttp.status).toBe(302);
      expect(overHttp.headers.getSetCookie().filter((c) => c.startsWith('shop.sid='))).toEqual([]);
    });
  });
});

/** The session id inside a signed cookie value (`s:<id>.<signature>`, URL-encoded). */
function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie).replace(/^s:/, '').split('.')[0];
}

/** A Set-Cookie header's attributes, names lower-cased, values lower-cased ('' for flags). */
function attributesOf(header: string): Record<string, string> {
  return Object.fromEntries(
    header
      .split(';')
      .slice(1)
      .map((part) => {
        const [name, value = ''] = part.trim().split('=');
        return [name.toLowerCase(), value.toLowerCase()];
      }),
  );
}
