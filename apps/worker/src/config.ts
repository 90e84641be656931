export interface WorkerConfig {
  redisUrl: string;
  /** The shop database (price jobs); the launcher always sets it. */
  databaseUrl: string | undefined;
  healthPort: number;
  /** Interface the health port listens on (WORKER_HEALTH_HOST): loopback, or 0.0.0.0 where a probe comes from outside (Kubernetes). */
  healthHost: string;
  logLevel: string;
  /** Where mail is sent (smtp:// or smtps://); unset: the mail queue is not worked on. */
  smtpUrl: string | undefined;
  /** Sender of every mail, e.g. `Shop <shop@localhost>`. */
  mailFrom: string;
  /** The shop's origin in the browser (PUBLIC_URL, as the BFF's): links in mails start with it. */
  publicUrl: string;
  /** Prometheus metrics on the health port's /metrics (METRICS, default on; decision 0135). */
  metrics: boolean;
  /** Webhook delivery (decision 0137): WEBHOOKS_ALLOW_PRIVATE_TARGETS, WEBHOOKS_RETRY_DELAYS_MS, WEBHOOKS_RELAY_POLL_MS. */
  webhooks: { allowPrivateTargets: boolean; retryDelaysMs?: number[]; relayPollMs?: number };
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export const DEFAULT_MAIL_FROM = 'Shop <shop@localhost>';

/** An address, alone or after a display name in angle brackets: `shop@example.com`, `Shop <shop@example.com>`. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** An IPv4 or IPv6 address or a host name, nothing else (no port, no scheme). */
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|[0-9A-Fa-f:]+)$/;

/** A start-up problem of the worker: main prints its message (one line naming the variable) and exits 1. */
export class ConfigError extends Error {}

/** REDIS_URL, checked: the one variable the ops CLI needs. */
export function loadRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (!/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    throw new ConfigError(`Configuration error: malformed REDIS_URL (${redisUrl})`);
  return redisUrl;
}

/** One validated config object for the worker; a malformed variable stops the start, named. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const redisUrl = loadRedisUrl(env);
  const healthPort = Number(env.WORKER_HEALTH_PORT || 3200);
  if (!Number.isInteger(healthPort) || healthPort < 1 || healthPort > 65535) {
    throw new ConfigError(`Configuration error: malformed WORKER_HEALTH_PORT (${env.WORKER_HEALTH_PORT})`);
  }
  const healthHost = env.WORKER_HEALTH_HOST || '127.0.0.1';
  if (!HOST_PATTERN.test(healthHost))
    throw new ConfigError(
      `Configuration error: malformed WORKER_HEALTH_HOST (${healthHost}; an address or host name)`,
    );
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl))
    throw new ConfigError(
      'Configuration error: malformed DATABASE_URL (must start with postgres:// or postgresql://)',
    );
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl))
    throw new ConfigError(
      'Configuration error: malformed SMTP_URL (must be smtp://[user:password@]host[:port] or smtps://…)',
    );
  const mailFrom = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (!MAIL_FROM_PATTERN.test(mailFrom))
    throw new ConfigError(`Configuration error: malformed MAIL_FROM (${mailFrom})`);
  const publicUrl = (env.PUBLIC_URL || DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  if (!isHttpOrigin(publicUrl))
    throw new ConfigError(
      `Configuration error: malformed PUBLIC_URL (${publicUrl}; must be http:// or https://)`,
    );
  const metrics = env.METRICS || 'on';
  if (metrics !== 'on' && metrics !== 'off')
    throw new ConfigError(`Configuration error: malformed METRICS (${metrics}; on or off)`);
  return {
    webhooks: loadWebhookSettings(env),
    redisUrl,
    databaseUrl,
    healthPort,
    healthHost,
    metrics: metrics === 'on',
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl,
    mailFrom,
    publicUrl,
  };
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The webhook settings of the worker; a malformed one stops the start, named. */
function loadWebhookSettings(env: NodeJS.ProcessEnv): WorkerConfig['webhooks'] {
  const allow = env.WEBHOOKS_ALLOW_PRIVATE_TARGETS || '0';
  if (allow !== '0' && allow !== '1')
    throw new ConfigError('Configuration error: malformed WEBHOOKS_ALLOW_PRIVATE_TARGETS (must be 0 or 1)');
  const settings: WorkerConfig['webhooks'] = { allowPrivateTargets: allow === '1' };
  if (env.WEBHOOKS_RETRY_DELAYS_MS) {
    const delays = env.WEBHOOKS_RETRY_DELAYS_MS.split(',').map((part) => Number(part.trim()));
    if (delays.length > 50 || delays.some((delay) => !Number.isInteger(delay) || delay < 0))
      throw new ConfigError(
        'Configuration error: malformed WEBHOOKS_RETRY_DELAYS_MS (comma-separated waits in ms, e.g. 100,100,100)',
      );
    settings.retryDelaysMs = delays;
  }
  if (env.WEBHOOKS_RELAY_POLL_MS) {
    const poll = Number(env.WEBHOOKS_RELAY_POLL_MS);
    if (!Number.isInteger(poll) || poll < 10 || poll > 60_000)
      throw new ConfigError('Configuration error: malformed WEBHOOKS_RELAY_POLL_MS (10 to 60000)');
    settings.relayPollMs = poll;
  }
  return settings;
}
