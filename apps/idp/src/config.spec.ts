import { LOCALE_CODES } from '@shop/locales';
import { ConfigError, DEV_INTEGRATION_SECRET, loadConfig } from './config';

const BASE = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' };

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env, '/srv/shop');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.variable);
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(BASE, '/srv/shop');
    expect(config).toMatchObject({
      port: 3300,
      issuer: 'http://localhost:3300',
      clientId: 'shop-web',
      clientSecret: 'dev-shop-secret',
      publicUrl: 'http://localhost:3000',
      redirectUri: 'http://localhost:3000/auth/callback',
      databaseUrl: BASE.DATABASE_URL,
      dataDir: '/srv/shop/.data',
      redisUrl: 'redis://127.0.0.1:6379',
      production: false,
      logLevel: 'info',
    });
  });

  it('registers the shop root and every locale start page as post-logout URIs', () => {
    const { postLogoutRedirectUris } = loadConfig({ ...BASE, PUBLIC_URL: 'https://shop.example/' }, '/srv');
    expect(postLogoutRedirectUris).toContain('https://shop.example/');
    for (const locale of LOCALE_CODES) {
      expect(postLogoutRedirectUris).toContain(`https://shop.example/${locale}`);
      expect(postLogoutRedirectUris).toContain(`https://shop.example/${locale}/`);
    }
    expect(postLogoutRedirectUris).toHaveLength(1 + 2 * LOCALE_CODES.length);
  });

  it('reads every variable and normalises trailing slashes', () => {
    const config = loadConfig(
      {
        ...BASE,
        IDP_PORT: '4400',
        OIDC_ISSUER: 'https://id.shop.example/',
        OIDC_CLIENT_ID: 'web',
        OIDC_CLIENT_SECRET: 's3cret',
        PUBLIC_URL: 'https://shop.example/',
        DATA_DIR: '/var/lib/shop',
        REDIS_URL: 'rediss://cache.example:6380/2',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 4400,
      issuer: 'https://id.shop.example',
      clientId: 'web',
      clientSecret: 's3cret',
      redirectUri: 'https://shop.example/auth/callback',
      dataDir: '/var/lib/shop',
      redisUrl: 'rediss://cache.example:6380/2',
      production: true,
      logLevel: 'warn',
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ ...BASE, IDP_PORT: '  ', OIDC_CLIENT_ID: '' }, '/srv')).toMatchObject({
      port: 3300,
      clientId: 'shop-web',
    });
  });

  it('requires DATABASE_URL and names it', () => {
    expect(() => loadConfig({}, '/srv')).toThrow(/DATABASE_URL is required/);
    expect(problemsOf({})).toEqual(['DATABASE_URL']);
  });

  it.each([
    ['IDP_PORT', 'abc'],
    ['IDP_PORT', '70000'],
    ['IDP_PORT', '0'],
    ['OIDC_ISSUER', 'localhost:3300'],
    ['OIDC_ISSUER', 'ftp://id.example'],
    ['OIDC_ISSUER', 'http://id.example/?x=1'],
    ['OIDC_ISSUER', 'http://id.example/realm'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'http://shop.example/#top'],
    ['DATABASE_URL', 'mysql://db/shop'],
    ['DATABASE_URL', 'not a url'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    expect(problemsOf({ ...BASE, [variable]: value })).toEqual([variable]);
    expect(() => loadConfig({ ...BASE, [variable]: value }, '/srv')).toThrow(new RegExp(`${variable} must`));
  });

  it('reports all problems at once', () => {
    expect(problemsOf({ IDP_PORT: 'x', PUBLIC_URL: 'nope' })).toEqual([
      'IDP_PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
    ]);
  });

  it('derives the default issuer from IDP_PORT, as the launcher does', () => {
    expect(loadConfig({ ...BASE, IDP_PORT: '4410' }, '/srv').issuer).toBe('http://localhost:4410');
    expect(loadConfig({ ...BASE, IDP_PORT: '4410', OIDC_ISSUER: 'https://id.example' }, '/srv').issuer).toBe(
      'https://id.example',
    );
  });

  it('says "Configuration error" and never repeats a password of a rejected URL', () => {
    const problem = () => loadConfig({ DATABASE_URL: 'mysql://app:s3cret@db/shop' }, '/srv');
    expect(problem).toThrow(/^Configuration error: DATABASE_URL must use postgres: or postgresql:/);
    expect(problem).toThrow('got "mysql://app:***@db/shop"');
    expect(problem).not.toThrow(/s3cret/);
  });

  it("takes the shop API's audience from OIDC_API_AUDIENCE, else the shop origin (decision 0047)", () => {
    expect(loadConfig({ ...BASE, PUBLIC_URL: 'https://shop.example/' }, '/srv').apiAudience).toBe(
      'https://shop.example',
    );
    expect(loadConfig({ ...BASE, OIDC_API_AUDIENCE: 'https://api.shop.example/' }, '/srv').apiAudience).toBe(
      'https://api.shop.example',
    );
    expect(problemsOf({ ...BASE, OIDC_API_AUDIENCE: 'https://api.example/#x' })).toEqual([
      'OIDC_API_AUDIENCE',
    ]);
  });

  it('gives the integration clients the development secret only outside production', () => {
    expect(loadConfig(BASE, '/srv').integrationSecret).toBe(DEV_INTEGRATION_SECRET);
    expect(loadConfig({ ...BASE, NODE_ENV: 'production' }, '/srv').integrationSecret).toBeNull();
    const secret = 'a-long-integration-secret';
    expect(
      loadConfig({ ...BASE, NODE_ENV: 'production', IDP_INTEGRATION_SECRET: secret }, '/srv')
        .integrationSecret,
    ).toBe(secret);
    expect(problemsOf({ ...BASE, IDP_INTEGRATION_SECRET: 'short' })).toEqual(['IDP_INTEGRATION_SECRET']);
    expect(problemsOf({ ...BASE, IDP_INTEGRATION_SECRET: 'has a space in it!' })).toEqual([
      'IDP_INTEGRATION_SECRET',
    ]);
  });

  it('accepts connection options in the database URL', () => {
    const url = 'postgresql://app:p%40ss@db.example:5432/shop?sslmode=require';
    expect(loadConfig({ DATABASE_URL: url }, '/srv').databaseUrl).toBe(url);
  });
});
