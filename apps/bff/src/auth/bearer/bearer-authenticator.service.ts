import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { API_CLIENT_PORT, type ApiClientPort } from '@shop/commerce';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { unavailable } from '../../common/shop-error';
import { IDP_TIMEOUT_SECONDS } from '../oidc-config.provider';
import { OidcService } from '../oidc.service';
import { SessionUserService } from '../session-user.service';
import { invalidToken, verifyAccessToken, type VerifiedAccessToken } from './access-token';
import type { BearerCaller, BearerIdentity } from '../../common/request/bearer-caller';
import { ExpiringCache } from './expiring-cache';
import { TokenRevocations } from './token-revocations';

/**
 * A token's user is resolved again after this long at the latest (a deleted contact or a changed
 * role reaches integrations within it), and never kept beyond the token's expiry.
 */
export const TOKEN_USER_TTL_MS = 60_000;
/** Tokens whose users are kept at once (one entry is a few hundred bytes). */
export const MAX_CACHED_TOKENS = 10_000;

export interface BearerAuthentication extends BearerIdentity {
  caller: BearerCaller;
  /** The token's `iat` (ms), for the sign-out check of a person's token. */
  issuedAt?: number;
}

/** The cache key of a token: its hash, so no token is kept in memory. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Authenticates an access token (decision 0047): verified against the identity provider's keys
 * (fetched once, refetched by jose for a key id it does not know), then resolved to the shop user it
 * acts as, exactly as a sign-in is: a registered integration client as its contact, a person by the
 * token's e-mail. Both are cached per token for TOKEN_USER_TTL_MS at most.
 */
@Injectable()
export class BearerAuthenticator {
  private readonly cache = new ExpiringCache<BearerAuthentication>(MAX_CACHED_TOKENS);
  private keySet?: { issuer: string; keys: JWTVerifyGetKey };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly oidc: OidcService,
    private readonly users: SessionUserService,
    private readonly revocations: TokenRevocations,
    @Inject(API_CLIENT_PORT) private readonly apiClients: ApiClientPort,
  ) {}

  private readonly logger = new Logger(BearerAuthenticator.name);

  /**
   * The caller and user of a token; throws UNAUTHENTICATED (invalid, expired, a person's token from
   * before their sign-out: asked of Redis on every request, decision 0074; an integration client's
   * token once the client is revoked: asked of the database on every request, decision 0090) or
   * UNAVAILABLE.
   */
  async authenticate(token: string): Promise<BearerAuthentication> {
    const authentication = await this.verified(token);
    if (authentication.caller.integration) return this.ofActiveClient(authentication);
    const revoked = await this.revocations
      .isRevoked(authentication.caller.subject, authentication.issuedAt)
      .catch(() => {
        throw unavailable();
      });
    if (revoked) throw invalidToken('revoked');
    return authentication;
  }

  /**
   * An integration client's token works while its client is not revoked: read per request, past the
   * token cache, so a revocation refuses the very next request in every BFF process (decision 0090).
   * Its use is noted at most once a minute per client; a failed note never fails the request.
   */
  private async ofActiveClient(authentication: BearerAuthentication): Promise<BearerAuthentication> {
    const { clientId } = authentication.caller;
    const active = await this.apiClients.isApiClientActive(clientId).catch(() => {
      throw unavailable();
    });
    if (!active) throw invalidToken('revoked');
    this.apiClients.recordApiClientUse(clientId).catch((error: unknown) => {
      this.logger.warn(`last use of API client ${clientId} not written: ${String(error)}`);
    });
    return authentication;
  }

  private verified(token: string): Promise<BearerAuthentication> {
    return this.cache.getOrLoad(keyOf(token), async () => {
      const { issuer, keys } = await this.providerKeys();
      const verified = await verifyAccessToken(token, { issuer, audience: this.config.apiAudience }, keys);
      const value = await this.resolve(verified);
      return { value, expiresAt: Math.min(verified.expiresAt, Date.now() + TOKEN_USER_TTL_MS) };
    });
  }

  private async resolve(token: VerifiedAccessToken): Promise<BearerAuthentication> {
    const caller = (integration: boolean): BearerCaller => ({
      clientId: token.clientId,
      subject: token.subject,
      integration,
      ...(token.tokenId ? { tokenId: token.tokenId } : {}),
    });
    const integration = await this.users.fromIntegration(token.clientId, token.subject);
    if (integration) return { caller: caller(true), user: integration, expiresAt: token.expiresAt };
    // A person's token: the same resolution as a sign-in with that e-mail.
    if (!token.email) throw invalidToken('unknown-client');
    const person = await this.users.fromLogin(token.subject, token.email, '');
    return { caller: caller(false), user: person, expiresAt: token.expiresAt, issuedAt: token.issuedAt };
  }

  private async providerKeys(): Promise<{ issuer: string; keys: JWTVerifyGetKey }> {
    if (this.keySet) return this.keySet;
    const metadata = await this.oidc.configuration().then(
      (oidc) => oidc.serverMetadata(),
      () => {
        throw unavailable();
      },
    );
    if (!metadata.jwks_uri) throw unavailable();
    this.keySet = {
      issuer: metadata.issuer,
      keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: IDP_TIMEOUT_SECONDS * 1000 }),
    };
    return this.keySet;
  }
}
