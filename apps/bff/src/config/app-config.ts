import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { parseExternalShopUrls, type ExternalShopUrls } from '@shop/locales';
import { findWebDist } from '../web-app/find-web-dist';
import { parseThirdPartyScripts, type ThirdPartyScript } from './third-party-scripts';

/** The error reporter's key outside production when ERROR_REPORT_API_KEY is unset. */
export const DEV_ERROR_REPORT_API_KEY = '5e0d0c0ffee0000000000000000d0e05';

const urlOptions = { require_tld: false, require_protocol: true };

/** One validated config object for the BFF; a missing or malformed variable stops the start. */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(65535)
  BFF_PORT = 3100;

  /** 127.0.0.1 by default; 0.0.0.0 in containers. */
  @IsString()
  BFF_HOST = '127.0.0.1';

  /**
   * The port of the shop's one public origin: when set, the BFF serves the built web app
   * (WEB_DIST_DIR) and listens on this port too (docs/decisions/0049-bff-serves-the-web-app.md).
   * Unset: the BFF serves its API only, on BFF_PORT (a web server or CDN in front serves the app).
   */
  @IsOptional()
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(65535)
  WEB_PORT?: number;

  /** Interface of the public origin's port: 127.0.0.1 by default; 0.0.0.0 in containers. */
  @IsString()
  WEB_HOST = '127.0.0.1';

  /** The built web app (index.html, assets/); unset: dist/apps/web of the build the BFF runs from. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  WEB_DIST_DIR?: string;

  @IsUrl({ ...urlOptions, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  /**
   * The proxies whose X-Forwarded-For (and -Proto) the BFF believes (Express `trust proxy`: names such
   * as `loopback`, `uniquelocal`, or addresses and CIDRs, comma-separated): the rate limit counts a
   * guest by the address they report. Unset: none (docs/decisions/0073-proxy-trust.md), so a client
   * that reaches the BFF directly cannot choose its own address; a deployment behind a proxy (a TLS
   * terminator, a load balancer) names it.
   */
  @IsOptional()
  @IsString()
  @Matches(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, {
    message: 'TRUST_PROXY must be names, addresses or CIDRs, comma-separated',
  })
  TRUST_PROXY?: string;

  @IsString()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL!: string;

  @IsUrl({ ...urlOptions, protocols: ['redis', 'rediss'] })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsUrl({ ...urlOptions, protocols: ['http', 'https'] })
  OIDC_ISSUER = 'http://localhost:3300';

  @IsString()
  @MinLength(1)
  OIDC_CLIENT_ID = 'shop-web';

  @IsString()
  @MinLength(1)
  OIDC_CLIENT_SECRET = 'dev-shop-secret';

  /**
   * The audience access tokens for this API carry (decision 0047): the identity provider's resource
   * indicator of the shop. Unset: PUBLIC_URL (both without trailing slash).
   */
  @IsOptional()
  @IsUrl({ ...urlOptions, protocols: ['http', 'https'] })
  OIDC_API_AUDIENCE?: string;

  /** Signs the session cookie. The development default is refused in production. */
  @IsString()
  @MinLength(16)
  SESSION_SECRET = 'dev-session-secret-change-me';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @IsOptional()
  @IsString()
  BUILD_ID?: string;

  /**
   * Where scan-me loads the offline catalogue from (docs/decisions/0106): a path on the shop's origin
   * (the page's CSP allows no other). `off` switches the offline catalogue off; the page then works
   * without it. Handed to the web by GET /api/scan-me/settings.
   */
  @Matches(/^(off|\/[A-Za-z0-9/_.-]*)$/, {
    message: 'OFFLINE_CATALOGUE_URL must be a path on the shop origin (/api/products) or off',
  })
  OFFLINE_CATALOGUE_URL = '/api/products';

  /**
   * Bearer credential of the ops routes (/api/ops/*), 32 characters or more. Required in
   * production; unset elsewhere the ops routes answer 503 (the launcher generates one into the data
   * folder). Never a shop session: a shop user gets nothing from the ops routes.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'OPS_TOKEN must be 32 characters or more' })
  @Matches(/^[\x21-\x7e]+$/, { message: 'OPS_TOKEN must be printable ASCII without spaces' })
  OPS_TOKEN?: string;

  /**
   * API key of the web's error reporter (decision 0112): 32 hexadecimal digits, read by every page
   * (not a secret). Any other value, or none, keeps the reporter in mock mode: nothing is sent.
   * Unset outside production: DEV_ERROR_REPORT_API_KEY, so development and tests report.
   */
  @IsOptional()
  @IsString()
  ERROR_REPORT_API_KEY?: string;

  /**
   * Third-party scripts of the web (consent, tag manager, A/B testing), loaded after its first render:
   * `kind=https-url` pairs (decision 0113). Unset: none, so nothing external is loaded.
   */
  @IsOptional()
  @IsString()
  WEB_THIRD_PARTY_SCRIPTS?: string;

  /**
   * Shared secret of the content preview (/preview/:fullSlug?token=…), 16 characters or more. The
   * BFF serves a story in preview mode (drafts included) only with this token; unset, every preview
   * answers not found.
   */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'PREVIEW_TOKEN must be 16 characters or more' })
  @Matches(/^[\x21-\x7e]+$/, { message: 'PREVIEW_TOKEN must be printable ASCII without spaces' })
  PREVIEW_TOKEN?: string;

  /**
   * Regional shops of the countries without a shop here (docs/rules/routes-and-guards.md), `RS=https://…,HU=https://…`;
   * a country not listed keeps its default from libs/locales.
   */
  @IsOptional()
  @IsString()
  EXTERNAL_SHOP_URLS?: string;

  // GraphQL operation limits (docs/decisions/0029-graphql-operation-limits.md): an operation over a
  // limit is refused before it runs; one running past its deadline ends with error.deadline-exceeded.

  /** Nesting of fields in an operation (fragments do not count as a level). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  GRAPHQL_MAX_DEPTH = 16;

  /** Aliased fields in an operation. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  GRAPHQL_MAX_ALIASES = 20;

  /** Fields at the root of an operation. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  GRAPHQL_MAX_ROOT_FIELDS = 10;

  /** Directives in an operation. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  GRAPHQL_MAX_DIRECTIVES = 20;

  /** Lexical tokens of a GraphQL document. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(100)
  GRAPHQL_MAX_TOKENS = 1000;

  /** Cost of an operation computed from its list sizes (apps/bff/src/graphql-limits/list-cost.ts). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  GRAPHQL_MAX_COST = 5000;

  /** Execution deadline of an operation in milliseconds. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(10)
  @Max(600_000)
  GRAPHQL_DEADLINE_MS = 10_000;

  /**
   * How long a BFF told to stop keeps serving while its readiness answers 503 "draining", so that a load
   * balancer takes it out before its connections close (docs/decisions/0144-a-local-cluster.md). 0 (one
   * BFF, nothing in front): it stops at once.
   */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(60_000)
  SHUTDOWN_DRAIN_MS = 0;

  /**
   * `1`: webhook subscriptions may name http URLs and loopback, link-local and private addresses
   * (development and tests, for a receiver on the same machine; decision 0136). Unset or `0`: https to
   * public addresses only.
   */
  @IsOptional()
  @IsIn(['0', '1'], { message: 'WEBHOOKS_ALLOW_PRIVATE_TARGETS must be 0 or 1' })
  WEBHOOKS_ALLOW_PRIVATE_TARGETS?: '0' | '1';

  /**
   * `true` or `false`: introspection and field suggestions ("Did you mean …?"). Unset: on, but off
   * with NODE_ENV=production.
   */
  @IsOptional()
  @IsIn(['true', 'false'])
  GRAPHQL_INTROSPECTION?: 'true' | 'false';

  // The warm-read path (docs/decisions/0055-warm-reads-response-cache.md).

  /** `on` or `off`: GraphQL catalogue and price reads answered from this process's memory. */
  @IsIn(['on', 'off'])
  RESPONSE_CACHE: 'on' | 'off' = 'on';

  /** `on` or `off`: Prometheus metrics on BFF_PORT's /metrics (docs/decisions/0135-metrics.md). */
  @IsIn(['on', 'off'])
  METRICS: 'on' | 'off' = 'on';

  /** Longest life of a stored answer in milliseconds (changes empty the cache earlier). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  RESPONSE_CACHE_TTL_MS = 60_000;

  /** Memory for stored answers, in MiB. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  RESPONSE_CACHE_MAX_MB = 64;

  /** How long a BFF process trusts its own copy of a session it read or wrote, in milliseconds. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(60_000)
  SESSION_LOCAL_MS = 5000;

  /**
   * Trusted documents (docs/decisions/0050): `only` runs nothing but the documents of the manifests in
   * GRAPHQL_TRUSTED_DOCUMENTS_DIR (sent by hash, or as text that hashes to one of them), `allow` runs
   * those by hash and any other document as text, `off` takes no hashes. Unset: `only` in production,
   * else `allow`.
   */
  @IsOptional()
  @IsIn(['off', 'allow', 'only'])
  GRAPHQL_TRUSTED_DOCUMENTS?: 'off' | 'allow' | 'only';

  /** The folder of the trusted-document manifests (`<client>.json`), relative to the working directory. */
  @IsString()
  @MinLength(1)
  GRAPHQL_TRUSTED_DOCUMENTS_DIR = 'apps/bff/trusted-documents';

  // Rate limit per caller (docs/decisions/0051-rate-limit.md): requests per fixed window in Redis.

  /** `on` or `off`. Unset: on in production, off elsewhere (development, tests, benchmarks). */
  @IsOptional()
  @IsIn(['on', 'off'])
  RATE_LIMIT?: 'on' | 'off';

  /** Length of a rate-limit window in seconds. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(3600)
  RATE_LIMIT_WINDOW_SECONDS = 60;

  /** Requests per window of a caller: a signed-in session, a bearer client, else an IP address. */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  RATE_LIMIT_MAX = 1200;

  /** Requests per window of an integration client (a bearer token marked as integration). */
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  RATE_LIMIT_INTEGRATION_MAX = 6000;

  get graphqlLimits() {
    return {
      maxDepth: this.GRAPHQL_MAX_DEPTH,
      maxAliases: this.GRAPHQL_MAX_ALIASES,
      maxRootFields: this.GRAPHQL_MAX_ROOT_FIELDS,
      maxDirectives: this.GRAPHQL_MAX_DIRECTIVES,
      maxTokens: this.GRAPHQL_MAX_TOKENS,
      maxCost: this.GRAPHQL_MAX_COST,
    };
  }

  /** The SSRF policy of webhook URLs (WEBHOOKS_ALLOW_PRIVATE_TARGETS, decision 0136). */
  get webhookTargets(): { allowPrivateTargets: boolean } {
    return { allowPrivateTargets: this.WEBHOOKS_ALLOW_PRIVATE_TARGETS === '1' };
  }

  /** Introspection and field suggestions: GRAPHQL_INTROSPECTION, else off in production only. */
  get graphqlIntrospection(): boolean {
    return this.GRAPHQL_INTROSPECTION === undefined
      ? this.NODE_ENV !== 'production'
      : this.GRAPHQL_INTROSPECTION === 'true';
  }

  /** GRAPHQL_TRUSTED_DOCUMENTS, else `only` in production and `allow` elsewhere. */
  get trustedDocuments(): 'off' | 'allow' | 'only' {
    return this.GRAPHQL_TRUSTED_DOCUMENTS ?? (this.NODE_ENV === 'production' ? 'only' : 'allow');
  }

  get thirdPartyScripts(): ThirdPartyScript[] {
    return parseThirdPartyScripts(this.WEB_THIRD_PARTY_SCRIPTS);
  }

  /** The key the web's reporter starts with; null in production unless ERROR_REPORT_API_KEY is set. */
  get errorReportApiKey(): string | null {
    return this.ERROR_REPORT_API_KEY ?? (this.NODE_ENV === 'production' ? null : DEV_ERROR_REPORT_API_KEY);
  }

  /** The rate limit, or null when it is off (RATE_LIMIT, else on in production only). */
  get rateLimit(): { windowSeconds: number; max: number; integrationMax: number } | null {
    const on = this.RATE_LIMIT === undefined ? this.NODE_ENV === 'production' : this.RATE_LIMIT === 'on';
    return on
      ? {
          windowSeconds: this.RATE_LIMIT_WINDOW_SECONDS,
          max: this.RATE_LIMIT_MAX,
          integrationMax: this.RATE_LIMIT_INTEGRATION_MAX,
        }
      : null;
  }

  get externalShops(): ExternalShopUrls {
    return parseExternalShopUrls(this.EXTERNAL_SHOP_URLS);
  }

  /** Where and from which folder the web app is served; null when the BFF serves no web app. */
  get webApp(): { port: number; host: string; distDir: string } | null {
    if (this.WEB_PORT === undefined) return null;
    return { port: this.WEB_PORT, host: this.WEB_HOST, distDir: this.WEB_DIST_DIR ?? findWebDist() };
  }

  /** The audience a bearer token must name (aud), normalised as the IdP does. */
  get apiAudience(): string {
    return new URL(this.OIDC_API_AUDIENCE ?? this.PUBLIC_URL).href.replace(/\/+$/, '');
  }

  get secureCookies(): boolean {
    return this.PUBLIC_URL.startsWith('https://');
  }
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(AppConfig, defined, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false, forbidUnknownValues: false });
  if (config.NODE_ENV === 'production' && config.SESSION_SECRET === new AppConfig().SESSION_SECRET) {
    throw new ConfigError('Configuration error: SESSION_SECRET must be set in production');
  }
  if (config.NODE_ENV === 'production' && config.secureCookies && !config.TRUST_PROXY) {
    // The BFF speaks plain http: https reaches it through a proxy, whose X-Forwarded-Proto it must
    // believe, or it never sends the Secure session cookie (docs/decisions/0073-proxy-trust.md).
    throw new ConfigError('Configuration error: PUBLIC_URL is https, so TRUST_PROXY must name the TLS proxy');
  }
  if (config.NODE_ENV === 'production' && !config.OPS_TOKEN) {
    throw new ConfigError('Configuration error: OPS_TOKEN must be set in production');
  }
  try {
    parseThirdPartyScripts(config.WEB_THIRD_PARTY_SCRIPTS);
  } catch (error) {
    throw new ConfigError(
      `Configuration error: malformed WEB_THIRD_PARTY_SCRIPTS (${(error as Error).message})`,
    );
  }
  try {
    parseExternalShopUrls(config.EXTERNAL_SHOP_URLS);
  } catch (error) {
    throw new ConfigError(`Configuration error: malformed EXTERNAL_SHOP_URLS (${(error as Error).message})`);
  }
  if (errors.length > 0) {
    const names = errors.map(
      (error) => `${error.property} (${Object.values(error.constraints ?? {}).join('; ')})`,
    );
    throw new ConfigError(`Configuration error: missing or malformed ${names.join(', ')}`);
  }
  const webApp = config.webApp;
  if (webApp && !existsSync(join(webApp.distDir, 'index.html'))) {
    throw new ConfigError(
      `Configuration error: WEB_PORT is set but WEB_DIST_DIR (${webApp.distDir}) holds no built web ` +
        'app (index.html); build it (npx nx build web) or name the folder in WEB_DIST_DIR',
    );
  }
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
