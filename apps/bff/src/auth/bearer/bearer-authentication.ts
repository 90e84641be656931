import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { httpErrorOf } from '../../common/http-error.filter';
import { sessionRequired } from '../../common/shop-error';
import { invalidToken } from './access-token';
import { bearerCredentialOf } from './authorization-header';
import type { BearerAuthenticator } from './bearer-authenticator.service';
import '../../common/request/bearer-caller';

/** Routes with a credential of their own (ops) or none (health): a Bearer header there is not ours. */
const NOT_OURS = /^\/(api\/ops|health)(\/|$)/;
/** Sign-in, sign-out, the CSRF token and the session state belong to a browser session. */
const SESSION_ONLY = /^\/auth(\/|$)/;

/**
 * The answer to a refused bearer request, in the shop's error shape: a GraphQL answer with one
 * coded error on /graphql, the REST body elsewhere; 401 says how to authenticate (RFC 6750 §3).
 */
function refuse(req: Request, res: Response, error: unknown, logger: Logger): void {
  const { status, body } = httpErrorOf(error);
  if (status >= 500 && body.code !== 'UNAVAILABLE')
    logger.error({ err: error }, 'bearer authentication failed');
  if (status === 401) {
    res.setHeader(
      'WWW-Authenticate',
      `Bearer realm="shop", error="invalid_token", error_description="${body.messageKey}"`,
    );
  }
  res.setHeader('Cache-Control', 'no-store');
  if (req.path === '/graphql') {
    res.status(status).json({ errors: [{ message: body.messageKey, extensions: body }] });
    return;
  }
  res.status(status).json(body);
}

/**
 * Authentication by `Authorization: Bearer <access token>` (decision 0047). A request without the
 * header costs one property read. With a token it is verified (BearerAuthenticator) and the request
 * marked (`req.bearer`, `req.bearerIdentity`); an invalid, expired or foreign token is refused with
 * 401, never treated as a guest. A bearer request never gets a cookie session (see unlessBearer),
 * and the session's own routes (/auth/*) refuse it.
 */
export function bearerAuthentication(authenticator: BearerAuthenticator, logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header === undefined || NOT_OURS.test(req.path)) return next();
    const credential = bearerCredentialOf(header);
    if (credential.kind === 'none') return next();
    if (SESSION_ONLY.test(req.path)) return refuse(req, res, sessionRequired(), logger);
    if (credential.kind === 'malformed') return refuse(req, res, invalidToken('malformed'), logger);
    authenticator.authenticate(credential.token).then(
      ({ caller, user, expiresAt }) => {
        req.bearer = caller;
        req.bearerIdentity = { user, expiresAt };
        next();
      },
      (error: unknown) => refuse(req, res, error, logger),
    );
  };
}

/** `handler` (the session middleware) for every request but a bearer-authenticated one. */
export function unlessBearer(handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => (req.bearer ? next() : handler(req, res, next));
}
