import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import RedisStore from 'connect-redis';
import session from 'express-session';
import type Redis from 'ioredis';
import passport from 'passport';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { REDIS_KEYS } from '@shop/jobs';
import type { AppConfig } from './config/app-config';
import { SESSION_COOKIE } from './auth/auth.controller';
import { HttpErrorFilter } from './common/http-error.filter';
import { sameOriginWrites } from './http/same-origin-writes';
import { sessionOrUnavailable, sessionRoutesNeedSession } from './http/session-or-unavailable';
import { REDIS } from './infra/tokens';
import { rateLimit } from './rate-limit/rate-limit';

/** Session lifetime in Redis and of the cookie: 7 days, like the token cookie of spec 02 §9. */
const SESSION_TTL_SECONDS = 604800;

/**
 * HTTP plumbing shared by main.ts and the integration tests: request ids and JSON access logs, the
 * CSRF defence of REST writes, sessions in Redis (HttpOnly, SameSite=Lax, Secure behind https; a
 * session that cannot be read makes the request go on without one), the rate limit per caller,
 * passport, and one error body for every REST error.
 */
export function configureHttp(app: INestApplication, config: AppConfig, logger: Logger): void {
  const express = app as NestExpressApplication;
  express.set('trust proxy', config.TRUST_PROXY);
  express.disable('x-powered-by');
  express.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/health') ?? false },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  express.use(sameOriginWrites(config.PUBLIC_URL));
  const sessions = session({
    name: SESSION_COOKIE,
    store: new RedisStore({
      client: app.get<Redis>(REDIS),
      prefix: REDIS_KEYS.session,
      ttl: SESSION_TTL_SECONDS,
    }),
    secret: config.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: SESSION_TTL_SECONDS * 1000,
    },
  });
  express.use(sessionOrUnavailable(sessions, logger.child({ component: 'sessions' })));
  express.use(sessionRoutesNeedSession);
  // After the session (a signed-in session is a caller of its own) and the bearer authentication
  // (req.bearer); before body parsing and routing, so a refused request costs one Redis round trip.
  const limits = config.rateLimit;
  if (limits)
    express.use(rateLimit(app.get<Redis>(REDIS), limits, logger.child({ component: 'rate-limit' })));
  express.use(passport.initialize());
  express.useGlobalFilters(new HttpErrorFilter(logger));
}
