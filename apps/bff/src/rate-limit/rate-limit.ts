import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { httpErrorOf } from '../common/http-error.filter';
import { ShopError } from '../common/shop-error';
import type { ThrottleStatus } from '../graphql-limits/cost-extension';
import { FixedWindowCounter } from './fixed-window-counter';
import { rateLimitCallerOf } from './rate-limit-caller';

declare module 'express-serve-static-core' {
  interface Request {
    /** What the rate limit left this request's caller (absent when it was not counted). */
    rateLimit?: ThrottleStatus;
  }
}

export interface RateLimitOptions {
  windowSeconds: number;
  /** Requests per window of a session, a bearer client or an IP address. */
  max: number;
  /** Requests per window of an integration client. */
  integrationMax: number;
}

export const RATE_LIMITED_KEY = 'error.rate-limited';

/** Not counted: health checks (load balancers, the launcher) and the generated images (static files). */
const EXEMPT = /^\/(health(\/|\?|$)|api\/images\/)/;

/** After a failed count, requests pass uncounted for this long before Redis is asked again. */
const OUTAGE_PAUSE_MS = 1000;

/**
 * The rate limit per caller (rate-limit-caller.ts), docs/decisions/0051-rate-limit.md: one Redis round
 * trip per request (FixedWindowCounter). Over the budget: 429 with Retry-After (seconds until the
 * window ends), as a GraphQL answer on /graphql and as the REST error body elsewhere. Fails open: when
 * Redis cannot count (down, paused past the command deadline), requests pass uncounted, with one log
 * line per outage, and Redis is asked again at most once a second until it answers.
 */
export function rateLimit(redis: Redis, options: RateLimitOptions, logger: Logger): RequestHandler {
  const counter = new FixedWindowCounter(redis, options.windowSeconds * 1000);
  let outage = false;
  let pausedUntil = 0;
  const failOpen = (error: unknown, next: NextFunction) => {
    pausedUntil = Date.now() + OUTAGE_PAUSE_MS;
    if (!outage) {
      outage = true;
      logger.warn({ rateLimit: 'not applied', error: (error as Error).message }, 'rate limit cannot count');
    }
    next();
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (EXEMPT.test(req.url)) return next();
    // Without a connection the command would fail at once (no offline queue): skip it.
    if (redis.status !== 'ready') return failOpen(new Error(`redis ${redis.status}`), next);
    if (pausedUntil > Date.now()) return next();
    const caller = rateLimitCallerOf(req);
    const max = caller.integration ? options.integrationMax : options.max;
    counter.hit(caller.key).then(
      ({ count, resetMs }) => {
        if (outage) {
          outage = false;
          logger.info({ rateLimit: 'applied' }, 'rate limit counts again');
        }
        const resetInSeconds = Math.max(1, Math.ceil(resetMs / 1000));
        if (count > max) return tooManyRequests(req, res, resetInSeconds);
        req.rateLimit = {
          maximumAvailable: max,
          currentlyAvailable: max - count,
          windowSeconds: options.windowSeconds,
          resetInSeconds,
        };
        next();
      },
      (error: unknown) => failOpen(error, next),
    );
  };
}

/** 429 with Retry-After: a GraphQL answer on /graphql, the REST error body on every other route. */
function tooManyRequests(req: Request, res: Response, retryAfterSeconds: number): void {
  const error = new ShopError('RATE_LIMITED', RATE_LIMITED_KEY, { retryAfterSeconds });
  const { status, body } = httpErrorOf(error);
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  if (/^\/graphql(\/|\?|$)/.test(req.url)) {
    res.status(status).json({ errors: [{ message: RATE_LIMITED_KEY, extensions: body }] });
    return;
  }
  res.status(status).json(body);
}
