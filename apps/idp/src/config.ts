import { isAbsolute, resolve } from 'node:path';
import { LOCALE_CODES } from '@shop/locales';

export interface IdpConfig {
  port: number;
  /** Issuer identifier exactly as published in discovery and ID tokens (no trailing slash). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The shop origin (no trailing slash). */
  publicUrl: string;
  redirectUri: string;
  postLogoutRedirectUris: string[];
  /**
   * The shop API's audience (OIDC_API_AUDIENCE, default the shop origin): the one resource indicator
   * access tokens are issued for, as JWTs (decision 0047).
   */
  apiAudience: string;
  /**
   * The shared secret of integration clients without a secret of their own (integration_client rows
   * without secret_hash: the seeded `integration-<tenant>` and rows from before migration 0029;
   * decision 0091); null: such clients cannot authenticate (production without IDP_INTEGRATION_SECRET).
   */
  integrationSecret: string | null;
  databaseUrl: string;
  /** Absolute; the IdP keeps its signing and cookie keys in `<dataDir>/idp`. */
  dataDir: string;
  redisUrl: string;
  production: boolean;
  logLevel: string;
}

export interface ConfigProblem {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Configuration error: ${problems.map((problem) => `${problem.variable} ${problem.message}`).join('; ')}`,
    );
    this.name = 'ConfigError';
  }
}

/** The integration clients' secret outside production when IDP_INTEGRATION_SECRET is unset (documented). */
export const DEV_INTEGRATION_SECRET = 'dev-integration-secret';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: ConfigProblem[] = [];

  constructor(private readonly env: Env) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  private fail(variable: string, message: string): void {
    this.problems.push({ variable, message });
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  required(name: string): string {
    const value = this.raw(name);
    if (value === undefined) this.fail(name, 'is required but not set');
    return value ?? '';
  }

  port(name: string, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const port = Number(value);
    if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
      this.fail(name, `must be a TCP port between 1 and 65535, got "${value}"`);
      return fallback;
    }
    return port;
  }

  /** An absolute URL with one of the given protocols; returned without trailing slash. */
  url(name: string, value: string, protocols: string[], allowQuery = false): string {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      this.fail(name, `must be an absolute URL, got "${withoutPassword(value)}"`);
      return value;
    }
    if (!protocols.includes(parsed.protocol)) {
      this.fail(name, `must use ${protocols.join(' or ')}, got "${withoutPassword(value)}"`);
    } else if (!allowQuery && (parsed.search || parsed.hash || value.endsWith('?') || value.endsWith('#'))) {
      this.fail(name, `must not have a query or fragment, got "${withoutPassword(value)}"`);
    }
    return parsed.href.replace(/\/+$/, '');
  }

  /** The provider answers at the root of its own port, so the issuer cannot carry a path. */
  originOnly(name: string, value: string): void {
    if (this.problems.some((problem) => problem.variable === name)) return;
    if (new URL(value).pathname !== '/') {
      this.fail(name, `must be an origin without a path (e.g. http://localhost:3300), got "${value}"`);
    }
  }

  /** An optional value, undefined when unset or blank. */
  optional(name: string): string | undefined {
    return this.raw(name);
  }

  /** An optional secret of printable ASCII without spaces, `minLength` characters or more. */
  secret(name: string, minLength: number): string | undefined {
    const value = this.raw(name);
    if (value !== undefined && (value.length < minLength || !/^[\x21-\x7e]+$/.test(value))) {
      this.fail(name, `must be ${minLength} or more printable characters without spaces`);
    }
    return value;
  }

  oneOf(name: string, fallback: string, allowed: string[]): string {
    const value = this.text(name, fallback);
    if (!allowed.includes(value)) this.fail(name, `must be one of ${allowed.join(', ')}, got "${value}"`);
    return value;
  }
}

/** A URL as an error line may show it: a password in it is replaced by `***`. */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@');
}

/** Post-logout landing pages: the shop root and each locale's start page, with and without trailing slash. */
export function postLogoutRedirectUrisFor(publicUrl: string): string[] {
  return [
    `${publicUrl}/`,
    ...LOCALE_CODES.flatMap((locale) => [`${publicUrl}/${locale}`, `${publicUrl}/${locale}/`]),
  ];
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): IdpConfig {
  const read = new Reader(env);
  const port = read.port('IDP_PORT', 3300);
  // The default follows IDP_PORT, as the launcher's (scripts/lib/env.mjs).
  const issuerRaw = read.text('OIDC_ISSUER', `http://localhost:${port}`);
  const issuer = read.url('OIDC_ISSUER', issuerRaw, ['http:', 'https:']);
  read.originOnly('OIDC_ISSUER', issuerRaw);
  const clientId = read.text('OIDC_CLIENT_ID', 'shop-web');
  const clientSecret = read.text('OIDC_CLIENT_SECRET', 'dev-shop-secret');
  const publicUrl = read.url('PUBLIC_URL', read.text('PUBLIC_URL', 'http://localhost:3000'), [
    'http:',
    'https:',
  ]);
  // The default follows PUBLIC_URL, as the BFF's: both must name the same audience.
  const audienceRaw = read.optional('OIDC_API_AUDIENCE');
  const apiAudience = audienceRaw
    ? read.url('OIDC_API_AUDIENCE', audienceRaw, ['http:', 'https:'])
    : publicUrl;
  const production = env.NODE_ENV === 'production';
  // A known development secret never applies in production: there the clients exist only when set.
  const integrationSecret =
    read.secret('IDP_INTEGRATION_SECRET', 16) ?? (production ? null : DEV_INTEGRATION_SECRET);
  const databaseUrl = read.required('DATABASE_URL');
  if (databaseUrl) read.url('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:'], true);
  const redisUrl = read.text('REDIS_URL', 'redis://127.0.0.1:6379');
  read.url('REDIS_URL', redisUrl, ['redis:', 'rediss:'], true);
  const dataDirRaw = read.text('DATA_DIR', '.data');
  const logLevel = read.oneOf('LOG_LEVEL', 'info', LOG_LEVELS);

  if (read.problems.length > 0) throw new ConfigError(read.problems);

  return {
    port,
    issuer,
    clientId,
    clientSecret,
    publicUrl,
    redirectUri: `${publicUrl}/auth/callback`,
    postLogoutRedirectUris: postLogoutRedirectUrisFor(publicUrl),
    apiAudience,
    integrationSecret,
    // Connection URLs are passed on as given: re-serialising them could re-encode credentials.
    databaseUrl,
    dataDir: isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw),
    redisUrl,
    production,
    logLevel,
  };
}
