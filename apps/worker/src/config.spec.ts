import { ConfigError, loadRedisUrl, loadWorkerConfig } from './config';

describe('loadWorkerConfig', () => {
  it('applies defaults', () => {
    expect(loadWorkerConfig({})).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      databaseUrl: undefined,
      healthPort: 3200,
      healthHost: '127.0.0.1',
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Shop <shop@localhost>',
      publicUrl: 'http://localhost:3000',
      metrics: true,
      webhooks: { allowPrivateTargets: false },
    });
  });

  it('listens for probes on the interface WORKER_HEALTH_HOST names, and refuses a malformed one', () => {
    expect(loadWorkerConfig({ WORKER_HEALTH_HOST: '0.0.0.0' }).healthHost).toBe('0.0.0.0');
    expect(loadWorkerConfig({ WORKER_HEALTH_HOST: '::' }).healthHost).toBe('::');
    expect(() => loadWorkerConfig({ WORKER_HEALTH_HOST: 'http://0.0.0.0:3200' })).toThrow(
      /malformed WORKER_HEALTH_HOST/,
    );
  });

  it('reads the webhook settings (decision 0137) and names malformed ones', () => {
    expect(
      loadWorkerConfig({
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1',
        WEBHOOKS_RETRY_DELAYS_MS: '100, 200,0',
        WEBHOOKS_RELAY_POLL_MS: '50',
      }).webhooks,
    ).toEqual({ allowPrivateTargets: true, retryDelaysMs: [100, 200, 0], relayPollMs: 50 });
    expect(() => loadWorkerConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(
      /WEBHOOKS_ALLOW_PRIVATE_TARGETS/,
    );
    // Unset, the worker keeps the 24-hour schedule (WEBHOOK_RETRY_DELAYS_MS, pinned in libs/jobs).
    expect(loadWorkerConfig({}).webhooks).toEqual({ allowPrivateTargets: false });
    expect(() => loadWorkerConfig({ WEBHOOKS_RETRY_DELAYS_MS: '1,x' })).toThrow(/WEBHOOKS_RETRY_DELAYS_MS/);
    expect(() => loadWorkerConfig({ WEBHOOKS_RELAY_POLL_MS: '1' })).toThrow(/WEBHOOKS_RELAY_POLL_MS/);
  });

  it('reads PUBLIC_URL for the links in mails, without a trailing slash', () => {
    expect(loadWorkerConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
    expect(() => loadWorkerConfig({ PUBLIC_URL: 'shop.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadWorkerConfig({ PUBLIC_URL: 'ftp://shop.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('reads SMTP_URL and MAIL_FROM', () => {
    const config = loadWorkerConfig({
      SMTP_URL: 'smtps://shop%40example.com:secret@mail.example.com:465',
      MAIL_FROM: '"Hygiene Shop" <orders@example.com>',
    });
    expect(config.smtpUrl).toBe('smtps://shop%40example.com:secret@mail.example.com:465');
    expect(config.mailFrom).toBe('"Hygiene Shop" <orders@example.com>');
    expect(loadWorkerConfig({ MAIL_FROM: 'orders@example.com' }).mailFrom).toBe('orders@example.com');
  });

  it('reads DATABASE_URL', () => {
    expect(loadWorkerConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/shop' }).databaseUrl).toBe(
      'postgresql://u:p@db:5432/shop',
    );
  });

  it('names malformed variables with a ConfigError', () => {
    expect(() => loadWorkerConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadWorkerConfig({ WORKER_HEALTH_PORT: '70000' })).toThrow(/WORKER_HEALTH_PORT/);
    expect(() => loadWorkerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadWorkerConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    // The message never repeats the URL: it may carry a password.
    expect(() => loadWorkerConfig({ SMTP_URL: 'smtp://user:secret@' })).toThrow(
      'Configuration error: malformed SMTP_URL (must be smtp://[user:password@]host[:port] or smtps://…)',
    );
    expect(() => loadWorkerConfig({ MAIL_FROM: 'Shop' })).toThrow(/MAIL_FROM/);
    expect(() => loadWorkerConfig({ METRICS: 'yes' })).toThrow(/METRICS/);
    expect(loadWorkerConfig({ METRICS: 'off' }).metrics).toBe(false);
    expect(() => loadWorkerConfig({ MAIL_FROM: 'Shop <a@b.c>\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
    expect(() => loadWorkerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Configuration error: malformed DATABASE_URL (must start with postgres:// or postgresql://)',
    );
  });

  it('the ops CLI needs only REDIS_URL (a DATABASE_URL it does not use cannot stop it)', () => {
    expect(loadRedisUrl({ DATABASE_URL: 'mysql://x' })).toBe('redis://127.0.0.1:6379');
    expect(() => loadRedisUrl({ REDIS_URL: 'not-a-url' })).toThrow(ConfigError);
  });
});
