import { formAction, TestBrowser } from '@shop/testing';
import { SEED_PASSWORD, ShopSession, startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

/** Sign-in, session id and session cookie: what the BFF's /auth routes promise a browser. */
describe('sign-in edge (real IdP and BFF)', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
  });

  afterAll(async () => {
    await bff?.close();
  });

  /**
   * The authorization-code flow by hand, from /auth/login with the given query to wherever the
   * callback sends the browser. Returns the session, the session id before sign-in and the landing URL.
   */
  async function signInWithQuery(query: string) {
    const session = new ShopSession(bff.baseUrl);
    const stayOnIdpAndAuth = (next: URL) => next.origin !== bff.baseUrl || next.pathname.startsWith('/auth/');
    const loginPage = await session.browser.request(
      `${bff.baseUrl}/auth/login?${query}`,
      {},
      stayOnIdpAndAuth,
    );
    expect(loginPage.url.origin).toBe(bff.issuer);
    const before = session.sessionCookie();
    const landed = await session.browser.request(
      new URL(formAction(loginPage.body), loginPage.url),
      { method: 'POST', form: { email: 'admin@20hhat.example', password: SEED_PASSWORD } },
      stayOnIdpAndAuth,
    );
    return { session, before, landed: landed.url };
  }

  const signInWithRedirect = (redirect: string) =>
    signInWithQuery(`locale=de-at&redirect=${encodeURIComponent(redirect)}`);

  it('sends the browser to a safe redirect path after sign-in', async () => {
    const { landed } = await signInWithRedirect('/de-at/account/mein-konto');
    expect(landed.href).toBe(`${bff.baseUrl}/de-at/account/mein-konto?signin=returned`);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/de-at',
    '/\\evil.example',
    'javascript:alert(1)',
    '/de-at\r\nLocation: https://evil.example/',
  ])('refuses the redirect %j and lands on the locale home of the shop instead', async (redirect) => {
    const { session, landed } = await signInWithRedirect(redirect);
    expect(landed.href).toBe(`${bff.baseUrl}/de-at?signin=returned`);
    expect(session.sessionCookie()).toBeTruthy();
  });

  // (auth-login.int-spec.ts: no redirect at all, and an unknown locale.)
  it.each([
    ['an empty redirect', 'locale=de-at&redirect='],
    [
      'two redirects (a list, not a path)',
      'locale=de-at&redirect=%2Fde-at%2Fkonto&redirect=%2F%2Fevil.example',
    ],
  ])('lands on the locale home for %s', async (_what, query) => {
    const { session, landed } = await signInWithQuery(query);
    expect(landed.href).toBe(`${bff.baseUrl}/de-at?signin=returned`);
    expect(session.sessionCookie()).toBeTruthy();
  });

  // Percent-encoded slashes and backslashes stay in the path: the browser does not read them as a host.
  it.each(['/account/orders', '/xx-yy/', '/%5Cevil.example', '/%2F%2Fevil.example'])(
    "keeps a path without a locale (%j) as it is, on the shop's origin: the web app routes it",
    async (redirect) => {
      const { landed } = await signInWithRedirect(redirect);
      expect(landed.origin).toBe(bff.baseUrl);
      expect(landed.pathname).toBe(redirect);
    },
  );

  it('gives the browser a new session id at sign-in; the old one does not sign anybody in', async () => {
    const { session, before } = await signInWithRedirect('/de-at');
    const after = session.sessionCookie();
    // /auth/login keeps the return path in a session, so the browser has an id before signing in.
    expect(before).toBeTruthy();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const me = '{ me { contact { id } } }';
    expect((await session.graphql(me)).data!.me.contact.id).toBe('co-20hhat-0001');
    const stale = new TestBrowser();
    const staleMe = await stale.request(`${bff.baseUrl}/graphql`, {
      method: 'POST',
      json: { query: me },
      headers: { cookie: `shop.sid=${before}` },
    });
    expect(JSON.parse(staleMe.body).data.me).toBeNull();
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for the whole site, with an expiry, not Secure on http', async () => {
    const { session } = await signInWithRedirect('/de-at');
    const header = session.browser.setCookieHeader(bff.baseUrl, 'shop.sid')!;
    const attributes = header
      .split(';')
      .slice(1)
      .map((part) => part.trim().split('=')[0].toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite', 'path', 'expires']));
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\/(;|$)/);
    // Secure follows PUBLIC_URL (https in production, see app-config.spec): this BFF runs on http.
    expect(attributes).not.toContain('secure');
  });
});
