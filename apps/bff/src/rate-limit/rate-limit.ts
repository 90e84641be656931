import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { httpErrorOf } from '../common/http-error.filter';
import { ShopError } from '../common/shop-error';
import type { ThrottleStatus } from '../graphql-limits/cost-extension';
import { FixedWindowCounter } from './fixed-window-counter';
import { rateLimitCallerOf, type RateLimitCaller } from './rate-limit-caller';

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

/** A counted request: what its caller has left, and whether it is over the budget. */
export interface RateLimitCount {
  limited: boolean;
  status: ThrottleStatus;
}

/**
 * The rate limit per caller (rate-limit-caller.ts), docs/decisions/0051-rate-limit.md: one Redis round
 * trip per request (FixedWindowCounter). Fails open: when Redis cannot count (down, paused past the
 * command deadline), requests pass uncounted, with one log line per outage, and Redis is asked again
 * at most once a second until it answers. Used by the Express middleware and by the response cache's
 * fast path (decision 0055), so a request is counted once, wherever it is answered.
 */
export class RateLimiter {
  private readonly counter: FixedWindowCounter;
  private outage = false;
  private pausedUntil = 0;

  constructor(
    private readonly redis: Redis,
    private readonly options: RateLimitOptions,
    private readonly logger: Logger,
  ) {
    this.counter = new FixedWindowCounter(redis, options.windowSeconds * 1000);
  }

  /** Counts one request of `caller`; null when it could not be counted (it passes). */
  async count(caller: RateLimitCaller): Promise<RateLimitCount | null> {
    // Without a connection the command would fail at once (no offline queue): skip it.
    if (this.redis.status !== 'ready') return this.failOpen(new Error(`redis ${this.redis.status}`));
    if (this.pausedUntil > Date.now()) return null;
    let window;
    try {
      window = await this.counter.hit(caller.key);
    } catch (error) {
      return this.failOpen(error);
    }
    if (this.outage) {
      this.outage = false;
      this.logger.info({ rateLimit: 'applied' }, 'rate limit counts again');
    }
    const max = caller.integration ? this.options.integrationMax : this.options.max;
    return {
      limited: window.count > max,
      status: {
        maximumAvailable: max,
        currentlyAvailable: Math.max(0, max - window.count),
        windowSeconds: this.options.windowSeconds,
        resetInSeconds: Math.max(1, Math.ceil(window.resetMs / 1000)),
      },
    };
  }

  private failOpen(error: unknown): null {
    this.pausedUntil = Date.now() + OUTAGE_PAUSE_MS;
    if (!this.outage) {
      this.outage = true;
      this.logger.warn(
        { rateLimit: 'not applied', error: (error as Error).message },
        'rate limit cannot count',
      );
    }
    return null;
  }
}

/**
 * What a counted answer tells its caller about the rate limit, in the headers of the IETF draft
 * (draft-ietf-httpapi-ratelimit-headers): they are not part of the body, so a stored answer (the
 * response cache) stays the same for every request.
 */
export function rateLimitHeaders(status: ThrottleStatus): Record<string, string> {
  return {
    'ratelimit-limit': String(status.maximumAvailable),
    'ratelimit-remaining': String(status.currentlyAvailable),
    'ratelimit-reset': String(status.resetInSeconds),
    'ratelimit-policy': `${status.maximumAvailable};w=${status.windowSeconds}`,
  };
}

/**
 * The 429 answer with Retry-After: a GraphQL answer on /graphql, the REST error body on every other
 * route. Plain status, headers and text, so the fast path can send it without Express.
 */
export function tooManyRequests(
  url: string,
  status: ThrottleStatus,
): { statusCode: number; headers: Record<string, string>; body: string } {
  const error = new ShopError('RATE_LIMITED', RATE_LIMITED_KEY, { retryAfterSeconds: status.resetInSeconds });
  const { status: statusCode, body } = httpErrorOf(error);
  const json = /^\/graphql(\/|\?|$)/.test(url)
    ? { errors: [{ message: RATE_LIMITED_KEY, extensions: body }] }
    : body;
  return {
    statusCode,
    headers: {
      ...rateLimitHeaders(status),
      'retry-after': String(status.resetInSeconds),
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify(json),
  };
}

/** The Express middleware: counts every request but the exempt ones; 429 over the budget. */
export function rateLimit(limiter: RateLimiter): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (EXEMPT.test(req.url)) return next();
    limiter.count(rateLimitCallerOf(req)).then((counted) => {
      if (!counted) return next();
      if (counted.limited) {
        const refusal = tooManyRequests(req.url, counted.status);
        res.status(refusal.statusCode).set(refusal.headers).send(refusal.body);
        return;
      }
      res.set(rateLimitHeaders(counted.status));
      next();
    }, next);
  };
}
