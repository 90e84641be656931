import { ConfigError, loadRedisUrl, loadWorkerConfig } from './config';

describe('loadWorkerConfig', () => {
  it('applies defaults', () => {
    expect(loadWorkerConfig({})).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      databaseUrl: undefined,
      healthPort: 3200,
      logLevel: 'info',
    });
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
    expect(() => loadWorkerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Configuration error: malformed DATABASE_URL (must start with postgres:// or postgresql://)',
    );
  });

  it('the ops CLI needs only REDIS_URL (a DATABASE_URL it does not use cannot stop it)', () => {
    expect(loadRedisUrl({ DATABASE_URL: 'mysql://x' })).toBe('redis://127.0.0.1:6379');
    expect(() => loadRedisUrl({ REDIS_URL: 'not-a-url' })).toThrow(ConfigError);
  });
});
