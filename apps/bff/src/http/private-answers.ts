import type { NextFunction, Request, Response } from 'express';

/**
 * What an HTTP cache between the shop and its users may keep of a GET answer (decision 0055,
 * amended): every answer past the session middleware may depend on the session's cookie (`Vary:
 * Cookie`); one for a signed-in user or a bearer token is theirs alone (`Cache-Control: private`),
 * unless its route sets its own policy (images, the offline catalogue, no-store routes). Guests'
 * answers carry no policy: decision 0050 leaves a CDN rule for guest reads to the deployment.
 */
export function privateAnswers(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.vary('Cookie');
    const { session, bearer } = req as Request & { session?: { user?: unknown }; bearer?: unknown };
    if (session?.user || bearer) res.setHeader('Cache-Control', 'private');
  }
  next();
}
