import type { NextFunction, Request, Response } from 'express';
import { httpErrorOf } from '../common/http-error.filter';
import { ShopError } from '../common/shop-error';
import '../common/request/bearer-caller';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browsers send this for requests from the shop's own pages (and `none` for a typed URL or bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Writes of the REST routes whose body may be something other than JSON: sign-out is a form post
 * of the shop's own page carrying the session's CSRF token (docs/rules/calls.md); POST /api/maintenance is a
 * read without a body (the spec's method).
 */
const NON_JSON_WRITES = new Set(['/auth/logout', '/api/maintenance']);
/**
 * The queue dashboard of the operations console (Bull Board, decision 0139): its writes (retry, clean,
 * promote) come from its own page on the shop's origin, some without a body; the origin check applies,
 * the JSON-only rule does not.
 */
const QUEUE_BOARD_WRITES = /^\/ops\/queues(\/|$)/;

/** Answers as the global error filter does (this runs before Nest's routing). */
const refuse = (res: Response, error: unknown) => {
  const { status, body } = httpErrorOf(error);
  return res.status(status).json(body);
};

/**
 * CSRF defence of the state-changing REST routes (/api/*, /auth/*, the queue dashboard /ops/queues;
 * /graphql has Apollo's own):
 * - a browser request from another site (another port of the host or a sibling subdomain included)
 *   is refused with 403: Sec-Fetch-Site must say same-origin, and an Origin must be the shop's own;
 * - the body must be application/json (415 otherwise), which a cross-site form or a "simple"
 *   fetch cannot send without a CORS preflight that this server never grants.
 * Clients that are not browsers (the ops CLI, integrations) send neither header and pass the first
 * check; they authenticate with a bearer token, not a cookie. A request authenticated by a verified
 * bearer token (runs after bearerAuthentication) passes both: no cookie speaks for it.
 */
export function sameOriginWrites(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const board = QUEUE_BOARD_WRITES.test(req.path);
    if (!board && !/^\/(api|auth)(\/|$)/.test(req.path)) return next();
    // Authenticated by a verified bearer token, not by a cookie: nothing for another site to ride on.
    if (req.bearer) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (
      (typeof site === 'string' && !OWN_FETCH_SITES.has(site)) ||
      (origin !== undefined && origin !== ownOrigin)
    ) {
      return refuse(res, new ShopError('FORBIDDEN', 'error.cross-site-request'));
    }
    if (board || NON_JSON_WRITES.has(req.path)) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      return refuse(res, { status: 415 });
    }
    return next();
  };
}
