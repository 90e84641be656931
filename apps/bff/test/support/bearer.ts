// The in-process IdP's modules need the IdP's own declarations of oidc-provider.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../idp/types/oidc-provider.d.ts" />
import { createHash, randomBytes } from 'node:crypto';
import { print } from 'graphql';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { formAction, TestBrowser } from '@shop/testing';
// The tests drive the real development IdP; production code never imports another app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { API_CLI_CLIENT_ID } from '../../../idp/src/api-access';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { DEV_INTEGRATION_SECRET } from '../../../idp/src/config';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { loadOrCreateJwks } from '../../../idp/src/signing-keys';
import {
  SEED_PASSWORD,
  type GraphqlResponse,
  type Json,
  type TestBff,
  type TypedDocumentNode,
} from './test-bff';

export { DEV_INTEGRATION_SECRET };

/** A token of a seeded integration client by the client credentials grant at the IdP. */
export async function clientCredentialsToken(
  bff: TestBff,
  clientId: string,
  secret = DEV_INTEGRATION_SECRET,
): Promise<string> {
  const response = await fetch(`${bff.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token)
    throw new Error(`client credentials of ${clientId}: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** A person's tokens: sign-in of a seeded login through the IdP's public CLI client (PKCE). */
export async function personalTokens(
  bff: TestBff,
  email: string,
): Promise<{ accessToken: string; idToken: string }> {
  const browser = new TestBrowser();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = 'http://127.0.0.1:53682/callback';
  const authorize = new URL(`${bff.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: API_CLI_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const stayOnIdp = (next: URL) => next.origin === bff.issuer;
  const loginPage = await browser.request(authorize, {}, stayOnIdp);
  const landed = await browser.request(
    new URL(formAction(loginPage.body), bff.issuer),
    { method: 'POST', form: { email, password: SEED_PASSWORD } },
    stayOnIdp,
  );
  const code = landed.url.searchParams.get('code');
  if (!code) throw new Error(`sign-in of ${email} gave no code: ${landed.status} ${landed.url.href}`);
  const response = await fetch(`${bff.issuer}/token`, {
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
  return { accessToken: body.access_token, idToken: body.id_token };
}

/**
 * A token signed with the IdP's own signing key, with the claims a real client credentials token of
 * `integration-20hhat` has, changed by `claims` (a claim set to undefined is left out).
 */
export async function mintToken(bff: TestBff, claims: JWTPayload = {}): Promise<string> {
  const [jwk] = loadOrCreateJwks(bff.idpDataDir).keys;
  const now = Math.floor(Date.now() / 1000);
  const payload = Object.fromEntries(
    Object.entries({
      iss: bff.issuer,
      aud: bff.baseUrl,
      sub: 'integration-20hhat',
      client_id: 'integration-20hhat',
      jti: randomBytes(12).toString('base64url'),
      iat: now,
      exp: now + 600,
      ...claims,
    }).filter(([, value]) => value !== undefined),
  );
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .sign(await importJWK(jwk, 'RS256'));
}

/** An API client of the BFF without cookies, sending `Authorization: <authorization>` when given. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly authorization?: string,
  ) {}

  static bearer(baseUrl: string, token: string): ApiClient {
    return new ApiClient(baseUrl, `Bearer ${token}`);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.authorization ? { authorization: this.authorization } : {}), ...extra };
  }

  /** A GraphQL operation; the answer's status, body and headers whatever the status. */
  async graphql<TData = Json, TVariables = Record<string, unknown>>(
    document: string | TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: GraphqlResponse<TData>; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json', ...headers }),
      body: JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as GraphqlResponse<TData>,
      headers: response.headers,
    };
  }

  /** A REST call (JSON body when given); redirects are not followed. */
  async rest(
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: this.headers({
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      }),
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }
}
