import type { Request } from 'express';
import { keepSignedIn } from './session-lifetime';
import type { SessionUser } from './session-user';

/** Persists the session now (the response may be sent before express-session's automatic save). */
export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/**
 * Replaces the session by a new one with a new id (the user's rights changed: login, another
 * tenant) and stores `user` in it; the CSRF token for sign-out is carried over.
 */
export function regenerateSession(req: Request, user: SessionUser): Promise<void> {
  const csrfToken = req.session.csrfToken;
  return new Promise((resolve, reject) =>
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.user = user;
      keepSignedIn(req.session);
      if (csrfToken) req.session.csrfToken = csrfToken;
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    }),
  );
}
