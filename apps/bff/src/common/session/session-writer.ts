import type { Request } from 'express';
import { regenerateSession } from './session-io';
import type { SessionUser } from './session-user';

/**
 * What a service may do to the session of the request it serves, so services take a ShopContext
 * and this, never an express Request (and can be called from tests without express).
 */
export interface SessionWriter {
  /** The session's id; hash it before storing it anywhere. */
  readonly sessionId: string;
  /** Replaces the session by a new one (new id) holding `user`: the user's rights changed. */
  renew(user: SessionUser): Promise<void>;
}

export function sessionWriterOf(req: Request): SessionWriter {
  return {
    sessionId: req.sessionID,
    renew: (user) => regenerateSession(req, user),
  };
}
