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
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-long-production-secret',
        OPS_TOKEN: 'a-production-ops-token-of-32-chars',
      }).NODE_ENV,
    ).toBe('production');
  });

  it('uses secure cookies behind https', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://shop.example.com' }).secureCookies).toBe(true);
  });

  it('takes an ops token of 32 printable characters or more, and requires one in production', () => {
    const token = 'x'.repeat(31);
    expect(loadConfig(base).OPS_TOKEN).toBeUndefined();
    expect(loadConfig({ ...base, OPS_TOKEN: '' }).OPS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ ...base, OPS_TOKEN: token })).toThrow(/OPS_TOKEN/);
    expect(() => loadConfig({ ...base, OPS_TOKEN: `${token}y z` })).toThrow(/OPS_TOKEN/);
    expect(loadConfig({ ...base, OPS_TOKEN: `${token}y` }).OPS_TOKEN).toBe(`${token}y`);
    const production = { ...base, NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret' };
    expect(() => loadConfig(production)).toThrow(/OPS_TOKEN must be set in production/);
    expect(loadConfig({ ...production, OPS_TOKEN: `${token}y` }).NODE_ENV).toBe('production');
  });

  it('stops on malformed external shop URLs, naming the variable', () => {
    expect(() => loadConfig({ ...base, EXTERNAL_SHOP_URLS: 'AT=https://at.example.com' })).toThrow(
      'malformed EXTERNAL_SHOP_URLS ("AT" is not a country of an external shop',
    );
    expect(loadConfig({ ...base, EXTERNAL_SHOP_URLS: 'RS=https://rs.example.com/' }).externalShops).toEqual({
      RS: 'https://rs.example.com/',
    });
  });
});
