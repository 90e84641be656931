import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { hostOf, waitForDatabase } from '@shop/db';
import { createRedis, waitForRedis } from '@shop/redis';
import { createAccountStore, type AccountStore } from './account-store';
import { createApiClientStore } from './api-client-store';
import type { IdpConfig } from './config';
import { loadOrCreateCookieKeys } from './cookie-keys';
import { createHealthRoutes } from './health';
import { sendHtml } from './http-io';
import { createInteractionRoutes, INTERACTION_PATH } from './interaction-routes';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle';
import { createPasswordTicketRoutes, PROVISIONING_PATH, TICKET_PATH } from './password-tickets';
import { createOidcProvider } from './provider';
import { createRedisAdapterFactory } from './redis-adapter';
import { loadOrCreateJwks } from './signing-keys';
import { renderErrorPage } from './views/error-page';
import { pickLanguage } from './views/language';

export interface IdpServerOptions {
  /** Namespace of every Redis key (default `idp:`); tests use their own. */
  redisKeyPrefix?: string;
  /** The sign-in throttle's settings (default LOGIN_THROTTLE_DEFAULTS); tests shorten the delays. */
  loginThrottle?: Partial<LoginThrottleOptions>;
}

export interface IdpServer {
  server: Server;
  accounts: AccountStore;
  redis: Redis;
  /**
   * Resolves when the account database and Redis answer; otherwise rejects with a DependencyError
   * naming the variable after `timeoutMs` (the start-up gives up with that line).
   */
  reachDependencies(timeoutMs: number): Promise<void>;
  /** Listens on `port` (default: the configured one; 0 picks a free port). */
  listen(port?: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

const END_SESSION_PATH = '/session/end';

export function createIdpServer(
  config: IdpConfig,
  logger: Logger,
  options: IdpServerOptions = {},
): IdpServer {
  const accounts = createAccountStore(config.databaseUrl);
  // Request path: a command gets 500 ms, and fails at once while Redis is away (one log line per outage).
  const redis = createRedis(config.redisUrl, 'commands', { name: 'idp', logger });

  const redisKeyPrefix = options.redisKeyPrefix ?? 'idp:';
  const cookieKeys = loadOrCreateCookieKeys(config.dataDir);
  const apiClients = createApiClientStore(config.databaseUrl, config.integrationSecret);
  const provider = createOidcProvider({
    config,
    accounts,
    apiClients,
    adapter: createRedisAdapterFactory(redis, redisKeyPrefix),
    jwks: loadOrCreateJwks(config.dataDir),
    cookieKeys,
    logger,
  });
  const providerCallback = provider.callback();
  const throttle = new LoginThrottle(options.loginThrottle);
  const interactions = createInteractionRoutes({ provider, accounts, config, logger, throttle });
  const health = createHealthRoutes({ accounts, redis });
  const tickets = createPasswordTicketRoutes({ accounts, redis, redisKeyPrefix, config, cookieKeys, logger });

  async function route(req: IncomingMessage, res: ServerResponse, path: URL): Promise<void> {
    if (path.pathname === '/health/live') return health.live(res);
    if (path.pathname === '/health/ready') return health.ready(res);
    const interaction = INTERACTION_PATH.exec(path.pathname);
    if (interaction) return interactions.handle(req, res, interaction[1]);
    if (path.pathname === PROVISIONING_PATH) return tickets.issue(req, res);
    const ticket = TICKET_PATH.exec(path.pathname);
    if (ticket) return tickets.page(req, res, ticket[1]);
    if (path.pathname === END_SESSION_PATH) {
      // The shop adds its tenant and locale to the logout URL; oidc-provider ignores parameters it does not know.
      const mandant = path.searchParams.get('mandant') ?? undefined;
      const locale = path.searchParams.get('locale') ?? undefined;
      if (mandant || locale) logger.debug({ mandant, locale }, 'end session requested by the shop');
    }
    return providerCallback(req, res);
  }

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    const path = new URL(req.url ?? '/', 'http://idp.local');
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, path: path.pathname, status: res.statusCode, durationMs };
      if (path.pathname.startsWith('/health/')) logger.debug(entry, 'request');
      else logger.info(entry, 'request');
    });
    route(req, res, path).catch((error: unknown) => {
      logger.error({ err: error, path: path.pathname }, 'request failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const lang = pickLanguage(req.headers['accept-language']);
      sendHtml(res, 500, renderErrorPage({ lang, kind: 'error', shopUrl: `${config.publicUrl}/` }));
    });
  });
  server.keepAliveTimeout = 5000;

  return {
    server,
    accounts,
    redis,
    async reachDependencies(timeoutMs) {
      await Promise.all([
        waitForDatabase(() => accounts.ping(), timeoutMs).catch((error: Error) => {
          throw new DependencyError(`DATABASE_URL (${hostOf(config.databaseUrl)}) ${error.message}`);
        }),
        waitForRedis(redis, timeoutMs).catch((error: Error) => {
          throw new DependencyError(`REDIS_URL (${hostOf(config.redisUrl)}) ${error.message}`);
        }),
      ]);
    },
    listen(port = config.port, host?: string) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running after 5 s are cut off so shutdown always finishes.
        setTimeout(() => server.closeAllConnections(), 5000).unref();
      });
      await Promise.allSettled([accounts.close(), apiClients.close(), redis.quit()]);
    },
  };
}

/** A dependency did not answer at start-up; the message names the variable, host and reason. */
export class DependencyError extends Error {}
