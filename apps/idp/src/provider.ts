import { Provider, type Adapter, type AdapterFactory, type KoaContextWithOIDC } from 'oidc-provider';
import type { Logger } from 'pino';
import type { AccountStore, IdpAccount } from './account-store';
import { apiAccessConfiguration, apiCliClient } from './api-access';
import type { ApiClientStore } from './api-client-store';
import type { IdpConfig } from './config';
import type { Jwks } from './signing-keys';
import { renderErrorPage } from './views/error-page';
import { pageHeaders } from './views/html';
import { pickLanguage, type PageLanguage } from './views/language';
import { LOGOUT_AUTO_SUBMIT_SCRIPT, renderLogoutPage, renderSignedOutPage } from './views/logout-pages';

export interface ProviderDeps {
  config: IdpConfig;
  accounts: AccountStore;
  adapter: AdapterFactory;
  /** The shop's API clients (integration_client): found and authenticated there (decision 0091). */
  apiClients: ApiClientStore;
  jwks: Jwks;
  cookieKeys: string[];
  logger: Logger;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export function accountClaims(account: IdpAccount): Record<string, unknown> & { sub: string } {
  return {
    sub: account.subject,
    email: account.email,
    // Accounts are provisioned by the shop, never self-asserted, so their addresses count as verified.
    email_verified: true,
    name: `${account.givenName} ${account.familyName}`.trim(),
    given_name: account.givenName,
    family_name: account.familyName,
  };
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function languageOf(ctx: KoaContextWithOIDC): PageLanguage {
  return pickLanguage(
    ctx.oidc.params?.ui_locales ?? firstValue(ctx.query.ui_locales),
    firstValue(ctx.query.locale),
    firstValue(ctx.headers['accept-language']),
  );
}

function setPageHeaders(ctx: KoaContextWithOIDC, inlineScripts: string[] = []): void {
  for (const [name, value] of Object.entries(pageHeaders(inlineScripts))) ctx.set(name, value);
}

const ERROR_EVENTS = [
  'authorization.error',
  'end_session.error',
  'end_session_confirm.error',
  'grant.error',
  'introspection.error',
  'revocation.error',
  'userinfo.error',
  'discovery.error',
  'jwks.error',
];

/**
 * oidc-provider's adapter of the `Client` model for the clients that are not configured here: the
 * shop's API clients, read from the database on each request for a token. Nothing registers clients
 * at this provider (no dynamic registration), so the writing methods are never called.
 */
function apiClientAdapter(apiClients: ApiClientStore): Adapter {
  const readOnly = async () => {
    throw new Error('API clients are registered in the shop, not at the identity provider');
  };
  return {
    find: (id) => apiClients.find(id) as ReturnType<Adapter['find']>,
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    upsert: readOnly,
    consume: readOnly,
    destroy: readOnly,
    revokeByGrantId: readOnly,
  };
}

export function createOidcProvider({
  config,
  accounts,
  adapter,
  apiClients,
  jwks,
  cookieKeys,
  logger,
}: ProviderDeps): Provider {
  const cookieOptions = { httpOnly: true, sameSite: 'lax', signed: true };
  const apiAccess = apiAccessConfiguration(config, accounts);

  const staticClients = [
    {
      client_id: config.clientId,
      client_secret: config.clientSecret,
      client_name: 'Hygiene Shop',
      redirect_uris: [config.redirectUri],
      post_logout_redirect_uris: config.postLogoutRedirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // Either client_secret_basic or client_secret_post is accepted for a client registered with one of them.
      token_endpoint_auth_method: 'client_secret_basic',
    },
    // Personal tokens for the shop API (decision 0047): api-access.ts. Integration clients are the
    // shop's (apiClientAdapter), not configured here.
    apiCliClient,
  ];
  const staticClientIds = new Set(staticClients.map((client) => client.client_id));

  const provider = new Provider(config.issuer, {
    adapter: (model) => (model === 'Client' ? apiClientAdapter(apiClients) : adapter(model)),
    clients: staticClients,
    async findAccount(_ctx, sub) {
      const account = await accounts.findBySubject(sub);
      if (!account) return undefined;
      return { accountId: account.subject, claims: () => accountClaims(account) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The shop reads the person's e-mail and name from the ID token, without an extra userinfo call.
    conformIdTokenClaims: false,
    // `none`: the public CLI client of personal API tokens (PKCE instead of a secret).
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    clientBasedCORS: () => false,
    cookies: { keys: cookieKeys, long: cookieOptions, short: cookieOptions },
    // The shop may pass its locale (and tenant) to the login page.
    extraParams: ['locale', 'mandant'],
    extraTokenClaims: apiAccess.extraTokenClaims,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: apiAccess.resourceIndicators,
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          setPageHeaders(ctx, [LOGOUT_AUTO_SUBMIT_SCRIPT]);
          ctx.body = renderLogoutPage(languageOf(ctx), form);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          setPageHeaders(ctx);
          ctx.body = renderSignedOutPage(languageOf(ctx), `${config.publicUrl}/`);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks,
    pkce: { required: () => true },
    responseTypes: ['code'],
    async renderError(ctx, out) {
      setPageHeaders(ctx);
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        lang: languageOf(ctx),
        kind: 'error',
        shopUrl: `${config.publicUrl}/`,
        error: out.error,
        description: out.error_description,
      });
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      ClientCredentials: 10 * 60,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
  });

  // The shop's API clients keep only hashes of their secrets (decision 0091): the provider's own
  // comparison of a plain client_secret is replaced for them by the check against the hashes (current
  // secret, or the previous one within the rotation grace; a revoked client matches nothing).
  const compareStatic = provider.Client.prototype.compareClientSecret;
  provider.Client.prototype.compareClientSecret = function compareClientSecret(actual: string) {
    return staticClientIds.has(this.clientId)
      ? compareStatic.call(this, actual)
      : apiClients.secretMatches(this.clientId, actual);
  };

  // Behind a TLS-terminating proxy the issuer is https while the socket is plain http.
  provider.proxy = new URL(config.issuer).protocol === 'https:';

  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    logger.error({ err: error }, 'oidc-provider server error');
  });
  for (const event of ERROR_EVENTS) {
    provider.on(event, (ctx: KoaContextWithOIDC, error: Error & { error_description?: string }) => {
      logger.warn(
        { event, path: ctx.path, error: error.message, description: error.error_description },
        event,
      );
    });
  }
  provider.on('grant.success', (ctx: KoaContextWithOIDC) => {
    logger.info({ event: 'grant.success', clientId: ctx.oidc.client?.clientId }, 'tokens issued');
  });
  provider.on('end_session.success', () => {
    logger.info({ event: 'end_session.success' }, 'session ended');
  });
  return provider;
}
