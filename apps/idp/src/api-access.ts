import { errors, type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from './account-store';
import type { IdpConfig } from './config';

/**
 * Access tokens for the shop API (decision 0047): JWTs (RFC 9068) for one resource, the shop's
 * audience, to integration clients (client credentials) and to people signed in through the
 * public CLI client (authorization code with PKCE). The shop decides who a client acts as; this
 * provider only authenticates it.
 */

/** The public client a person uses for a personal API token (loopback redirect, any port). */
export const API_CLI_CLIENT_ID = 'shop-api-cli';
export const API_CLI_REDIRECT_URI = 'http://127.0.0.1/callback';

/** The scope an access token for the shop API may carry; the shop itself does not look at it. */
export const API_SCOPE = 'shop';

/** RFC 8252: a native app's loopback redirect, the port chosen by the app at each sign-in. */
export const apiCliClient: ClientMetadata = {
  client_id: API_CLI_CLIENT_ID,
  client_name: 'Shop API (personal token)',
  application_type: 'native',
  redirect_uris: [API_CLI_REDIRECT_URI],
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'none',
};

/** `features.resourceIndicators` and `extraTokenClaims` of the provider. */
export function apiAccessConfiguration(config: IdpConfig, accounts: AccountStore) {
  // Their tokens are for the shop API unless they name a resource themselves: the CLI client, and
  // the integration clients (client credentials, registered in the shop: api-client-store.ts). The
  // shop's own web client keeps its opaque access token (it signs in with the ID token alone).
  const defaultsToApi = (client?: { clientId: string; grantTypes?: string[] }) =>
    client !== undefined &&
    (client.clientId === API_CLI_CLIENT_ID || client.grantTypes?.includes('client_credentials') === true);
  return {
    resourceIndicators: {
      enabled: true,
      async defaultResource(
        _ctx: KoaContextWithOIDC,
        client?: { clientId: string; grantTypes?: string[] },
        oneOf?: string[],
      ) {
        if (oneOf) return oneOf;
        return defaultsToApi(client) ? config.apiAudience : undefined;
      },
      // The code's resource is the token's: the client need not repeat it at the token endpoint.
      async useGrantedResource() {
        return true;
      },
      async getResourceServerInfo(_ctx: KoaContextWithOIDC, resourceIndicator: string) {
        if (resourceIndicator !== config.apiAudience) throw new errors.InvalidTarget();
        return { scope: API_SCOPE, audience: config.apiAudience, accessTokenFormat: 'jwt' };
      },
    },
    /**
     * A person's token for the API carries their e-mail: the shop finds the person's contact by it,
     * as at sign-in (client credentials tokens have no account and get nothing).
     */
    async extraTokenClaims(
      _ctx: KoaContextWithOIDC,
      token: { accountId?: string; resourceServer?: unknown },
    ): Promise<Record<string, unknown> | undefined> {
      if (!token.accountId || !token.resourceServer) return undefined;
      const account = await accounts.findBySubject(token.accountId);
      return account ? { email: account.email } : undefined;
    },
  };
}
