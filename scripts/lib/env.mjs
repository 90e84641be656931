// The configuration variables of the whole shop, in one list: the launcher applies the defaults, the
// README documents them and scripts/test/compose.spec.ts checks compose and the apps against this list.

/**
 * usedBy names who reads a variable: the apps (idp, bff, worker; web: its build and dev server), the seed CLI (seed; the migrate
 * service in compose), the launcher scripts, the jest tests and the Playwright tests (e2e).
 * @typedef {{ name: string, default: string | null, usedBy: string[], description: string }} ConfigVar
 */

/** @type {ConfigVar[]} */
export const CONFIG_VARS = [
  {
    name: 'DATA_DIR',
    default: '.data',
    usedBy: ['launcher', 'idp', 'worker'],
    description: 'Data folder: embedded database, documents, local redis-server files.',
  },
  {
    name: 'DATABASE_URL',
    default: null,
    usedBy: ['seed', 'idp', 'bff', 'worker'],
    description:
      'PostgreSQL connection URL. Unset: the launcher serves embedded PGlite at postgres://postgres@127.0.0.1:5488/postgres.',
  },
  {
    name: 'PGLITE_PORT',
    default: '5488',
    usedBy: ['launcher'],
    description: 'Port of the embedded database (only when DATABASE_URL is unset).',
  },
  {
    name: 'REDIS_URL',
    default: 'redis://127.0.0.1:6379',
    usedBy: ['launcher', 'idp', 'bff', 'worker'],
    description:
      'Redis for cache, sessions, queues and events. A local URL that does not answer makes the launcher start redis-server.',
  },
  {
    name: 'SMTP_URL',
    default: null,
    usedBy: ['launcher', 'worker'],
    description:
      'SMTP server the worker sends mail through: `smtp://[user:password@]host[:port]` (STARTTLS when offered) or `smtps://…` (TLS). Unset: the launcher starts a local mail catcher and sends every mail there.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Shop <shop@localhost>',
    usedBy: ['worker'],
    description: 'Sender of the mails, an address alone or `Name <address>`.',
  },
  {
    name: 'MAIL_SMTP_PORT',
    default: '1025',
    usedBy: ['launcher'],
    description: 'SMTP port of the local mail catcher (only when SMTP_URL is unset).',
  },
  {
    name: 'MAIL_WEB_PORT',
    default: '1080',
    usedBy: ['launcher'],
    description:
      'Port of the local mail catcher’s web inbox, http://localhost:1080 by default, and its API under /api (only when SMTP_URL is unset).',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:3000',
    usedBy: ['idp', 'bff', 'worker'],
    description: 'The one origin the browser uses for the shop.',
  },
  {
    name: 'TRUST_PROXY',
    default: null,
    usedBy: ['bff'],
    description:
      'Proxies whose X-Forwarded-For/-Proto the BFF believes (`loopback`, `uniquelocal`, addresses, CIDRs, comma-separated). Unset: none (decision 0073); required in production with an https PUBLIC_URL.',
  },
  {
    name: 'WEB_PORT',
    default: '3000',
    usedBy: ['launcher', 'bff'],
    description:
      'Port of the shop’s origin (PUBLIC_URL): the BFF serves the built web app and its API on it. Unset for the BFF alone: it serves its API only, on BFF_PORT.',
  },
  {
    name: 'BFF_PORT',
    default: '3100',
    usedBy: ['bff'],
    description:
      'Internal port of the BFF (GraphQL, REST, SSE, auth, health; the web app too when WEB_PORT is set): health checks, the dev server, benchmarks.',
  },
  {
    name: 'BFF_HOST',
    default: '127.0.0.1',
    usedBy: ['bff'],
    description: 'Interface BFF_PORT listens on (0.0.0.0 in containers).',
  },
  {
    name: 'WEB_HOST',
    default: '127.0.0.1',
    usedBy: ['bff', 'web'],
    description: 'Interface WEB_PORT (and the dev server) listens on (0.0.0.0 in containers).',
  },
  {
    name: 'WEB_DIST_DIR',
    default: null,
    usedBy: ['bff'],
    description:
      'Folder of the built web app the BFF serves on WEB_PORT. Unset: dist/apps/web of the build the BFF runs from.',
  },
  {
    name: 'DEV_WEB_PORT',
    default: '5173',
    usedBy: ['web'],
    description:
      'Port of the Vite dev server with HMR (`npm run dev:web`, development only); run the shop with PUBLIC_URL on it.',
  },
  {
    name: 'BFF_URL',
    default: 'http://127.0.0.1:${BFF_PORT}',
    usedBy: ['web'],
    description: 'Where the Vite dev server proxies API calls to.',
  },
  {
    name: 'IDP_PORT',
    default: '3300',
    usedBy: ['idp'],
    description: 'Port of the development OpenID Connect provider.',
  },
  {
    name: 'OIDC_ISSUER',
    default: 'http://localhost:${IDP_PORT}',
    usedBy: ['idp', 'bff'],
    description: 'Issuer URL of the OpenID Connect provider, reachable by the browser and the BFF.',
  },
  {
    name: 'OIDC_CLIENT_ID',
    default: 'shop-web',
    usedBy: ['idp', 'bff'],
    description: 'OpenID Connect client id of the shop.',
  },
  {
    name: 'OIDC_CLIENT_SECRET',
    default: 'dev-shop-secret',
    usedBy: ['idp', 'bff'],
    description: 'OpenID Connect client secret of the shop.',
  },
  {
    name: 'OIDC_API_AUDIENCE',
    default: '${PUBLIC_URL}',
    usedBy: ['idp', 'bff'],
    description:
      'Audience of access tokens for the shop API (bearer tokens, docs/integrators.md): the IdP issues JWTs for it, the BFF accepts only tokens that name it. Trailing slashes are dropped.',
  },
  {
    name: 'IDP_INTEGRATION_SECRET',
    default: null,
    usedBy: ['launcher', 'idp', 'tests'],
    description:
      'Client secret of the development IdP’s integration clients `integration-<m>` (16+ printable characters). Unset: `dev-integration-secret`, but with NODE_ENV=production the IdP registers none.',
  },
  {
    name: 'SESSION_SECRET',
    default: 'dev-session-secret-change-me',
    usedBy: ['bff'],
    description:
      'Secret that signs the session cookie (16 characters or more); the default is refused in production.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    usedBy: ['idp', 'bff', 'worker'],
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'BUILD_ID',
    default: null,
    usedBy: ['bff', 'web'],
    description:
      'Identifier of the deployed build (optional). The web build writes it (or a generated one) into the bundle and builds/latest.json.',
  },
  {
    name: 'OPS_TOKEN',
    default: null,
    usedBy: ['launcher', 'bff'],
    description:
      'Bearer credential of the ops routes (/api/ops/*), 32+ printable characters; required in production. Unset: the launcher generates one into DATA_DIR/ops-token.',
  },
  {
    name: 'ERROR_REPORT_API_KEY',
    default: null,
    usedBy: ['bff'],
    description:
      "API key of the web's error reporter (32 hexadecimal digits, not a secret: every page reads it from GET /api/client-settings). Another value or none keeps the reporter in mock mode (nothing sent). Unset: a development key, none with NODE_ENV=production.",
  },
  {
    name: 'WEB_THIRD_PARTY_SCRIPTS',
    default: null,
    usedBy: ['bff'],
    description:
      'Third-party scripts the web loads after its first render: `kind=https-url` pairs (kinds consent, tag-manager, ab-testing) separated by spaces or commas. Unset: none, nothing external is loaded.',
  },
  {
    name: 'OFFLINE_CATALOGUE_URL',
    default: '/api/products',
    usedBy: ['bff'],
    description:
      'Where the scan-me page loads its offline catalogue: a path on the shop origin, or `off` (the page then works online only; decision 0106).',
  },
  {
    name: 'PREVIEW_TOKEN',
    default: null,
    usedBy: ['bff'],
    description:
      'Token of the content preview (/{locale}/preview/{slug}?token=…), 16+ printable characters; drafts show only there. Unset: every preview answers 404.',
  },
  {
    name: 'EXTERNAL_SHOP_URLS',
    default: null,
    usedBy: ['bff'],
    description:
      'Regional shops of the countries without a shop here, e.g. `RS=https://shop.example.rs/,HU=https://shop.example.hu/`; unlisted countries keep the built-in default.',
  },
  {
    name: 'GRAPHQL_MAX_DEPTH',
    default: '16',
    usedBy: ['bff'],
    description: 'Deepest nesting of fields in a GraphQL operation (fragments are no level). See "Limits".',
  },
  {
    name: 'GRAPHQL_MAX_ALIASES',
    default: '20',
    usedBy: ['bff'],
    description: 'Most aliased fields in a GraphQL operation.',
  },
  {
    name: 'GRAPHQL_MAX_ROOT_FIELDS',
    default: '10',
    usedBy: ['bff'],
    description: 'Most fields at the root of a GraphQL operation (each one a call of its own).',
  },
  {
    name: 'GRAPHQL_MAX_DIRECTIVES',
    default: '20',
    usedBy: ['bff'],
    description: 'Most directives in a GraphQL operation.',
  },
  {
    name: 'GRAPHQL_MAX_TOKENS',
    default: '1000',
    usedBy: ['bff'],
    description: 'Most lexical tokens in a GraphQL document (parsing stops there).',
  },
  {
    name: 'GRAPHQL_MAX_COST',
    default: '5000',
    usedBy: ['bff'],
    description: 'Highest cost of a GraphQL operation: its fields, multiplied by the list sizes asked for.',
  },
  {
    name: 'GRAPHQL_DEADLINE_MS',
    default: '10000',
    usedBy: ['bff'],
    description:
      'Execution deadline of a GraphQL operation; past it the answer ends with error.deadline-exceeded.',
  },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    default: '0',
    usedBy: ['bff'],
    description:
      'How long a stopping BFF keeps serving while /health/ready answers 503 draining, so a load balancer takes it out first (the cluster sets 3000).',
  },
  {
    name: 'METRICS',
    default: 'on',
    usedBy: ['bff', 'worker'],
    description:
      'on|off: Prometheus metrics at /metrics on the internal ports (the BFF on BFF_PORT, never the public origin; the worker on WORKER_HEALTH_PORT), decision 0135.',
  },
  {
    name: 'RESPONSE_CACHE',
    default: 'on',
    usedBy: ['bff'],
    description:
      'on|off: warm GraphQL catalogue and price reads answered from the BFF process memory (decision 0055).',
  },
  {
    name: 'RESPONSE_CACHE_TTL_MS',
    default: '60000',
    usedBy: ['bff'],
    description:
      'Longest life of a stored GraphQL answer; catalogue and price changes empty the cache earlier.',
  },
  {
    name: 'RESPONSE_CACHE_MAX_MB',
    default: '64',
    usedBy: ['bff'],
    description: 'Memory of the BFF response cache in MiB; the oldest answers go first.',
  },
  {
    name: 'SESSION_LOCAL_MS',
    default: '5000',
    usedBy: ['bff'],
    description:
      'How long a BFF process reuses a session it read or wrote without asking Redis; 0 asks every time.',
  },
  {
    name: 'GRAPHQL_INTROSPECTION',
    default: null,
    usedBy: ['bff'],
    description:
      '`true` or `false`: GraphQL introspection and field suggestions. Unset: on, off with NODE_ENV=production.',
  },
  {
    name: 'GRAPHQL_TRUSTED_DOCUMENTS',
    default: null,
    usedBy: ['bff'],
    description:
      '`only`, `allow` or `off`: `only` runs nothing but the documents of the manifests (by hash or as their text), `allow` also any other text, `off` takes no hashes. Unset: `only` with NODE_ENV=production, else `allow`. See "Limits".',
  },
  {
    name: 'GRAPHQL_TRUSTED_DOCUMENTS_DIR',
    default: 'apps/bff/trusted-documents',
    usedBy: ['bff'],
    description:
      'Folder of the trusted-document manifests, one `<client>.json` each (`{ "<sha256>": "<document>" }`); the web\'s is web.json.',
  },
  {
    name: 'RATE_LIMIT',
    default: null,
    usedBy: ['bff'],
    description:
      '`on` or `off`: requests per caller (signed-in session, bearer client, else IP address) and window, counted in Redis; 429 over the budget. Unset: on with NODE_ENV=production only. The test launcher and the benchmarks set `off`.',
  },
  {
    name: 'RATE_LIMIT_WINDOW_SECONDS',
    default: '60',
    usedBy: ['bff'],
    description: 'Length of a rate-limit window in seconds.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '1200',
    usedBy: ['bff'],
    description: 'Requests per window of a signed-in session, a bearer client or an IP address.',
  },
  {
    name: 'RATE_LIMIT_INTEGRATION_MAX',
    default: '6000',
    usedBy: ['bff'],
    description: 'Requests per window of an integration client (a bearer token marked as integration).',
  },
  {
    name: 'WEBHOOKS_ALLOW_PRIVATE_TARGETS',
    default: null,
    usedBy: ['bff', 'worker'],
    description:
      '`1`: webhook subscriptions may name http URLs and loopback, link-local and private addresses (a receiver on this machine, e.g. the example integrator client). `0`: https to public addresses only, checked when subscribing and at every delivery (decision 0136). Unset: `1` when the launcher starts the shop (`npm start`, the tests) without NODE_ENV=production, else `0`.',
  },
  {
    name: 'WEBHOOKS_RETRY_DELAYS_MS',
    default: null,
    usedBy: ['worker'],
    description:
      'Waits in ms before each retry of a failed webhook delivery, comma-separated (tests use short ones). Unset: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 8 h: 11 attempts over about 24 hours (decision 0137).',
  },
  {
    name: 'WEBHOOKS_RELAY_POLL_MS',
    default: null,
    usedBy: ['worker'],
    description:
      'How often the worker looks for new webhook events in the outbox, in ms (10–60000). Unset: 200.',
  },
  {
    name: 'WORKER_HEALTH_PORT',
    default: '3200',
    usedBy: ['worker'],
    description: 'Port of the worker health endpoint.',
  },
  {
    name: 'WORKER_HEALTH_HOST',
    default: '127.0.0.1',
    usedBy: ['worker'],
    description:
      'Interface WORKER_HEALTH_PORT listens on (0.0.0.0 in containers, so that probes and scrapers reach it).',
  },
  {
    name: 'SEED_SCALE',
    default: '1',
    usedBy: ['launcher', 'seed'],
    description: 'Size factor of the generated seed data (same as `npm run seed -- --scale N`).',
  },
  {
    name: 'TEST_DATABASE_URL_PG',
    default: null,
    usedBy: ['tests'],
    description:
      "PostgreSQL of `npm test`'s separate PostgreSQL step (default postgres://postgres@127.0.0.1:5432/postgres, run when it answers). All other tests use the embedded database.",
  },
  {
    name: 'TEST_REQUIRE_POSTGRES',
    default: null,
    usedBy: ['tests'],
    description:
      '`1`: `npm test` fails when no PostgreSQL answers for its PostgreSQL step, instead of noting that it did not run.',
  },
  {
    name: 'TEST_REDIS_URL',
    default: null,
    usedBy: ['tests'],
    description:
      'Redis server for `npm test` instead of a redis-server of its own. Tests claim only empty databases there (never 0), or only the one the URL names; REDIS_URL is never used by tests.',
  },
  {
    name: 'BASE_URL',
    default: 'http://localhost:3000',
    usedBy: ['e2e'],
    description: 'Shop origin the Playwright tests open.',
  },
  {
    name: 'E2E_TRACE',
    default: 'off',
    usedBy: ['e2e'],
    description:
      "retain-on-failure: Playwright keeps a trace of each failed e2e test (off by default: traces cost a third of the browser's CPU).",
  },
  {
    name: 'CHROMIUM_PATH',
    default: '/usr/bin/chromium-headless-shell',
    usedBy: ['e2e'],
    description:
      "Chromium executable for the Playwright tests (Debian's headless shell by default; /usr/bin/chromium works too).",
  },
];

