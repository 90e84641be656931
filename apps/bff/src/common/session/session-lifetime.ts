import { createHmac, randomBytes } from 'node:crypto';
import type { Session, SessionData } from 'express-session';
import { secretsMatch } from '../secrets';

/**
 * How long sessions live (docs/decisions/0072-guest-sessions.md). A signed-in session: 7 days in
 * Redis and in its cookie, renewed by every request (express-session's rolling cookie).
 */
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

/**
 * A session without a user (a started sign-in: the OIDC state, the return path and the locale) lives
 * 15 minutes: long enough to type a password, short enough that cookieless callers cannot fill Redis.
 */
export const GUEST_SESSION_TTL_SECONDS = 15 * 60;

/** The session's lifetime in Redis, from what it holds (connect-redis' `ttl`). */
export function sessionTtlSeconds(session: Partial<SessionData>): number {
  return session.user ? SESSION_TTL_SECONDS : GUEST_SESSION_TTL_SECONDS;
}

/** Gives a session that has just been signed in its 7 days (cookie and Redis), from now. */
export function keepSignedIn(session: Session): void {
  session.cookie.maxAge = SESSION_TTL_SECONDS * 1000;
}

const GUEST_TOKEN = /^g\.([\w-]{24})\.([\w-]{43})$/;
const macOf = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`guest-csrf:${nonce}`).digest('base64url');

/**
 * The CSRF token of a browser without a signed-in session: random, signed with the session secret and
 * stored nowhere (a guest has nothing to sign out of, so no server session is made for it).
 */
export function guestCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `g.${nonce}.${macOf(secret, nonce)}`;
}

/** Whether `given` is a guest CSRF token this shop signed. */
export function isGuestCsrfToken(given: unknown, secret: string): boolean {
  const match = typeof given === 'string' ? GUEST_TOKEN.exec(given) : null;
  return !!match && secretsMatch(macOf(secret, match[1]), match[2]);
}
