import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { httpErrorOf } from '../../common/http-error.filter';
import { sessionRequired } from '../../common/shop-error';
import { invalidToken } from './access-token';
import { bearerCredentialOf } from './authorization-header';
import type { BearerAuthenticator } from './bearer-authenticator.service';
import '../../common/request/bearer-caller';

/**
 * Routes with a credential of their own (ops: the API and the queue dashboard, decision 0138) or none
 * (health): a Bearer header there is not ours.
 */
const NOT_OURS = /^\/(api\/ops|ops\/queues|health)(\/|$)/;
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
 * Requests whose token was refused, with the error, until `bearerRefusals` answers them: after the
 * rate limit, so that a refused request is counted like any other (by its address).
 */
const refused = new WeakMap<Request, unknown>();

/**
 * Authentication by `Authorization: Bearer <access token>` (decision 0047). A request without the
 * header costs one property read. With a token it is verified (BearerAuthenticator) and the request
 * marked (`req.bearer`, `req.bearerIdentity`); an invalid, expired or foreign token is refused with
 * 401, never treated as a guest (answered by `bearerRefusals`, after the rate limit counted it). A bearer request never gets a cookie session (see unlessBearer),
 * and the session's own routes (/auth/*) refuse it.
 */
export function bearerAuthentication(authenticator: BearerAuthenticator): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header === undefined || NOT_OURS.test(req.path)) return next();
    const credential = bearerCredentialOf(header);
    if (credential.kind === 'none') return next();
    const refuseLater = (error: unknown) => {
      refused.set(req, error);
      next();
    };
    if (SESSION_ONLY.test(req.path)) return refuseLater(sessionRequired());
    if (credential.kind === 'malformed') return refuseLater(invalidToken('malformed'));
    authenticator.authenticate(credential.token).then(({ caller, user, expiresAt }) => {
      req.bearer = caller;
      req.bearerIdentity = { user, expiresAt };
      next();
    }, refuseLater);
  };
}

/** Answers the requests `bearerAuthentication` refused; registered after the rate limit. */
export function bearerRefusals(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    refused.has(req) ? refuse(req, res, refused.get(req), logger) : next();
}

/**
 * `handler` (the session middleware) for every request but one with a bearer token, verified or
 * refused: neither reads nor creates a cookie session.
 */
export function unlessBearer(handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    req.bearer || refused.has(req) ? next() : handler(req, res, next);
}
