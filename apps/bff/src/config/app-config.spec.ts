import { loadConfig } from './app-config';

describe('loadConfig', () => {
  const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5488/postgres' };

  it('applies defaults', () => {
    const config = loadConfig(base);
    expect(config.BFF_PORT).toBe(3100);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.secureCookies).toBe(false);
  });

  it('names a missing variable', () => {
    expect(() => loadConfig({})).toThrow(/DATABASE_URL/);
  });

  it('names malformed variables', () => {
    expect(() => loadConfig({ ...base, BFF_PORT: 'abc' })).toThrow(/BFF_PORT/);
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'localhost' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses the development session secret in production', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret' }).NODE_ENV,
    ).toBe('production');
  });

  it('uses secure cookies behind https', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://shop.example.com' }).secureCookies).toBe(true);
  });
});
