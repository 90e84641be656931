import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isDependencyUnavailable } from '../common/dependency-errors';
import { httpErrorOf } from '../common/http-error.filter';
import { unavailable } from '../common/shop-error';

declare module 'express-serve-static-core' {
  interface Request {
    /**
     * The request has a session cookie but the session could not be read (Redis paused or down):
     * the request goes on without a session. Public reads answer as for a guest; whatever needs the
     * user answers UNAVAILABLE (never UNAUTHENTICATED: the browser must not sign the user out).
     */
    sessionUnavailable?: boolean;
  }
}

/**
 * express-session, except that a session store that cannot be reached does not fail the request:
 * it goes on without `req.session` and marks `req.sessionUnavailable`. One log line per outage.
 */
export function sessionOrUnavailable(session: RequestHandler, logger: Logger): RequestHandler {
  let outage = false;
  return (req: Request, res: Response, next: NextFunction) => {
    let answered = false;
    session(req, res, (error?: unknown) => {
      // express-session calls back a second time when touching or saving fails after the response
      // was sent; the request has been handled by then.
      if (answered) {
        if (error) logger.warn({ error: (error as Error).message }, 'session not saved after the response');
        return;
      }
      answered = true;
      if (error === undefined || error === null) {
        if (outage && req.session) {
          outage = false;
          logger.info({ sessions: 'readable' }, 'sessions readable again');
        }
        return next();
      }
      if (!isDependencyUnavailable(error)) return next(error);
      if (!outage) {
        outage = true;
        logger.warn({ sessions: 'unreadable', error: (error as Error).message }, 'sessions cannot be read');
      }
      req.sessionUnavailable = true;
      return next();
    });
  };
}

/** Routes that cannot do without the session (sign-in state, tenant switch, customer selection). */
const SESSION_ROUTES = /^\/(auth\/|api\/(updateApolloToken|setCustomer|contacts)(\/|$))/;

/** Answers 503 UNAVAILABLE at once on a route that needs the session when it cannot be read. */
export function sessionRoutesNeedSession(req: Request, res: Response, next: NextFunction): void {
  if (req.sessionUnavailable && SESSION_ROUTES.test(req.path)) {
    const { status, body } = httpErrorOf(unavailable());
    res.status(status).json(body);
    return;
  }
  next();
}
