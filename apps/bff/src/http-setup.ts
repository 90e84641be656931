import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestListener, Server } from 'node:http';
import RedisStore from 'connect-redis';
import { json, type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import type Redis from 'ioredis';
import passport from 'passport';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { ERROR_REPORT_MAX_BYTES } from '@shop/domain';
import { REDIS_KEYS } from '@shop/jobs';
import type { AppConfig } from './config/app-config';
import { SESSION_COOKIE } from './auth/auth.controller';
import { bearerAuthentication, bearerRefusals, unlessBearer } from './auth/bearer/bearer-authentication';
import { BearerAuthenticator } from './auth/bearer/bearer-authenticator.service';
import { HttpErrorFilter } from './common/http-error.filter';
import { privateAnswers } from './http/private-answers';
import { sameOriginWrites } from './http/same-origin-writes';
import { opsAccess } from './ops/ops-access';
import { QUEUE_BOARD, QUEUE_BOARD_PATH, type QueueBoard } from './ops/queue-board';
import { sessionOrUnavailable, sessionRoutesNeedSession } from './http/session-or-unavailable';
import { REDIS } from './infra/tokens';
import { BffMetrics } from './metrics/bff-metrics';
import { fastPathBodyErrors, requestIdOf, responseCacheFastPath } from './response-cache/fast-path';
import { ResponseCache } from './response-cache/response-cache';
import { ResponseCacheInvalidation } from './response-cache/response-cache-invalidation.service';
import { LocalSessionStore, SessionCache } from './response-cache/session-cache';
import { GUEST_SESSION_TTL_SECONDS, sessionTtlSeconds } from './common/session/session-lifetime';
import { webAppFiles } from './web-app/web-app-files';
import { RateLimiter, rateLimit } from './rate-limit/rate-limit';

/**
 * HTTP plumbing shared by main.ts and the integration tests: request ids and JSON access logs, the
 * built web app when the BFF serves it (WEB_PORT), bearer tokens of integrators (decision 0047), the
 * CSRF defence of REST writes, sessions in Redis (HttpOnly, SameSite=Lax, Secure behind https; a
 * session that cannot be read makes the request go on without one), the rate limit per caller,
 * passport, and one error body for every REST error.
 */
export function configureHttp(app: INestApplication, config: AppConfig, logger: Logger): void {
  const express = app as NestExpressApplication;
  // No proxy is trusted unless TRUST_PROXY names one (docs/decisions/0073-proxy-trust.md).
  express.set('trust proxy', config.TRUST_PROXY ?? false);
  express.disable('x-powered-by');
  // No answer of the BFF is to be sniffed as another type (decision 0076; the fast path sets it too).
  express.use(noSniff);
  const limits = config.rateLimit;
  const limiter = limits
    ? new RateLimiter(app.get<Redis>(REDIS), limits, logger.child({ component: 'rate-limit' }))
    : null;
  // The fast path goes in front of the measured app: it reports its own answers (decision 0135).
  measureRequests(app);
  if (config.RESPONSE_CACHE === 'on') installFastPath(app, config, logger, limiter);
  express.use(fastPathBodyErrors);
  express.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('x-request-id', id);
        return id;
      },
      // Probes, the app's hashed files and the build id it polls would drown the requests that matter.
      autoLogging: { ignore: (req) => /^\/(health|assets|builds)\//.test(req.url ?? '') },
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
  // The web app's files before sessions: a file or the SPA's page costs no Redis round trip.
  const webApp = config.webApp;
  if (webApp) express.use(webAppFiles(webApp.distDir));
  express.use(bearerAuthentication(app.get(BearerAuthenticator)));
  const invalidation = app.get(ResponseCacheInvalidation);
  const store = new LocalSessionStore(
    new RedisStore({ client: app.get<Redis>(REDIS), prefix: REDIS_KEYS.session, ttl: sessionTtlSeconds }),
    app.get(SessionCache),
    { changed: (sid) => invalidation.sessionChanged(sid) },
  );
  const sessions = session({
    name: SESSION_COOKIE,
    store,
    secret: config.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      // A session starts as a guest's (a started sign-in); sign-in gives it 7 days (decision 0072).
      maxAge: GUEST_SESSION_TTL_SECONDS * 1000,
    },
  });
  // A bearer request never reads or creates a cookie session (decision 0047).
  express.use(unlessBearer(sessionOrUnavailable(sessions, logger.child({ component: 'sessions' }))));
  express.use(sessionRoutesNeedSession);
  express.use(privateAnswers);
  // After the session (a signed-in session is a caller of its own) and the bearer authentication
  // (req.bearer); before body parsing and routing, so a refused request costs one Redis round trip.
  if (limiter) express.use(rateLimit(limiter));
  // Refusals after the count, so that a refused request costs its caller's budget like any other.
  express.use(bearerRefusals(logger.child({ component: 'bearer' })));
  express.use(sameOriginWrites(config.PUBLIC_URL));
  // The web's error reports may carry up to 1 MB (decision 0112); Nest's own parser, registered
  // later, keeps its default limit for every other route and skips a body already read. Wrapped in a
  // function of another name: Nest registers no JSON parser of its own when it finds a layer named
  // `jsonParser` (every other route's JSON body would go unread).
  const clientLogParser = json({ limit: ERROR_REPORT_MAX_BYTES });
  // Every ops path answers to one access rule (decision 0138): the ops API, whatever controller adds a
  // route there, and the queue dashboard with its page, static files and API.
  const ops = opsAccess(config);
  express.use('/api/ops', ops);
  express.use(QUEUE_BOARD_PATH, ops, app.get<QueueBoard>(QUEUE_BOARD).router);
  express.use('/api/log', function clientLogBody(req: Request, res: Response, next: NextFunction) {
    clientLogParser(req, res, next);
  });
  express.use(passport.initialize());
  express.useGlobalFilters(new HttpErrorFilter(logger));
}

