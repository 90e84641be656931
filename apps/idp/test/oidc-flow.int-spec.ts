import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import pino from 'pino';
import { hashPassword } from '../src/account-store';
import type { IdpConfig } from '../src/config';
import type { IdpServer } from '../src/idp-server';
import type { Jwks } from '../src/signing-keys';
import { LOGOUT_AUTO_SUBMIT_SCRIPT } from '../src/views/logout-pages';
import { migrate } from '@shop/db';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { claimTestRedis, formAction, hiddenInput, TestBrowser, type TestRedis } from '@shop/testing';
import { startTestIdp, testIdpConfig } from './support/test-idp-config';

jest.setTimeout(30_000);

const PUBLIC_URL = 'http://localhost:3999';
const PASSWORD = 'Shop-Demo-2026';
const ACCOUNT = {
  subject: 'idp-test-admin',
  email: 'Admin@20hhat.example',
  givenName: 'Anna',
  familyName: 'Gruber',
};

describe.each(databaseTargets())('IdP authorization code flow on $name and Redis', ({ start }) => {
  let database: TestDatabase;
  let dataDir: string;
  let config: IdpConfig;
  let idp: IdpServer;
  let testRedis: TestRedis;
  let port: number;
  let client: oidc.Configuration;

  beforeAll(async () => {
    database = await start();
    await migrate(database.db);
    await database.db.query(
      'insert into idp_account (subject, email, password_hash, given_name, family_name) values ($1, $2, $3, $4, $5)',
      [ACCOUNT.subject, ACCOUNT.email, await hashPassword(PASSWORD), ACCOUNT.givenName, ACCOUNT.familyName],
    );
    testRedis = await claimTestRedis();
    ({ config, port, dataDir } = await testIdpConfig({
      databaseUrl: database.url,
      redisUrl: testRedis.url,
      publicUrl: PUBLIC_URL,
      prefix: 'idp-test-',
    }));
    ({ idp } = await startTestIdp(config, pino({ level: 'silent' }), port));

    client = await oidc.discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    // Verifies the ID token's signature against the provider's JWKS, not only its claims.
    oidc.enableNonRepudiationChecks(client);
  });

  afterAll(async () => {
    await idp?.close();
    await testRedis?.release();
    await database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function startLogin(browser: TestBrowser) {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: config.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      nonce,
      state,
      locale: 'de-at',
    });
    const page = await browser.request(url);
    return { page, codeVerifier, nonce, state };
  }

  async function signIn(browser: TestBrowser, using: oidc.Configuration = client) {
    const login = await startLogin(browser);
    const callback = await browser.request(new URL(formAction(login.page.body), config.issuer), {
      method: 'POST',
      form: { email: ACCOUNT.email.toLowerCase(), password: PASSWORD },
    });
    const tokens = await oidc.authorizationCodeGrant(using, callback.url, {
      pkceCodeVerifier: login.codeVerifier,
      expectedNonce: login.nonce,
      expectedState: login.state,
      idTokenExpected: true,
    });
    return { tokens, callback };
  }

  it('publishes discovery with S256 PKCE and the end-session endpoint', () => {
    const metadata = client.serverMetadata();
    expect(metadata.issuer).toBe(config.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.end_session_endpoint).toBe(`${config.issuer}/session/end`);
  });

  it('signs in with PKCE and nonce and issues a signed ID token with the account claims', async () => {
    const browser = new TestBrowser(PUBLIC_URL);
    const login = await startLogin(browser);
    expect(login.page.status).toBe(200);
    expect(login.page.url.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    expect(login.page.body).toContain('Hygiene Shop Login');
    expect(login.page.body).toContain('<label for="email">E-Mail-Adresse</label>');
    expect(login.page.body).toContain('autocomplete="current-password"');
    expect(login.page.body).toContain('admin@20hhat.example</code> / <code>Shop-Demo-2026');
    expect(login.page.headers.get('cache-control')).toBe('no-store');

    const callback = await browser.request(new URL(formAction(login.page.body), config.issuer), {
      method: 'POST',
      form: { email: ACCOUNT.email.toLowerCase(), password: PASSWORD },
    });
    expect(callback.url.href.startsWith(`${config.redirectUri}?`)).toBe(true);
    expect(callback.url.searchParams.get('state')).toBe(login.state);
    expect(callback.url.searchParams.get('code')).toBeTruthy();

    const tokens = await oidc.authorizationCodeGrant(client, callback.url, {
      pkceCodeVerifier: login.codeVerifier,
      expectedNonce: login.nonce,
      expectedState: login.state,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({
      iss: config.issuer,
      aud: config.clientId,
      nonce: login.nonce,
      sub: ACCOUNT.subject,
      email: ACCOUNT.email,
      email_verified: true,
      name: 'Anna Gruber',
      given_name: 'Anna',
      family_name: 'Gruber',
    });

    // The signing key is the one persisted under DATA_DIR.
    const jwks = JSON.parse(readFileSync(join(dataDir, 'idp', 'jwks.json'), 'utf8')) as Jwks;
    const publicKeys = jwks.keys.map(({ kty, kid, n, e, alg }) => ({ kty, kid, n, e, alg }));
    const verified = await jwtVerify(tokens.id_token!, createLocalJWKSet({ keys: publicKeys }), {
      issuer: config.issuer,
      audience: config.clientId,
    });
    expect(verified.protectedHeader).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid });

    const userInfo = await oidc.fetchUserInfo(client, tokens.access_token, ACCOUNT.subject);
    expect(userInfo).toMatchObject({ sub: ACCOUNT.subject, email: ACCOUNT.email, family_name: 'Gruber' });
  });

  it('accepts the client secret in the Authorization header as well', async () => {
    const basic = await oidc.discovery(
      new URL(config.issuer),
      config.clientId,
      undefined,
      oidc.ClientSecretBasic(config.clientSecret),
      { execute: [oidc.allowInsecureRequests] },
    );
    const { tokens } = await signIn(new TestBrowser(PUBLIC_URL), basic);
    expect(tokens.claims()?.sub).toBe(ACCOUNT.subject);
  });

  it('rejects a code exchange without the matching PKCE verifier', async () => {
    const browser = new TestBrowser(PUBLIC_URL);
    const login = await startLogin(browser);
    const callback = await browser.request(new URL(formAction(login.page.body), config.issuer), {
      method: 'POST',
      form: { email: ACCOUNT.email, password: PASSWORD },
    });
    await expect(
      oidc.authorizationCodeGrant(client, callback.url, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedNonce: login.nonce,
        expectedState: login.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('shows an error and issues no code for a wrong password', async () => {
    const browser = new TestBrowser(PUBLIC_URL);
    const login = await startLogin(browser);
    const action = new URL(formAction(login.page.body), config.issuer);

    const wrong = await browser.request(action, {
      method: 'POST',
      form: { email: ACCOUNT.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.url.href).toBe(action.href);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toContain(`value="${ACCOUNT.email}"`);
    expect(wrong.body).not.toContain('code=');

    const unknown = await browser.request(action, {
      method: 'POST',
      form: { email: 'nobody@20hhat.example', password: PASSWORD },
    });
    expect(unknown.status).toBe(401);

    // The same interaction still accepts the right password afterwards.
    const callback = await browser.request(action, {
      method: 'POST',
      form: { email: ACCOUNT.email, password: PASSWORD },
    });
    expect(callback.url.searchParams.get('code')).toBeTruthy();
  });

  it('shows an expired page for an interaction without its cookie', async () => {
    const login = await startLogin(new TestBrowser(PUBLIC_URL));
    const stranger = await new TestBrowser(PUBLIC_URL).request(
      new URL(formAction(login.page.body), config.issuer),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body).toContain('Anmeldung abgelaufen');
  });

  it('ends the session with id_token_hint and lands on the post-logout URI', async () => {
    const browser = new TestBrowser(PUBLIC_URL);
    const { tokens } = await signIn(browser);
    const postLogout = `${PUBLIC_URL}/de-at`;
    const endSession = oidc.buildEndSessionUrl(client, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: postLogout,
      mandant: '20HHAT',
      locale: 'de-at',
      logout: '1',
    });

    const confirm = await browser.request(endSession);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('id="op.logoutForm"');
    expect(confirm.body).toContain(`<script>${LOGOUT_AUTO_SUBMIT_SCRIPT}</script>`);
    const scriptHash = createHash('sha256').update(LOGOUT_AUTO_SUBMIT_SCRIPT).digest('base64');
    expect(confirm.headers.get('content-security-policy')).toContain(`script-src 'sha256-${scriptHash}'`);
    const landed = await browser.request(new URL(formAction(confirm.body), config.issuer), {
      method: 'POST',
      form: { xsrf: hiddenInput(confirm.body, 'xsrf'), logout: hiddenInput(confirm.body, 'logout') },
    });
    expect(landed.status).toBe(303);
    expect(landed.url.href).toBe(postLogout);

    // The provider session is gone: a new authorization request asks for credentials again.
    const again = await startLogin(browser);
    expect(again.page.url.pathname).toMatch(/^\/interaction\//);
    expect(again.page.body).toContain('name="password"');
  });

  it('refuses a post-logout URI outside the registered ones', async () => {
    const browser = new TestBrowser(PUBLIC_URL);
    const { tokens } = await signIn(browser);
    const endSession = oidc.buildEndSessionUrl(client, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'https://evil.example/',
    });
    const page = await browser.request(endSession);
    expect(page.status).toBe(400);
    expect(page.body).toContain('post_logout_redirect_uri not registered');
  });

  it('keeps sessions, grants and signing keys across a restart', async () => {
    const browser = new TestBrowser(PUBLIC_URL);
    const { tokens } = await signIn(browser);

    await idp.close();
    // Started as the launcher starts it: until its Redis connection is up, a session cannot be read.
    ({ idp } = await startTestIdp(config, pino({ level: 'silent' }), port));

    // Single sign-on: the provider session from before the restart answers at once with a code.
    const login = await startLogin(browser);
    expect(login.page.url.href.startsWith(`${config.redirectUri}?`)).toBe(true);
    const again = await oidc.authorizationCodeGrant(client, login.page.url, {
      pkceCodeVerifier: login.codeVerifier,
      expectedNonce: login.nonce,
      expectedState: login.state,
      idTokenExpected: true,
    });
    expect(again.claims()?.sub).toBe(ACCOUNT.subject);
    // Access tokens issued before the restart are still known, and the signing key is the same.
    await expect(oidc.fetchUserInfo(client, tokens.access_token, ACCOUNT.subject)).resolves.toMatchObject({
      email: ACCOUNT.email,
    });
    const published = (await (await fetch(`${config.issuer}/jwks`)).json()) as Jwks;
    const kid = JSON.parse(Buffer.from(tokens.id_token!.split('.')[0], 'base64url').toString()).kid;
    expect(published.keys.map((key) => key.kid)).toEqual([kid]);
  });

  it('reports readiness of database and Redis', async () => {
    const response = await fetch(`${config.issuer}/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
    const live = await fetch(`${config.issuer}/health/live`);
    expect(live.status).toBe(200);
  });
});
