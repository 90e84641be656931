import { rmSync } from 'node:fs';
import * as oidc from 'openid-client';
import pino from 'pino';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { claimTestRedis, formAction, hiddenInput, TestBrowser, type TestRedis } from '@shop/testing';
import { DEV_INTEGRATION_SECRET, type IdpConfig } from '../src/config';
import type { IdpServer } from '../src/idp-server';
import { TICKET_TTL_SECONDS } from '../src/password-tickets';
import { startTestIdp, testIdpConfig } from './support/test-idp-config';

jest.setTimeout(60_000);

const PUBLIC_URL = 'http://localhost:3997';
const RETURN_TO = `${PUBLIC_URL}/auth/login?locale=de-at&redirect=/de-at/mein-konto`;
const NEW_PASSWORD = 'Sommer im Salzkammergut';

/** Password tickets for invited people (docs/decisions/0086-provisioning-logins-through-the-idp.md). */
describe('IdP provisioning: password tickets', () => {
  let database: TestDatabase;
  let dataDir: string;
  let config: IdpConfig;
  let idp: IdpServer;
  let testRedis: TestRedis;
  let provisioningUrl: string;
  let client: oidc.Configuration;

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    testRedis = await claimTestRedis();
    const idpConfig = await testIdpConfig({
      databaseUrl: database.url,
      redisUrl: testRedis.url,
      publicUrl: PUBLIC_URL,
      prefix: 'idp-tickets-',
    });
    ({ config, dataDir } = idpConfig);
    ({ idp } = await startTestIdp(config, pino({ level: 'silent' }), idpConfig.port));
    provisioningUrl = `${config.issuer}/provisioning/password-tickets`;
    client = await oidc.discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
    });
  });

  afterAll(async () => {
    await idp?.close();
    await testRedis?.release();
    await database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  function requestTicket(
    body: Record<string, unknown>,
    authorization = basic(config.clientId, config.clientSecret),
  ) {
    return fetch(provisioningUrl, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  const person = (email: string) => ({
    email,
    givenName: 'Ida',
    familyName: 'Eingeladen',
    returnTo: RETURN_TO,
    locale: 'de-at',
  });

  async function accountRow(email: string) {
    return database.db.one<{ subject: string; password_hash: string | null }>(
      'select subject, password_hash from idp_account where lower(email) = lower($1)',
      [email],
    );
  }

  async function ticketFor(email: string): Promise<string> {
    const response = await requestTicket(person(email));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: string; ticketUrl: string; expiresAt: string };
    expect(body.status).toBe('TICKET');
    return body.ticketUrl;
  }

  /** The authorization code flow up to the shop's callback, with the login form filled in. */
  async function signIn(email: string, password: string) {
    const browser = new TestBrowser(PUBLIC_URL);
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: config.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: oidc.randomState(),
    });
    const login = await browser.request(url);
    return browser.request(new URL(formAction(login.body), config.issuer), {
      method: 'POST',
      form: { email, password },
    });
  }

  it('refuses a caller that is not the shop client: no header, a wrong secret, an integration client', async () => {
    const body = person('nobody@20hhat.example');
    const none = await fetch(provisioningUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    expect((await requestTicket(body, basic(config.clientId, 'wrong-secret'))).status).toBe(401);
    expect((await requestTicket(body, basic('integration-20hhat', DEV_INTEGRATION_SECRET))).status).toBe(401);
    expect(await accountRow('nobody@20hhat.example')).toBeNull();
  });

  it('refuses a returnTo of another origin and bad fields, creating no account', async () => {
    for (const returnTo of [
      'https://evil.example/auth/login',
      'http://localhost:3998/auth/login',
      'not a url',
    ]) {
      const response = await requestTicket({ ...person('elsewhere@20hhat.example'), returnTo });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect((await requestTicket({ ...person('x'), email: 'no-address' })).status).toBe(400);
    expect((await requestTicket({ ...person('nameless@20hhat.example'), givenName: '' })).status).toBe(400);
    expect(await accountRow('elsewhere@20hhat.example')).toBeNull();
    expect(await accountRow('nameless@20hhat.example')).toBeNull();
  });

  it('answers an account that has a password without a ticket', async () => {
    const response = await requestTicket(person('admin@20hhat.example'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.status).toBe('PASSWORD_SET');
    expect(body).not.toHaveProperty('ticketUrl');
  });

  it('creates the account without a password, lets the person choose one once, then sign in with it', async () => {
    const email = 'ida.eingeladen@20hhat.example';
    const ticketUrl = await ticketFor(email);
    expect(ticketUrl).toMatch(new RegExp(`^${config.issuer}/password-ticket/[A-Za-z0-9_-]{43}$`));
    expect((await accountRow(email))?.password_hash).toBeNull();
    // No password yet: nothing signs in to the account.
    expect((await signIn(email, '')).status).toBe(400);
    expect((await signIn(email, 'anything-at-all')).status).toBe(401);

    const browser = new TestBrowser(PUBLIC_URL);
    const form = await browser.request(ticketUrl);
    expect(form.status).toBe(200);
    expect(form.body).toContain('<html lang="de">');
    expect(form.body).toContain('<label for="password">Neues Passwort</label>');
    expect(form.body).toContain('Mindestens 10 und höchstens 128 Zeichen');
    expect(form.body).toContain(`value="${email}"`);
    expect(form.headers.get('cache-control')).toBe('no-store');
    const csrf = hiddenInput(form.body, 'csrf');
    const action = new URL(formAction(form.body), config.issuer);

    const short = await browser.request(action, {
      method: 'POST',
      form: { csrf, password: 'kurz', repeat: 'kurz' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toContain('Das Passwort ist zu kurz');
    const differ = await browser.request(action, {
      method: 'POST',
      form: { csrf: hiddenInput(short.body, 'csrf'), password: NEW_PASSWORD, repeat: `${NEW_PASSWORD}!` },
    });
    expect(differ.status).toBe(400);
    expect(differ.body).toContain('stimmen nicht überein');

    // Another browser (no cookie of the form) cannot post it: the CSRF check.
    const stranger = new TestBrowser(PUBLIC_URL);
    const forged = await stranger.request(action, {
      method: 'POST',
      form: { csrf: hiddenInput(differ.body, 'csrf'), password: NEW_PASSWORD, repeat: NEW_PASSWORD },
    });
    expect(forged.status).toBe(403);
    expect((await accountRow(email))?.password_hash).toBeNull();

    const done = await browser.request(
      action,
      {
        method: 'POST',
        form: { csrf: hiddenInput(differ.body, 'csrf'), password: NEW_PASSWORD, repeat: NEW_PASSWORD },
      },
      () => false,
    );
    expect(done.status).toBe(303);
    expect(done.url.href).toBe(RETURN_TO);
    expect((await accountRow(email))?.password_hash).toMatch(/^scrypt\$/);

    // Single use: the link is gone, for this browser and any other.
    expect((await browser.request(ticketUrl)).status).toBe(410);
    const again = await browser.request(action, {
      method: 'POST',
      form: { csrf, password: 'Another password 1', repeat: 'Another password 1' },
    });
    expect(again.status).toBe(410);

    const signedIn = await signIn(email, NEW_PASSWORD);
    expect(signedIn.url.href.startsWith(`${config.redirectUri}?`)).toBe(true);
    expect(signedIn.url.searchParams.get('code')).toBeTruthy();

    // Now the account has a password: no further ticket.
    const after = await requestTicket(person(email));
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ status: 'PASSWORD_SET' });
  });

  it('keeps a ticket for 30 minutes at most and refuses it once expired', async () => {
    const email = 'spaet@20hhat.example';
    const ticketUrl = await ticketFor(email);
    const keys = await testRedis.redis.keys('idp:password-ticket:*');
    const ttls = await Promise.all(keys.map((key) => testRedis.redis.ttl(key)));
    expect(ttls.every((ttl) => ttl > 0 && ttl <= TICKET_TTL_SECONDS)).toBe(true);
    // Expire every open ticket now, as 30 minutes would.
    await Promise.all(keys.map((key) => testRedis.redis.pexpire(key, 1)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const page = await new TestBrowser(PUBLIC_URL).request(ticketUrl);
    expect(page.status).toBe(410);
    expect(page.body).toContain('Link abgelaufen');
    expect((await accountRow(email))?.password_hash).toBeNull();
  });

  it('lets only one of two tickets of an account set its password', async () => {
    const email = 'zweimal@20hhat.example';
    const [first, second] = [await ticketFor(email), await ticketFor(email)];
    const choose = async (ticketUrl: string, password: string) => {
      const browser = new TestBrowser(PUBLIC_URL);
      const form = await browser.request(ticketUrl);
      return browser.request(
        new URL(formAction(form.body), config.issuer),
        { method: 'POST', form: { csrf: hiddenInput(form.body, 'csrf'), password, repeat: password } },
        () => false,
      );
    };
    expect((await choose(first, NEW_PASSWORD)).status).toBe(303);
    const late = await choose(second, 'A different password');
    expect(late.status).toBe(409);
    expect(late.body).toContain('Passwort bereits festgelegt');
    expect((await signIn(email, 'A different password')).status).toBe(401);
  });
});
