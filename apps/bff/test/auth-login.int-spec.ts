import type { NestExpressApplication } from '@nestjs/platform-express';
import { freePort } from '@shop/db/testing';
import { formAction, TestBrowser } from '@shop/testing';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { SEED_PASSWORD, ShopSession, startTestBff, type TestBff } from './support/test-bff';

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
    expect(landed.href).toBe(`${bff.baseUrl}/de-at`);
    expect((await session.graphql(ME)).data!.me.contact.id).toBe('co-20hhat-0001');
  });

  it('keeps a path of the shop without a locale as it is (same origin; the web app resolves the locale)', async () => {
    const { landed } = await signInVia(redirectQuery('/warenkorb?x=1'));
    expect(landed.href).toBe(`${bff.baseUrl}/warenkorb?x=1`);
  });

  it('sends the browser to the locale home without a redirect, and to / without a known locale', async () => {
    expect((await signInVia('locale=cs-cz')).landed.href).toBe(`${bff.baseUrl}/cs-cz`);
    expect((await signInVia('locale=xx-yy&redirect=%2F%2Fevil.example')).landed.href).toBe(`${bff.baseUrl}/`);
  });

  it("replaces a guest's session (from /auth/csrf) at sign-in; the old id is gone and signs nobody in", async () => {
    const session = new ShopSession(bff.baseUrl);
    // /auth/session alone keeps a guest without a session; /auth/csrf stores a token, so it sets one.
    await session.rest('GET', '/auth/session');
    expect(session.sessionCookie()).toBeUndefined();
    const { body } = await session.rest('GET', '/auth/csrf');
    expect(body.csrfToken).toEqual(expect.any(String));
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
    await session.rest('GET', '/auth/csrf');
    const header = session.browser.setCookieHeader(bff.baseUrl, 'shop.sid')!;
    expect(attributesOf(header)).toEqual(
      expect.objectContaining({ httponly: '', samesite: 'lax', path: '/' }),
    );
    expect(attributesOf(header)).not.toHaveProperty('secure');
  });

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
          NODE_ENV: 'test',
        }),
      );
      await app.listen(port, '127.0.0.1');
    });

    afterAll(async () => {
      await app?.close();
    });

    it('marks the session cookie Secure when the proxy says https, and sends none over plain http', async () => {
      const overHttps = await fetch(`${url}/auth/csrf`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.status).toBe(200);
      const [header] = overHttps.headers.getSetCookie().filter((c) => c.startsWith('shop.sid='));
      expect(attributesOf(header)).toEqual(
        expect.objectContaining({ secure: '', httponly: '', samesite: 'lax', path: '/' }),
      );
      // express-session never sends a Secure cookie over a connection it does not know to be https.
      const overHttp = await fetch(`${url}/auth/csrf`);
      expect(overHttp.status).toBe(200);
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
