import type { SessionUser } from '../session/session-user';

/**
 * Who called with a bearer access token (decision 0047), for middleware that keys on the caller
 * (the rate limiter reads `clientId` and `integration`) and for logs.
 */
export interface BearerCaller {
  /** The OAuth client the token was issued to (`client_id`, else `azp`). */
  clientId: string;
  /** The token's `sub`: the person, or the client itself for client credentials. */
  subject: string;
  /** True for a registered integration client acting as its contact (integration_client). */
  integration: boolean;
  /** The token's `jti`, when it has one. */
  tokenId?: string;
}

/** The shop user a bearer token acts as: built as a session's user, never stored anywhere. */
export interface BearerIdentity {
  user: SessionUser;
  /** When the token (and with it the request's authentication) ends, ms since the epoch. */
  expiresAt: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    /**
     * Set when the request authenticated with `Authorization: Bearer <access token>`; such a request
     * never reads or creates a cookie session.
     */
    bearer?: BearerCaller;
    /** The user of a bearer request (with `bearer`); read through requestUserOf. */
    bearerIdentity?: BearerIdentity;
  }
}
