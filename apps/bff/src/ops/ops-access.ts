import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasOpsRole, opsRequester } from '@shop/domain';
import { httpErrorOf } from '../common/http-error.filter';
import { secretsMatch } from '../common/secrets';
import { ShopError } from '../common/shop-error';
import type { AppConfig } from '../config/app-config';

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([\x21-\x7e]+)[ ]*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Who calls an ops route: a script with the ops token, or a signed-in operations person. */
export type OpsCaller = { kind: 'token' } | { kind: 'session'; loginEmail: string; name: string };

/** What the worker records as the requester of an ops caller's job (maintenance log, price refresh). */
export function requesterOf(caller: OpsCaller): string {
  return caller.kind === 'token' ? 'ops-api' : opsRequester(caller);
}

/** The challenge sent with a 401 to a token caller. */
export const OPS_CHALLENGE = 'Bearer realm="shop-ops"';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set once the ops access check let the request through (every /api/ops/* and /ops/queues request). */
    opsCaller?: OpsCaller;
  }
}

/**
 * The one access rule of every ops route (docs/decisions/0138-operations-role.md):
 * - `Authorization: Bearer <OPS_TOKEN>` (scripts, the ops CLI) → the token caller; any other bearer
 *   credential → 401 (503 when no OPS_TOKEN is configured: the token route is closed);
 * - else a session whose user has the operations role → the session caller;
 * - else a signed-in shop user (contact, employee, a login unknown to the shop) → 403, a guest → 401;
 *   a session that cannot be read now → 503 (never 401: the console must not sign the person out).
 * A shop role, whatever it is, never counts: only the session's `operator` with ROLE_OPS does.
 */
export function opsCallerOf(req: Request, config: Pick<AppConfig, 'OPS_TOKEN'>): OpsCaller {
  const header = req.headers.authorization;
  if (header !== undefined) {
    if (!config.OPS_TOKEN) throw new ShopError('UNAVAILABLE', 'ops.error.disabled');
    if (secretsMatch(config.OPS_TOKEN, bearerToken(header))) return { kind: 'token' };
    throw new ShopError('UNAUTHENTICATED', 'ops.error.unauthorized');
  }
  const user = req.session?.user;
  if (user && hasOpsRole(user.operator)) {
    return { kind: 'session', loginEmail: user.operator.loginEmail, name: user.operator.name };
  }
  if (req.sessionUnavailable) throw new ShopError('UNAVAILABLE', 'error.service-unavailable');
  if (user) throw new ShopError('FORBIDDEN', 'ops.error.forbidden');
  throw new ShopError('UNAUTHENTICATED', 'ops.error.unauthorized');
}

/**
 * The ops access rule as Express middleware, for every path under the prefixes it is mounted on
 * (/api/ops, /ops/queues): a route added there later is covered without a guard of its own. A
 * refusal answers with the shop's error body; a 401 carries the bearer challenge. No ops answer may be
 * framed by another site.
 */
export function opsAccess(config: Pick<AppConfig, 'OPS_TOKEN'>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // No ops page or answer inside another site's frame (the queue dashboard's buttons included).
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    try {
      req.opsCaller = opsCallerOf(req, config);
      next();
    } catch (error) {
      const { status, body } = httpErrorOf(error);
      if (status === 401) res.setHeader('WWW-Authenticate', OPS_CHALLENGE);
      res.status(status).json(body);
    }
  };
}
