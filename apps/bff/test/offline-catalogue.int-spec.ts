import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type Redis from 'ioredis';
import type { TestDatabase } from '@shop/db/testing';
import { fromOfflineTuple, type OfflineCatalogueTuple, type OfflineCatalogueWire } from '@shop/domain';
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

type Body = OfflineCatalogueWire;
const skuOf = (tuple: OfflineCatalogueTuple) => tuple[1];
const nameOf = (tuple: OfflineCatalogueTuple) => tuple[2];

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
    // Seeding a PGlite database takes long on a busy machine.
  }, 300_000);

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
    expect(body).toMatchObject({ mandantCode: '20HHAT', language: 'de', full: true, removed: [] });
    expect(body.items.map(skuOf)).toEqual(rows.map((row) => row.sku));
    expect(fromOfflineTuple(body.items[0])).toEqual({
      ean: rows[0].ean,
      sku: rows[0].sku,
      name: expect.any(String),
      unit: expect.any(String),
      packSize: expect.any(Number),
      imageUrl: `/api/images/products/${rows[0].sku}.svg`,
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
    expect(new Set(germany.items.map(skuOf))).toEqual(new Set(german.map((row) => row.sku)));
    const austrianOnly = await database.db.query<{ sku: string }>(
      `select sku from product where mandant_code = '20HHAT' except select sku from product where mandant_code = '30HHDE'`,
    );
    const germanSkus = new Set(germany.items.map(skuOf));
    for (const { sku } of austrianOnly) expect(germanSkus.has(sku)).toBe(false);
    expect(austria.items.length).toBeGreaterThan(0);

    const italian = decode(await catalogue('it-it'));
    const southTyrol = decode(await catalogue('it-de'));
    expect(italian.mandantCode).toBe('41HHIC');
    expect(southTyrol.mandantCode).toBe('41HHIC');
    expect(italian.items.map(skuOf)).toEqual(southTyrol.items.map(skuOf));
    expect(nameOf(italian.items[0])).not.toBe(nameOf(southTyrol.items[0]));
    const cached = await redis.keys('shop:offline-catalogue:v2:*');
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
    const first = fromOfflineTuple(decode(before).items[0]);
    await database.db.query(
      `update product set name = jsonb_set(name, '{cs}', '"Přejmenovaný čistič"') where mandant_code = '80HHCZ' and sku = $1`,
      [first.sku],
    );
    const after = await catalogue('cs-cz', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers.etag).not.toBe('"from-redis"');
    expect(
      decode(after)
        .items.map(fromOfflineTuple)
        .find((item) => item.sku === first.sku)?.name,
    ).toBe('Přejmenovaný čistič');
    expect(Number(decode(after).revision)).toBeGreaterThan(Number(decode(before).revision));
    expect(await redis.ttl(key)).toBeGreaterThan(3600);
    // Other tenants keep their revision.
    expect((await catalogue('sk-sk', { 'if-none-match': '"x"' })).status).toBe(200);
  });
  describe('?since=<revision>: the delta (docs/decisions/0104)', () => {
    const delta = async (locale: string, since: string) => {
      const response = await get(
        `${baseUrl}/api/products?locale=${locale}&since=${encodeURIComponent(since)}`,
        { 'accept-encoding': 'br' },
      );
      expect(response.status).toBe(200);
      return { response, body: decode(response) };
    };
    const revisionOf = async (mandantCode: string) =>
      (
        await database.db.one<{ revision: string }>(
          'select revision::text as revision from catalogue_revision where mandant_code = $1',
          [mandantCode],
        )
      )?.revision ?? '0';

    it('answers exactly the changed, added and removed products since a revision, and nothing at the current one', async () => {
      const start = await revisionOf('50HHSK');
      const unchanged = await delta('sk-sk', start);
      expect(unchanged.body).toEqual({
        mandantCode: '50HHSK',
        language: 'sk',
        revision: start,
        full: false,
        items: [],
        removed: [],
      });
      expect(unchanged.response.headers['cache-control']).toBe('no-store');

      const [renamed, moved] = await database.db.query<{ sku: string; ean: string }>(
        `select sku, ean from product where mandant_code = '50HHSK' order by sku limit 2`,
      );
      await database.db.query(
        `update product set name = jsonb_set(name, '{sk}', '"Premenovaný čistič"') where mandant_code = '50HHSK' and sku = $1`,
        [renamed.sku],
      );
      // A price change is not a change of the offline catalogue.
      await database.db.query(
        `update product set list_price_cents = list_price_cents + 1 where mandant_code = '50HHSK'`,
      );
      await database.db.query(
        `update product set ean = '2000000000015' where mandant_code = '50HHSK' and sku = $1`,
        [moved.sku],
      );
      await database.db.query(
        `insert into product (id, mandant_code, sku, ean, category_id, name, description, slug, unit, pack_size,
                              list_price_cents, currency, image, attributes)
         select 'p-scanme-added', mandant_code, 'SCANME-ADDED', '2000000000022', category_id, name, description,
                '{"sk": "pridany"}'::jsonb, unit, pack_size, list_price_cents, currency, '/images/special.png', attributes
           from product where mandant_code = '50HHSK' and sku = $1`,
        [renamed.sku],
      );
      // Another tenant's change is not in this tenant's delta.
      await database.db.query(
        `update product set name = jsonb_set(name, '{bg}', '"Друго"') where mandant_code = '57HHBG' and sku = $1`,
        [renamed.sku],
      );

      const changed = (await delta('sk-sk', start)).body;
      expect(changed.full).toBe(false);
      expect(BigInt(changed.revision)).toBeGreaterThan(BigInt(start));
      expect(changed.items.map(fromOfflineTuple)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sku: renamed.sku, ean: renamed.ean, name: 'Premenovaný čistič' }),
          expect.objectContaining({ sku: moved.sku, ean: '2000000000015' }),
          expect.objectContaining({
            sku: 'SCANME-ADDED',
            ean: '2000000000022',
            imageUrl: '/images/special.png',
          }),
        ]),
      );
      expect(new Set(changed.items.map(skuOf))).toEqual(new Set([renamed.sku, moved.sku, 'SCANME-ADDED']));
      expect(changed.items).toHaveLength(3);
      expect(changed.removed).toEqual([moved.ean]);

      // From the revision just answered: only what happens after it.
      const middle = changed.revision;
      await database.db.query(`delete from product where id = 'p-scanme-added'`);
      const removed = (await delta('sk-sk', middle)).body;
      expect(removed).toMatchObject({ full: false, items: [], removed: ['2000000000022'] });
      // Applying both deltas to the catalogue of `start` gives today's full catalogue.
      const full = decode(await catalogue('sk-sk'));
      expect(full.revision).toBe(removed.revision);
      expect(full.items.map(skuOf)).not.toContain('SCANME-ADDED');
    });

    it('answers the full catalogue, marked full, for an unknown or too old revision', async () => {
      const current = await revisionOf('57HHBG');
      const ahead = (await delta('bg-bg', String(BigInt(current) + 1000n))).body;
      const rows = await database.db.query<{ sku: string }>(
        `select sku from product where mandant_code = '57HHBG' order by ean, sku`,
      );
      expect(ahead).toMatchObject({
        mandantCode: '57HHBG',
        language: 'bg',
        full: true,
        removed: [],
        revision: current,
      });
      expect(ahead.items.map(skuOf)).toEqual(rows.map((row) => row.sku));

      // A truncate (reseed) moves the floor: older revisions cannot be answered by a delta.
      await database.db.query(
        `update catalogue_revision set delta_floor = revision where mandant_code = '57HHBG'`,
      );
      const tooOld = await delta('bg-bg', String(BigInt(current) - 1n));
      expect(tooOld.body).toMatchObject({ full: true, revision: current });
      expect(tooOld.response.headers.etag).toBeDefined();
      expect((await delta('bg-bg', current)).body).toMatchObject({ full: false, items: [], removed: [] });
    });

    it('refuses a since that is not a revision with 400 and a message key, before anything is read', async () => {
      for (const since of ['abc', '-1', '1.5', '', '1e3', '1234567890123456789']) {
        const response = await get(`${baseUrl}/api/products?locale=de-at&since=${encodeURIComponent(since)}`);
        expect(response.status).toBe(400);
        expect(JSON.parse(response.body.toString())).toMatchObject({
          code: 'BAD_USER_INPUT',
          messageKey: 'error.invalid-catalogue-revision',
        });
      }
      const twice = await get(`${baseUrl}/api/products?locale=de-at&since=1&since=2`);
      expect(twice.status).toBe(400);
    });
  });
  it('tells the web where the offline catalogue is (GET /api/scan-me/settings, docs/decisions/0106)', async () => {
    const response = await get(`${baseUrl}/api/scan-me/settings`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body.toString())).toEqual({ offlineCatalogueUrl: '/api/products' });
  });
});
