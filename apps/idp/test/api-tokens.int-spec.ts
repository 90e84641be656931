import { rmSync } from 'node:fs';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import pino from 'pino';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { claimTestRedis, formAction, TestBrowser, type TestRedis } from '@shop/testing';
import { API_CLI_CLIENT_ID } from '../src/api-access';
import { DEV_INTEGRATION_SECRET, type IdpConfig } from '../src/config';
import { createIdpServer, type IdpServer } from '../src/idp-server';
import { testIdpConfig } from './support/test-idp-config';

jest.setTimeout(60_000);

const PUBLIC_URL = 'http://localhost:3998';
const PASSWORD = 'Shop-Demo-2026';

/** Access tokens for the shop API (decision 0047): client credentials and a person's token. */
describe('IdP access tokens for the shop API (JWT, resource indicator)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let config: IdpConfig;
  let idp: IdpServer;
  let testRedis: TestRedis;
  let tokenEndpoint: string;
  let jwks: ReturnType<typeof createRemoteJWKSet>;

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    testRedis = await claimTestRedis();
    const idpConfig = await testIdpConfig({
      databaseUrl: database.url,
      redisUrl: testRedis.url,
      publicUrl: PUBLIC_URL,
      prefix: 'idp-api-',
    });
    ({ config, dataDir } = idpConfig);
    const port = idpConfig.port;
    idp = createIdpServer(config, pino({ level: 'silent' }));
    await idp.listen(port, '127.0.0.1');
    const discovery = (await (await fetch(`${config.issuer}/.well-known/openid-configuration`)).json()) as {
      token_endpoint: string;
      jwks_uri: string;
      grant_types_supported: string[];
    };
    expect(discovery.grant_types_supported).toContain('client_credentials');
    tokenEndpoint = discovery.token_endpoint;
    jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
  });

  afterAll(async () => {
    await idp?.close();
    await testRedis?.release();
    await database?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function clientCredentials(clientId: string, secret: string, form: Record<string, string> = {}) {
    return fetch(tokenEndpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...form }),
    });
  }

  it("issues a tenant's integration client a JWT (at+jwt) for the shop's audience, without naming the resource", async () => {
    const response = await clientCredentials('integration-20hhat', DEV_INTEGRATION_SECRET);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const { payload } = await jwtVerify(body.access_token, jwks, {
      issuer: config.issuer,
      audience: PUBLIC_URL,
    });
    expect(payload).toMatchObject({
      client_id: 'integration-20hhat',
      sub: 'integration-20hhat',
      aud: PUBLIC_URL,
    });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(payload.jti).toEqual(expect.any(String));
    expect(payload.email).toBeUndefined();
  });

  it('accepts the resource and the scope named explicitly', async () => {
    const response = await clientCredentials('integration-57hhbg', DEV_INTEGRATION_SECRET, {
      resource: PUBLIC_URL,
      scope: 'shop',
    });
    const body = (await response.json()) as { access_token: string; scope: string };
    expect(body.scope).toBe('shop');
    const { payload } = await jwtVerify(body.access_token, jwks, { audience: PUBLIC_URL });
    expect(payload).toMatchObject({ client_id: 'integration-57hhbg', scope: 'shop' });
  });

  it('refuses a wrong secret, an unknown client and another resource', async () => {
    const wrong = await clientCredentials('integration-20hhat', 'not-the-secret-at-all');
    expect([wrong.status, ((await wrong.json()) as { error: string }).error]).toEqual([
      401,
      'invalid_client',
    ]);
    const unknown = await clientCredentials('integration-xx', DEV_INTEGRATION_SECRET);
    expect(unknown.status).toBe(401);
    const other = await clientCredentials('integration-20hhat', DEV_INTEGRATION_SECRET, {
      resource: 'https://other.example/api',
    });
    expect([other.status, ((await other.json()) as { error: string }).error]).toEqual([
      400,
      'invalid_target',
    ]);
    // The shop's web client has no client credentials grant.
    const web = await clientCredentials(config.clientId, config.clientSecret);
    expect(web.status).toBe(400);
  });

  it("gives a person's sign-in through the CLI client (PKCE, loopback redirect on any port) a JWT with the e-mail", async () => {
    const browser = new TestBrowser();
    const verifier = oidc.randomPKCECodeVerifier();
    const redirectUri = 'http://127.0.0.1:54321/callback';
    const authorize = new URL(`${config.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: API_CLI_CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const stayOnIdp = (next: URL) => next.origin === config.issuer;
    const loginPage = await browser.request(authorize, {}, stayOnIdp);
    expect(loginPage.status).toBe(200);
    const landed = await browser.request(
      new URL(formAction(loginPage.body), config.issuer),
      { method: 'POST', form: { email: 'purchaser@20hhat.example', password: PASSWORD } },
      stayOnIdp,
    );
    expect(`${landed.url.origin}${landed.url.pathname}`).toBe(redirectUri);
    const code = landed.url.searchParams.get('code')!;
    const response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: API_CLI_CLIENT_ID,
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    });
    const body = (await response.json()) as { access_token: string; id_token: string };
    expect(response.status).toBe(200);
    const { payload } = await jwtVerify(body.access_token, jwks, {
      issuer: config.issuer,
      audience: PUBLIC_URL,
    });
    expect(payload).toMatchObject({ client_id: API_CLI_CLIENT_ID, email: 'purchaser@20hhat.example' });
    expect(payload.sub).not.toBe(API_CLI_CLIENT_ID);
    // The ID token is for the client, never for the shop API.
    const idToken = await jwtVerify(body.id_token, jwks, { issuer: config.issuer });
    expect(idToken.payload.aud).toBe(API_CLI_CLIENT_ID);
  });

  it("keeps the shop web client's access token opaque (its sign-in is unchanged)", async () => {
    const client = await oidc.discovery(
      new URL(config.issuer),
      config.clientId,
      config.clientSecret,
      undefined,
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const browser = new TestBrowser(PUBLIC_URL);
    const verifier = oidc.randomPKCECodeVerifier();
    const page = await browser.request(
      oidc.buildAuthorizationUrl(client, {
        redirect_uri: config.redirectUri,
        scope: 'openid email',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }),
    );
    const callback = await browser.request(new URL(formAction(page.body), config.issuer), {
      method: 'POST',
      form: { email: 'admin@20hhat.example', password: PASSWORD },
    });
    const tokens = await oidc.authorizationCodeGrant(client, callback.url, {
      pkceCodeVerifier: verifier,
      idTokenExpected: true,
    });
    expect(tokens.access_token.split('.')).toHaveLength(1);
  });
});