/** Variables that are not shop configuration but may be read by any process. */
export const PLATFORM_VARS = ['NODE_ENV', 'CI', 'HOME', 'PATH', 'TZ', 'NO_COLOR', 'FORCE_COLOR'];

export const CONFIG_VAR_NAMES = CONFIG_VARS.map((v) => v.name);

export const EMBEDDED_DB_USER = 'postgres';

/** @param {string | number} port */
export function embeddedDatabaseUrl(port) {
  return `postgres://${EMBEDDED_DB_USER}@127.0.0.1:${port}/postgres`;
}

/**
 * Returns a copy of env with every unset (or empty) configuration variable set to its default.
 * DATABASE_URL and TEST_DATABASE_URL_PG stay unset: their absence has a meaning.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function withDefaults(env) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined) out[key] = value;
  for (const v of CONFIG_VARS) {
    if (v.default === null || (out[v.name] !== undefined && out[v.name] !== '')) continue;
    out[v.name] = v.default.replace(/\$\{(\w+)\}/g, (_, name) => out[name] ?? '');
  }
  return out;
}

/** @param {string} host */
export function isLocalHost(host) {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || h.startsWith('127.') || h === '0.0.0.0';
}

/**
 * @param {string} url
 * @returns {{ host: string, port: number, tls: boolean, username: string, password: string, db: number | null }}
 */
export function parseRedisUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`REDIS_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got ${url}`);
  }
  const dbPath = parsed.pathname.replace(/^\//, '');
  if (dbPath !== '' && !/^\d+$/.test(dbPath)) throw new Error(`REDIS_URL database must be a number: ${url}`);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    tls: parsed.protocol === 'rediss:',
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    db: dbPath === '' ? null : Number(dbPath),
  };
}

/**
 * The same Redis with another logical database, unless the URL already names one.
 * @param {string} url
 * @param {number} db
 */
export function redisUrlWithDefaultDb(url, db) {
  if (parseRedisUrl(url).db !== null) return url;
  const parsed = new URL(url);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

/**
 * @param {string} url
 * @returns {{ host: string, port: number }}
 */
export function parseDatabaseUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a URL');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 5432,
  };
}

/**
 * @param {string} url
 * @returns {{ host: string, port: number, tls: boolean }}
 */
export function parseSmtpUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL is not a URL');
  }
  if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new Error('SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…');
  }
  const tls = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    // nodemailer's defaults: 465 for TLS from the start, else 587 (submission).
    port: parsed.port ? Number(parsed.port) : tls ? 465 : 587,
    tls,
  };
}
