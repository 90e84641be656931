import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type Redis from 'ioredis';
import type { TestDatabase } from '@shop/db/testing';
import { offlineCatalogueKey } from '../src/offline-catalogue/offline-catalogue.service';
import { startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(60_000);

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch would decode the body and hide the content coding. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Body {
  mandantCode: string;
  language: string;
  revision: string;
  items: {
    ean: string;
    sku: string;
    name: string;
    unit: string;
    packSize: number;
    imageUrl: string;
    slug: string;
  }[];
}

describe('GET /api/products: the offline catalogue of scan-me', () => {
  let bff: TestBff;
  let database: TestDatabase;
  let baseUrl: string;
  let redis: Redis;

  const catalogue = (locale: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }) =>
    get(`${baseUrl}/api/products?locale=${encodeURIComponent(locale)}`, headers);
  const decode = (response: RawResponse): Body => {
    const coding = response.headers['content-encoding'];
    const raw =
      coding === 'gzip'
        ? gunzipSync(response.body)
        : coding === 'br'
          ? brotliDecompressSync(response.body)
          : response.body;
    return JSON.parse(raw.toString('utf8')) as Body;
  };

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    ({ database, baseUrl, redis } = bff);
  });

  afterAll(() => bff?.close());

  it('serves every product of the tenant, gzip-compressed, with a strong ETag and cache headers', async () => {
    const response = await catalogue('de-at');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);

    const body = decode(response);
    const rows = await database.db.query<{ sku: string; ean: string }>(
      `select sku, ean from product where mandant_code = '20HHAT' order by ean, sku`,
    );
    expect(body).toMatchObject({ mandantCode: '20HHAT', language: 'de' });
    expect(body.items.map((item) => item.sku)).toEqual(rows.map((row) => row.sku));
    expect(body.items[0]).toEqual({
      ean: rows[0].ean,
      sku: rows[0].sku,
      name: expect.any(String),
      unit: expect.any(String),
      packSize: expect.any(Number),
      imageUrl: expect.stringMatching(/^\/api\/images\/products\//),
      slug: expect.any(String),
    });
    // No prices in an offline catalogue anybody may download.
    expect(JSON.stringify(body)).not.toMatch(/price|cents/i);
    // Much smaller than the JSON it carries.
    expect(response.body.length).toBeLessThan(gunzipSync(response.body).length / 3);
  });

  it('answers If-None-Match with 304 and no body, and serves br and identity with the same ETag', async () => {
    const first = await catalogue('de-at');
    const etag = String(first.headers.etag);
    const notModified = await catalogue('de-at', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect((await catalogue('de-at', { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await catalogue('de-at', { 'if-none-match': '"something-else"' })).status).toBe(200);

    const br = await catalogue('de-at', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    const identity = await catalogue('de-at', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.etag).toBe(etag);
    expect(decode(br)).toEqual(decode(first));
    expect(decode(identity)).toEqual(decode(first));
  });

  it('keeps tenants apart and serves the language of the locale', async () => {
    const austria = decode(await catalogue('de-at'));
    const germany = decode(await catalogue('de-de'));
    expect(germany.mandantCode).toBe('30HHDE');
    const german = await database.db.query<{ sku: string }>(
      `select sku from product where mandant_code = '30HHDE'`,
    );
    expect(new Set(germany.items.map((item) => item.sku))).toEqual(new Set(german.map((row) => row.sku)));
    const austrianOnly = await database.db.query<{ sku: string }>(
      `select sku from product where mandant_code = '20HHAT' except select sku from product where mandant_code = '30HHDE'`,
    );
    const germanSkus = new Set(germany.items.map((item) => item.sku));
    for (const { sku } of austrianOnly) expect(germanSkus.has(sku)).toBe(false);
    expect(austria.items.length).toBeGreaterThan(0);

    const italian = decode(await catalogue('it-it'));
    const southTyrol = decode(await catalogue('it-de'));
    expect(italian.mandantCode).toBe('41HHIC');
    expect(southTyrol.mandantCode).toBe('41HHIC');
    expect(italian.items.map((item) => item.sku)).toEqual(southTyrol.items.map((item) => item.sku));
    expect(italian.items[0].name).not.toBe(southTyrol.items[0].name);
    const cached = await redis.keys('shop:offline-catalogue:v1:*');
    expect(cached.sort()).toEqual(
      [
        offlineCatalogueKey('20HHAT', 'de'),
        offlineCatalogueKey('30HHDE', 'de'),
        offlineCatalogueKey('41HHIC', 'de'),
        offlineCatalogueKey('41HHIC', 'it'),
      ].sort(),
    );
  });

  it('refuses a missing, unknown or shop-less locale with 400 and a message key', async () => {
    for (const query of ['', '?locale=xx-yy', '?locale=hu-hu', '?locale=de-at&locale=de-de']) {
      const response = await get(`${baseUrl}/api/products${query}`);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body.toString())).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'error.unknown-locale',
      });
    }
  });

  it('serves warm requests from Redis and rebuilds when a shown product field changes, not on price changes', async () => {
    const before = await catalogue('cs-cz');
    const etag = String(before.headers.etag);
    const key = offlineCatalogueKey('80HHCZ', 'cs');
    // Warm: the stored entry is what is served (marked here), as long as the revision holds.
    await redis.hset(key, 'etag', '"from-redis"');
    expect((await catalogue('cs-cz')).headers.etag).toBe('"from-redis"');

    // A price change does not touch the offline catalogue.
    await database.db.query(
      `update product set list_price_cents = list_price_cents + 100 where mandant_code = '80HHCZ'`,
    );
    expect((await catalogue('cs-cz')).headers.etag).toBe('"from-redis"');

    // A name change does: new revision, new ETag, the old one no longer matches.
    const [first] = decode(before).items;
    await database.db.query(
      `update product set name = jsonb_set(name, '{cs}', '"Přejmenovaný čistič"') where mandant_code = '80HHCZ' and sku = $1`,
      [first.sku],
    );
    const after = await catalogue('cs-cz', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers.etag).not.toBe('"from-redis"');
    expect(decode(after).items.find((item) => item.sku === first.sku)?.name).toBe('Přejmenovaný čistič');
    expect(Number(decode(after).revision)).toBeGreaterThan(Number(decode(before).revision));
    expect(await redis.ttl(key)).toBeGreaterThan(3600);
    // Other tenants keep their revision.
    expect((await catalogue('sk-sk', { 'if-none-match': '"x"' })).status).toBe(200);
  });
});
