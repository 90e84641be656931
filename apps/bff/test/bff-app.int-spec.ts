import Redis from 'ioredis';
import pino from 'pino';
import { Queue } from 'bullmq';
import { QUEUES, type MaintenanceJob } from '@shop/jobs';
import { guestShopContext } from '@shop/locales';
import { CACHE_PREFIX } from '../src/cache/cache.service';
import { catalogueCacheKey } from '../src/catalogue/cached-catalogue';
// The integration test drives the real worker in-process; production code never imports another app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorkers, type RunningWorker } from '../../worker/src/worker';

import { openSse } from './support/sse-client';
import { startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(60_000);

describe('BFF against a real database, Redis, BullMQ and worker', () => {
  let bff: TestBff;
  let baseUrl: string;
  let worker: RunningWorker;
  let queueConnection: Redis;
  let queue: Queue<MaintenanceJob>;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    baseUrl = bff.baseUrl;
    worker = startWorkers(bff.testRedis.url, pino({ level: 'silent' }));
    queueConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: queueConnection });
  });

  afterAll(async () => {
    await queue?.close();
    await queueConnection?.quit();
    await worker?.close();
    await bff?.close();
  });

  it('is ready when database and Redis answer', async () => {
    const response = await fetch(`${baseUrl}/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    expect((await fetch(`${baseUrl}/health/live`)).status).toBe(200);
  });

  it('serves shop config, category tree and the CMS home page of a locale', async () => {
    const result = await bff.guest().graphql(`
      {
        shopConfig(locale: "bg-bg") {
          mandantCode
          currency
          alternativePrice {
            currency
            factor
          }
        }
        categoryTree(locale: "bg-bg") {
          categories {
            name
            productCount
            children {
              name
            }
          }
        }
        content(locale: "bg-bg", slug: "") {
          title
          blocks {
            __typename
            ... on ProductSliderBlock {
              products {
                sku
                name
                price {
                  centAmount
                }
              }
            }
          }
        }
        footer(locale: "bg-bg") {
          columns {
            title
            links {
              label
              to
            }
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    expect(result.data!.shopConfig).toEqual({
      mandantCode: '57HHBG',
      currency: 'BGN',
      alternativePrice: { currency: 'EUR', factor: 1.95583 },
    });
    const categories = result.data!.categoryTree.categories;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0].name).toMatch(/[\u0400-\u04FF]/);
    expect(categories.every((c: { productCount: number }) => c.productCount > 0)).toBe(true);
    const slider = result.data!.content.blocks.find(
      (b: { __typename: string }) => b.__typename === 'ProductSliderBlock',
    );
    expect(slider.products.length).toBeGreaterThan(0);
    expect(slider.products.every((p: { price: unknown }) => p.price === null)).toBe(true);
    expect(result.data!.footer.columns.length).toBeGreaterThanOrEqual(3);
  });

  it('caches the category tree per tenant, language and catalogue version in Redis', async () => {
    await bff.guest().graphql('{ categoryTree(locale: "cs-cz") { categories { name } } }');
    const { version } = (await bff.database.db.one<{ version: string }>(
      'select version::text as version from catalogue_version',
    ))!;
    const key = CACHE_PREFIX + catalogueCacheKey(guestShopContext('cs-cz'), version, 'getCategoryTree', []);
    const cached = JSON.parse((await bff.redis.get(key)) ?? '[]');
    expect(cached.length).toBeGreaterThan(0);
    expect(await bff.redis.ttl(key)).toBeGreaterThan(0);
    const again = await bff.guest().graphql('{ categoryTree(locale: "cs-cz") { categories { name } } }');
    expect(again.data!.categoryTree.categories.map((c: { name: string }) => c.name)).toEqual(
      cached.map((c: { name: string }) => c.name),
    );
  });

  it('answers null for me without a session', async () => {
    expect((await bff.guest().graphql('{ me { role } }')).data).toEqual({ me: null });
  });

  it('rejects unknown locales, bad slugs and missing content with coded errors and no stack', async () => {
    const guest = bff.guest();
    const unknownLocale = await guest.graphql('{ shopConfig(locale: "xx-yy") { name } }');
    expect(unknownLocale.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.unknown-locale',
      details: { locale: 'xx-yy' },
    });
    const badSlug = await guest.graphql(
      'query($s: String!) { content(locale: "de-at", slug: $s) { title } }',
      {
        s: '../etc',
      },
    );
    expect(badSlug.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await guest.graphql('{ content(locale: "de-at", slug: "gibt-es-nicht") { title } }');
    expect(missing.errors![0].extensions).toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'error.content-not-found',
    });
    const malformed = await guest.graphql('{ shopConfig(locale: "de-at") { nope } }');
    expect(malformed.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.invalid-request',
    });
    for (const error of [unknownLocale, badSlug, missing, malformed].flatMap((r) => r.errors!)) {
      expect(JSON.stringify(error)).not.toMatch(/stacktrace|at .*\.js/);
    }
  });

  it('answers the maintenance state keyed by mandant code', async () => {
    const response = await fetch(`${baseUrl}/api/maintenance`, { method: 'POST' });
    const state = await response.json();
    expect(Object.keys(state).sort()).toEqual(['20HHAT', '30HHDE', '41HHIC', '50HHSK', '57HHBG', '80HHCZ']);
    expect(state['20HHAT'].enabled).toBe(false);
  });

  it('turns a maintenance job into an event at SSE clients of that tenant only', async () => {
    const de = await openSse(baseUrl, 'de-de');
    const at = await openSse(baseUrl, 'de-at');
    try {
      // Every (re)connect first gets the current state.
      await de.waitFor(
        ({ data }) => data.mandantCode === '30HHDE' && (data.state as { enabled: boolean }).enabled === false,
      );
      await at.waitFor(({ data }) => data.mandantCode === '20HHAT');
      await queue.add('maintenance', {
        mandantCode: '30HHDE',
        enabled: true,
        until: null,
        requestedBy: 'test',
      });
      await de.waitFor(({ data }) => (data.state as { enabled: boolean }).enabled === true);
      // A later job of de-at's own tenant reaches it: had 30HHDE's event gone there, it came before.
      const seen = at.events.length;
      await queue.add('maintenance', {
        mandantCode: '20HHAT',
        enabled: false,
        until: null,
        requestedBy: 'test',
      });
      await at.waitFor(({ index }) => index >= seen);
      expect(at.events.every((e) => e.data.mandantCode === '20HHAT')).toBe(true);
      expect(at.events.some((e) => (e.data.state as { enabled: boolean }).enabled)).toBe(false);

      const state = await (await fetch(`${baseUrl}/api/maintenance`, { method: 'POST' })).json();
      expect(state['30HHDE'].enabled).toBe(true);
      expect(state['20HHAT'].enabled).toBe(false);

      // A client that connects later still ends in the right state.
      const late = await openSse(baseUrl, 'de-de');
      await late.waitFor(({ data }) => (data.state as { enabled: boolean }).enabled === true);
      late.close();
    } finally {
      de.close();
      at.close();
    }
  });

  it('rejects SSE for an unknown locale', async () => {
    expect((await fetch(`${baseUrl}/sse?locale=xx-yy`)).status).toBe(400);
  });

  it('refuses sign-out without a CSRF token and changes nothing', async () => {
    const response = await fetch(`${baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'de-at' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'BAD_USER_INPUT', messageKey: 'error.csrf-token-invalid' });
  });

  it('answers 503 with a message key when the identity provider is down', async () => {
    // No test before this one signed in, so the BFF has not discovered the provider yet.
    await bff.idp.close();
    const response = await fetch(`${baseUrl}/auth/login?locale=de-at`, { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: 'UNAVAILABLE', messageKey: 'error.login-unavailable' });
  });

  it('serves generated product and hero images', async () => {
    const product = await fetch(`${baseUrl}/api/images/products/200002.svg`);
    expect(product.headers.get('content-type')).toContain('image/svg+xml');
    expect(await product.text()).toContain('<svg');
    expect((await fetch(`${baseUrl}/api/images/products/..%2Fetc.svg`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/images/hero/bg-bg.svg`)).status).toBe(200);
  });
});
