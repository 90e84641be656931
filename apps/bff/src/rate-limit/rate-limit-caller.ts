import type { Request } from 'express';

/**
 * Who a request counts against:
 * - a bearer token's client: the bearer authentication, which runs before the rate limit, puts
 *   `req.bearer` on the request. An integration client (a machine) is one caller
 *   (`client:<clientId>`) with a budget of its own; a token of another client is a person's token of
 *   an app many people use, so each subject counts alone (`client:<clientId>:<subject>`);
 * - else a signed-in session (`session:<id>`): many users of one company share an IP address;
 * - else the client's IP address (`ip:<address>`: the connection's, or the one a proxy named in
 *   TRUST_PROXY forwards, docs/decisions/0073-proxy-trust.md).
 * A guest's session counts as its IP: a guest gets a new session from any page, so counting guest
 * sessions would give every new session a budget of its own.
 */
export interface RateLimitCaller {
  key: string;
  integration: boolean;
}

/** The part of `req.bearer` the rate limit reads (the bearer authentication owns the full type). */
interface BearerLike {
  clientId?: unknown;
  subject?: unknown;
  integration?: unknown;
}

export function rateLimitCallerOf(req: Request): RateLimitCaller {
  const bearer = (req as { bearer?: unknown }).bearer as BearerLike | undefined | null;
  if (bearer && typeof bearer === 'object' && typeof bearer.clientId === 'string' && bearer.clientId !== '') {
    if (bearer.integration === true) return { key: `client:${bearer.clientId}`, integration: true };
    const subject = typeof bearer.subject === 'string' && bearer.subject !== '' ? `:${bearer.subject}` : '';
    return { key: `client:${bearer.clientId}${subject}`, integration: false };
  }
  if (req.session?.user) return { key: `session:${req.sessionID}`, integration: false };
  return { key: `ip:${req.ip ?? req.socket?.remoteAddress ?? 'unknown'}`, integration: false };
}