function noSniff(_req: unknown, res: { setHeader(name: string, value: string): unknown }, next: () => void) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
}

/**
 * Measures every request the Express app answers (docs/decisions/0135-metrics.md); the response cache's
 * fast path, put in front afterwards, reports the ones it answers from memory itself. The public origin
 * takes the server's listener, so both ports are measured.
 */
function measureRequests(app: INestApplication): void {
  const server = app.getHttpServer() as Server;
  const [listener] = server.listeners('request') as RequestListener[];
  if (!listener) throw new Error('the HTTP server has no request listener to measure');
  server.removeListener('request', listener);
  server.on('request', app.get(BffMetrics).measure(listener));
}

/** Puts the response cache's fast path in front of the Express app on the HTTP server (decision 0055). */
function installFastPath(
  app: INestApplication,
  config: AppConfig,
  logger: Logger,
  limiter: RateLimiter | null,
): void {
  const server = app.getHttpServer() as Server;
  const [expressApp] = server.listeners('request') as RequestListener[];
  if (!expressApp)
    throw new Error('the HTTP server has no request listener to put the fast path in front of');
  server.removeListener('request', expressApp);
  const metrics = app.get(BffMetrics);
  server.on(
    'request',
    responseCacheFastPath(
      {
        cache: app.get(ResponseCache),
        sessions: app.get(SessionCache),
        cookieName: SESSION_COOKIE,
        cookieSecret: config.SESSION_SECRET,
        limiter,
        exposeHits: config.NODE_ENV !== 'production',
        logger,
        onLookup: metrics.enabled ? (hit) => metrics.responseCacheLookup(hit) : undefined,
        onAnswered: metrics.enabled
          ? (req, statusCode, arrivedAt) => metrics.answered(req, statusCode, arrivedAt)
          : undefined,
      },
      expressApp,
    ),
  );
}
