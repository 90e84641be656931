import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('takes only a PostgreSQL URL as DATABASE_URL', () => {
    for (const url of ['mysql://x', 'http://db/x', 'postgres:x', 'postgres:// x']) {
      expect(() => loadConfig({ ...base, DATABASE_URL: url })).toThrow(
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
      );
    }
    for (const url of ['postgres://u@h/x', 'postgresql://u:p@h:5433/x?sslmode=require']) {
      expect(loadConfig({ ...base, DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
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

  it("takes the bearer tokens' audience from OIDC_API_AUDIENCE, else PUBLIC_URL, without trailing slash", () => {
    expect(loadConfig(base).apiAudience).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://Shop.example/' }).apiAudience).toBe(
      'https://shop.example',
    );
    expect(loadConfig({ ...base, OIDC_API_AUDIENCE: 'https://api.shop.example/v1/' }).apiAudience).toBe(
      'https://api.shop.example/v1',
    );
    expect(() => loadConfig({ ...base, OIDC_API_AUDIENCE: 'shop-api' })).toThrow(/OIDC_API_AUDIENCE/);
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

  it('has safe GraphQL limits by default and takes others', () => {
    expect(loadConfig(base).graphqlLimits).toEqual({
      maxDepth: 16,
      maxAliases: 20,
      maxRootFields: 10,
      maxDirectives: 20,
      maxTokens: 1000,
      maxCost: 5000,
    });
    expect(loadConfig(base).GRAPHQL_DEADLINE_MS).toBe(10_000);
    const custom = loadConfig({ ...base, GRAPHQL_MAX_COST: '800', GRAPHQL_DEADLINE_MS: '2500' });
    expect([custom.graphqlLimits.maxCost, custom.GRAPHQL_DEADLINE_MS]).toEqual([800, 2500]);
    for (const [name, value] of [
      ['GRAPHQL_MAX_DEPTH', '0'],
      ['GRAPHQL_MAX_ALIASES', 'many'],
      ['GRAPHQL_MAX_TOKENS', '99'],
      ['GRAPHQL_MAX_COST', '1.5'],
      ['GRAPHQL_DEADLINE_MS', '0'],
      ['GRAPHQL_INTROSPECTION', 'yes'],
    ])
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });

  it('has introspection outside production, and in production only with GRAPHQL_INTROSPECTION=true', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-production-secret',
      OPS_TOKEN: 'a-production-ops-token-of-32-chars',
    };
    expect(loadConfig(base).graphqlIntrospection).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ ...base, GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(loadConfig(production).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
  });

  it('serves the web app only with WEB_PORT, and refuses to start without a built one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    try {
      expect(loadConfig(base).webApp).toBeNull();
      expect(() => loadConfig({ ...base, WEB_PORT: 'web' })).toThrow(/WEB_PORT/);
      expect(() => loadConfig({ ...base, WEB_PORT: '3000', WEB_DIST_DIR: dist })).toThrow(
        `Configuration error: WEB_PORT is set but WEB_DIST_DIR (${dist}) holds no built web app`,
      );
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      expect(loadConfig({ ...base, WEB_PORT: '3000', WEB_DIST_DIR: dist }).webApp).toEqual({
        port: 3000,
        host: '127.0.0.1',
        distDir: dist,
      });
      const container = { ...base, WEB_PORT: '3000', WEB_HOST: '0.0.0.0', WEB_DIST_DIR: dist };
      expect(loadConfig(container).webApp?.host).toBe('0.0.0.0');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('has trusted documents only in production and allowed beside any document elsewhere', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-production-secret',
      OPS_TOKEN: 'a-production-ops-token-of-32-chars',
    };
    expect(loadConfig(base).trustedDocuments).toBe('allow');
    expect(loadConfig(production).trustedDocuments).toBe('only');
    expect(loadConfig({ ...production, GRAPHQL_TRUSTED_DOCUMENTS: 'off' }).trustedDocuments).toBe('off');
    expect(loadConfig({ ...base, GRAPHQL_TRUSTED_DOCUMENTS: 'only' }).trustedDocuments).toBe('only');
    expect(() => loadConfig({ ...base, GRAPHQL_TRUSTED_DOCUMENTS: 'strict' })).toThrow(
      'GRAPHQL_TRUSTED_DOCUMENTS',
    );
  });

  it('trusts no proxy unless TRUST_PROXY names some; production on https needs one', () => {
    expect(loadConfig(base).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-production-secret',
      OPS_TOKEN: 'a-production-ops-token-of-32-chars',
      PUBLIC_URL: 'https://shop.example',
    };
    expect(() => loadConfig(production)).toThrow('TRUST_PROXY must name the TLS proxy');
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toBe('10.0.0.5');
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://shop.internal' }).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, uniquelocal' }).TRUST_PROXY).toBe(
      'loopback, uniquelocal',
    );
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'loopback; drop' })).toThrow('TRUST_PROXY');
  });

  it('has the rate limit on in production only, unless RATE_LIMIT says otherwise', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-production-secret',
      OPS_TOKEN: 'a-production-ops-token-of-32-chars',
    };
    expect(loadConfig(base).rateLimit).toBeNull();
    expect(loadConfig({ ...production, RATE_LIMIT: 'off' }).rateLimit).toBeNull();
    expect(loadConfig(production).rateLimit).toEqual({ windowSeconds: 60, max: 1200, integrationMax: 6000 });
    expect(
      loadConfig({
        ...base,
        RATE_LIMIT: 'on',
        RATE_LIMIT_WINDOW_SECONDS: '10',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_INTEGRATION_MAX: '50',
      }).rateLimit,
    ).toEqual({ windowSeconds: 10, max: 5, integrationMax: 50 });
    for (const [name, value] of [
      ['RATE_LIMIT', 'yes'],
      ['RATE_LIMIT_WINDOW_SECONDS', '0'],
      ['RATE_LIMIT_MAX', '0'],
      ['RATE_LIMIT_INTEGRATION_MAX', 'lots'],
    ])
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });
});
