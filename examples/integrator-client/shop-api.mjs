// A minimal client of the shop API for integrators: an access token by the client credentials
// grant (OAuth 2.0, RFC 6749 §4.4) and GraphQL over HTTP with it. Plain Node (20.19+), fetch only.

/** Every HTTP call of the example ends after this long. */
const TIMEOUT_MS = 15_000;

/** A failure the example reports in one line (and exits 1). */
export class ApiError extends Error {}

/**
 * The identity provider's token endpoint, from its discovery document.
 * @param {string} issuer e.g. http://localhost:3300
 */
export async function tokenEndpointOf(issuer) {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new ApiError(`discovery at ${url} answered ${response.status}`);
  const { token_endpoint: endpoint } = await response.json();
  if (typeof endpoint !== 'string') throw new ApiError(`discovery at ${url} names no token_endpoint`);
  return endpoint;
}

/**
 * An access token of the client by the client credentials grant (client_secret_basic).
 * @param {{ issuer: string, clientId: string, clientSecret: string }} client
 * @returns {Promise<{ accessToken: string, expiresIn: number }>}
 */
export async function clientCredentialsToken({ issuer, clientId, clientSecret }) {
  const endpoint = await tokenEndpointOf(issuer);
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString(
    'base64',
  );
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new ApiError(
      `token endpoint answered ${response.status}: ${body.error ?? 'no token'}${body.error_description ? ` (${body.error_description})` : ''}`,
    );
  }
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}

/**
 * A GraphQL client of the shop at `shopUrl` (the shop's origin; /graphql is its API) with a token.
 * Every error of an answer fails the call with its code and message key.
 * @param {string} shopUrl
 * @param {string} accessToken
 */
export function graphqlClient(shopUrl, accessToken) {
  const endpoint = `${shopUrl.replace(/\/+$/, '')}/graphql`;
  /**
   * @param {string} query
   * @param {Record<string, unknown>} [variables]
   */
  return async function graphql(query, variables = {}) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.json().catch(() => null);
    const errors = body?.errors ?? [];
    if (errors.length > 0) {
      const described = errors.map(
        (/** @type {{ message: string, extensions?: Record<string, unknown> }} */ error) =>
          `${error.extensions?.code ?? 'ERROR'} ${error.extensions?.messageKey ?? error.message}` +
          (error.extensions?.details ? ` ${JSON.stringify(error.extensions.details)}` : ''),
      );
      throw new ApiError(`${endpoint} answered ${response.status}: ${described.join('; ')}`);
    }
    if (!response.ok || !body?.data)
      throw new ApiError(`${endpoint} answered ${response.status} without data`);
    return body.data;
  };
}
