describe('env', () => {
  const load = () => import('../lib/env.mjs');

  it('applies defaults only to unset or empty variables and keeps DATABASE_URL unset', async () => {
    const { withDefaults } = await load();
    const env = withDefaults({ BFF_PORT: '4100', REDIS_URL: '', PATH: '/bin' });
    expect(env.BFF_PORT).toBe('4100');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.DATA_DIR).toBe('.data');
    expect(env.PATH).toBe('/bin');
    expect('DATABASE_URL' in env).toBe(false);
    expect('TEST_DATABASE_URL_PG' in env).toBe(false);
  });

  it('derives BFF_URL from BFF_PORT unless BFF_URL is given', async () => {
    const { withDefaults } = await load();
    expect(withDefaults({ BFF_PORT: '4100' }).BFF_URL).toBe('http://127.0.0.1:4100');
    expect(withDefaults({}).BFF_URL).toBe('http://127.0.0.1:3100');
    expect(withDefaults({ BFF_URL: 'http://bff:3100' }).BFF_URL).toBe('http://bff:3100');
  });

  it('derives OIDC_ISSUER from IDP_PORT unless OIDC_ISSUER is given', async () => {
    const { withDefaults } = await load();
    expect(withDefaults({ IDP_PORT: '4300' }).OIDC_ISSUER).toBe('http://localhost:4300');
    expect(withDefaults({}).OIDC_ISSUER).toBe('http://localhost:3300');
    expect(withDefaults({ IDP_PORT: '4300', OIDC_ISSUER: '' }).OIDC_ISSUER).toBe('http://localhost:4300');
    expect(withDefaults({ IDP_PORT: '4300', OIDC_ISSUER: 'https://login.example.com' }).OIDC_ISSUER).toBe(
      'https://login.example.com',
    );
  });

  it('parses REDIS_URL', async () => {
    const { parseRedisUrl } = await load();
    expect(parseRedisUrl('redis://127.0.0.1:6379')).toEqual({
      host: '127.0.0.1',
      port: 6379,
      tls: false,
      username: '',
      password: '',
      db: null,
    });
    expect(parseRedisUrl('rediss://user:p%40ss@cache.example:6380/3')).toEqual({
      host: 'cache.example',
      port: 6380,
      tls: true,
      username: 'user',
      password: 'p@ss',
      db: 3,
    });
    expect(parseRedisUrl('redis://localhost').port).toBe(6379);
    expect(parseRedisUrl('redis://[::1]:7000').host).toBe('::1');
  });

  it('rejects a REDIS_URL that is not a Redis URL', async () => {
    const { parseRedisUrl } = await load();
    expect(() => parseRedisUrl('127.0.0.1:6379')).toThrow(/REDIS_URL/);
    expect(() => parseRedisUrl('http://127.0.0.1:6379')).toThrow(/redis:\/\//);
    expect(() => parseRedisUrl('redis://127.0.0.1:6379/cache')).toThrow(/number/);
  });

  it('parses SMTP_URL with the ports nodemailer defaults to, and refuses other URLs', async () => {
    const { parseSmtpUrl } = await load();
    expect(parseSmtpUrl('smtp://127.0.0.1:1025')).toEqual({ host: '127.0.0.1', port: 1025, tls: false });
    expect(parseSmtpUrl('smtp://user:p%40ss@mail.example.com')).toEqual({
      host: 'mail.example.com',
      port: 587,
      tls: false,
    });
    expect(parseSmtpUrl('smtps://mail.example.com').port).toBe(465);
    expect(() => parseSmtpUrl('mail.example.com:25')).toThrow(/SMTP_URL/);
    expect(() => parseSmtpUrl('http://mail.example.com')).toThrow(/smtp:\/\//);
  });

  it('moves tests to another Redis database only when the URL names none', async () => {
    const { redisUrlWithDefaultDb } = await load();
    expect(redisUrlWithDefaultDb('redis://127.0.0.1:6379', 15)).toBe('redis://127.0.0.1:6379/15');
    expect(redisUrlWithDefaultDb('redis://:secret@127.0.0.1:6379', 14)).toBe(
      'redis://:secret@127.0.0.1:6379/14',
    );
    expect(redisUrlWithDefaultDb('redis://127.0.0.1:6379/2', 15)).toBe('redis://127.0.0.1:6379/2');
  });

  it('tells local hosts from remote ones', async () => {
    const { isLocalHost } = await load();
    expect(['localhost', '127.0.0.1', '127.0.1.1', '::1', '[::1]'].map(isLocalHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['redis', 'cache.example', '10.0.0.5'].map(isLocalHost)).toEqual([false, false, false]);
  });

  it('parses DATABASE_URL host and port', async () => {
    const { parseDatabaseUrl, embeddedDatabaseUrl } = await load();
    expect(parseDatabaseUrl('postgres://postgres@127.0.0.1:5432/postgres')).toEqual({
      host: '127.0.0.1',
      port: 5432,
    });
    expect(parseDatabaseUrl('postgresql://u:p@db.example/shop')).toEqual({ host: 'db.example', port: 5432 });
    expect(parseDatabaseUrl(embeddedDatabaseUrl(5488))).toEqual({ host: '127.0.0.1', port: 5488 });
    expect(() => parseDatabaseUrl('mysql://db/shop')).toThrow(/postgres:\/\//);
  });

  it('lists each configuration variable once', async () => {
    const { CONFIG_VAR_NAMES } = await load();
    expect(new Set(CONFIG_VAR_NAMES).size).toBe(CONFIG_VAR_NAMES.length);
    for (const name of CONFIG_VAR_NAMES) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
