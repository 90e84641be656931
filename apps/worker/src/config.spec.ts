import { loadWorkerConfig } from './config';

describe('loadWorkerConfig', () => {
  it('applies defaults', () => {
    expect(loadWorkerConfig({})).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      healthPort: 3200,
      logLevel: 'info',
    });
  });

  it('names malformed variables', () => {
    expect(() => loadWorkerConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadWorkerConfig({ WORKER_HEALTH_PORT: '70000' })).toThrow(/WORKER_HEALTH_PORT/);
  });
});
