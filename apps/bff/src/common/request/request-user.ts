import type { Request } from 'express';
import './bearer-caller';
import type { SessionUser } from '../session/session-user';

/**
 * The signed-in user of a request: the one its bearer token acts as (decision 0047), else its
 * session's; undefined for guests. Every check reads the user here, so a token is held to exactly
 * the rules of a session.
 */
export function requestUserOf(req: Request): SessionUser | undefined {
  return req.bearer ? req.bearerIdentity?.user : req.session?.user;
}
