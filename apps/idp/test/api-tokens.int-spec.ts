import { rmSync } from 'node:fs';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import pino from 'pino';
import { apiClientSecretHash, newApiClientSecret } from '@shop/db';
import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { claimTestRedis, formAction, TestBrowser, type TestRedis } from '@shop/testing';
import { API_CLI_CLIENT_ID } from '../src/api-access';
import { DEV_INTEGRATION_SECRET, type IdpConfig } from '../src/config';
import type { IdpServer } from '../src/idp-server';
import { startTestIdp, testIdpConfig } from './support/test-idp-config';

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
    ({ idp } = await startTestIdp(config, pino({ level: 'silent' }), port));
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

  /**
   * The shop's API clients authenticate with the hashes of integration_client (decision 0091): the
   * current secret, the previous one until the end of the rotation grace, nothing once revoked.
   */
  describe('API client secrets checked against the stored hashes', () => {
    const current = newApiClientSecret();
    const previous = newApiClientSecret();

    /** A client of the seeded integration contact of 20HHAT with the given secret columns. */
    async function register(clientId: string, columns: Record<string, unknown>): Promise<void> {
      const names = Object.keys(columns);
      await database.db.query(
        `insert into integration_client (client_id, mandant_code, customer_id, contact_id, description, name, role
                                         ${names.map((name) => `, ${name}`).join('')})
         select $1, ic.mandant_code, ic.customer_id, ic.contact_id, 'test', 'test', ic.role
                ${names.map((_, i) => `, $${i + 2}`).join('')}
           from integration_client ic where ic.client_id = 'integration-20hhat'`,
        [clientId, ...Object.values(columns)],
      );
    }

    async function outcome(clientId: string, secret: string): Promise<string> {
      const response = await clientCredentials(clientId, secret);
      const body = (await response.json()) as { access_token?: string; error?: string };
      if (response.status !== 200) return `${response.status} ${body.error}`;
      const { payload } = await jwtVerify(body.access_token!, jwks, {
        issuer: config.issuer,
        audience: PUBLIC_URL,
      });
      return `200 ${payload.client_id}`;
    }

    it('takes the current secret and refuses any other, without a hash ever being a secret', async () => {
      await register('api-test-current', { secret_hash: apiClientSecretHash(current) });
      expect(await outcome('api-test-current', current)).toBe('200 api-test-current');
      expect(await outcome('api-test-current', previous)).toBe('401 invalid_client');
      expect(await outcome('api-test-current', apiClientSecretHash(current))).toBe('401 invalid_client');
      // A client with its own secret does not take the shared development secret.
      expect(await outcome('api-test-current', DEV_INTEGRATION_SECRET)).toBe('401 invalid_client');
    });

    it('takes the previous secret within the rotation grace, and no longer after it', async () => {
      await register('api-test-grace', {
        secret_hash: apiClientSecretHash(current),
        previous_secret_hash: apiClientSecretHash(previous),
        previous_secret_valid_until: new Date(Date.now() + 60 * 60 * 1000),
      });
      expect(await outcome('api-test-grace', previous)).toBe('200 api-test-grace');
      expect(await outcome('api-test-grace', current)).toBe('200 api-test-grace');
      await database.db.query(
        `update integration_client set previous_secret_valid_until = now() - interval '1 second' where client_id = $1`,
        ['api-test-grace'],
      );
      expect(await outcome('api-test-grace', previous)).toBe('401 invalid_client');
      expect(await outcome('api-test-grace', current)).toBe('200 api-test-grace');
    });

    it('refuses a revoked client with either secret, at once', async () => {
      await register('api-test-revoked', {
        secret_hash: apiClientSecretHash(current),
        previous_secret_hash: apiClientSecretHash(previous),
        previous_secret_valid_until: new Date(Date.now() + 60 * 60 * 1000),
      });
      expect(await outcome('api-test-revoked', current)).toBe('200 api-test-revoked');
      await database.db.query(`update integration_client set revoked_at = now() where client_id = $1`, [
        'api-test-revoked',
      ]);
      expect(await outcome('api-test-revoked', current)).toBe('401 invalid_client');
      expect(await outcome('api-test-revoked', previous)).toBe('401 invalid_client');
    });

    it('refuses an unknown client, and keeps the shared secret for rows without a hash of their own', async () => {
      expect(await outcome('api-test-unknown', current)).toBe('401 invalid_client');
      expect(await outcome('integration-20hhat', DEV_INTEGRATION_SECRET)).toBe('200 integration-20hhat');
      expect(await outcome('integration-20hhat', current)).toBe('401 invalid_client');
      // Rotated from the shared secret: the shared one is the previous secret during the grace.
      await register('api-test-from-shared', {
        secret_hash: apiClientSecretHash(current),
        previous_secret_valid_until: new Date(Date.now() + 60 * 60 * 1000),
      });
      expect(await outcome('api-test-from-shared', DEV_INTEGRATION_SECRET)).toBe('200 api-test-from-shared');
      expect(await outcome('api-test-from-shared', current)).toBe('200 api-test-from-shared');
    });

    it('without a shared secret (production unless configured) a row without a hash authenticates nobody', async () => {
      const { idp: production, port: productionPort } = await startTestIdp(
        { ...config, integrationSecret: null },
        pino({ level: 'silent' }),
        0,
        { redisKeyPrefix: 'idp-api-prod-' },
      );
      const status = async (clientId: string, secret: string) =>
        (
          await fetch(`http://127.0.0.1:${productionPort}/token`, {
            method: 'POST',
            headers: {
              authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ grant_type: 'client_credentials' }),
          })
        ).status;
      try {
        expect(await status('integration-20hhat', DEV_INTEGRATION_SECRET)).toBe(401);
        // A client with a secret of its own is unaffected.
        await register('api-test-production', { secret_hash: apiClientSecretHash(current) });
        expect(await status('api-test-production', current)).toBe(200);
      } finally {
        await production.close();
      }
    });
  });
});
