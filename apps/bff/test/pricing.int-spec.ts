import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { generateSeedData } from '@shop/db';
import type { WebRole } from '@shop/domain';
import { PRICE_JOBS, priceCacheKey, QUEUES, type PricesChangedEvent } from '@shop/jobs';
import { PRICING_PORT, type PricingPort } from '@shop/pricing';
import { PRICE_CACHE_REDIS } from '../src/pricing/pricing.tokens';
// The integration test drives the real worker in-process; production code never imports another app.
 
import { startWorkers, type RunningWorker } from '../../worker/src/worker';
 
import type { PriceJob } from '../../worker/src/processors/price-refresh.processor';

import { openSse as openSseAt } from './support/sse-client';
import { startTestBff, type TestBff } from './support/test-bff';
import { signedInAs } from './support/test-sessions';

jest.setTimeout(120_000);

const SCALE = 0.05;
const data = generateSeedData(SCALE);

// Responses are arbitrary JSON that each test reads by its own shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface GraphqlResponse {
  data?: Record<string, Json> | null;
  errors?: { message: string; path?: (string | number)[]; extensions: Json }[];
}

const UNITS = `query($locale: String!, $skus: [String!]!) { custPrice1Units(locale: $locale, skus: $skus) {
  id sku channel price { centAmount currency } } }`;
const DETAIL_FIELDS =
  'id sku channel price { centAmount currency } tierPrices { id minimumQuantity price { centAmount currency } }';
const HOME_PRODUCTS = `query($locale: String!) { content(locale: $locale, slug: "") { blocks { __typename
  ... on ProductSliderBlock { products { sku price { centAmount currency } custPrice1Unit { channel price { centAmount } }
  custPrice { price { centAmount } tierPrices { minimumQuantity } } } } } } }`;

describe('customer prices: port, DataLoader, Redis cache, access, worker refresh and SSE', () => {
  let bff: TestBff;
  let baseUrl: string;
  let admin: Redis;
  let worker: RunningWorker;
  let queueConnection: Redis;
  let queue: Queue<PriceJob>;
  let queueEventsConnection: Redis;
  let queueEvents: QueueEvents;
  let port: PricingPort;
  const closers: (() => void)[] = [];

  const customerNoOf = { A: '100001', B: '100002' } as const;
  const ownPrices = (customerNo: string) =>
    data.prices.customerPrices.filter((p) => p.mandant_code === '20HHAT' && p.customer_no === customerNo);
  const listPrice = (sku: string) =>
    data.products.find((p) => p.mandant_code === '20HHAT' && p.sku === sku)!.list_price_cents;
  /** The seed's expectation of a customer's unit price. */
  const expectedCents = (customerNo: string, sku: string) =>
    ownPrices(customerNo).find((p) => p.sku === sku)?.price_cents ?? listPrice(sku);

  const sessionOf = (contactId: string, role: WebRole | null) => signedInAs(admin, data, contactId, role);

  const graphql = async (cookie: string | null, query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphqlResponse;
  };
  const codes = (result: GraphqlResponse) => (result.errors ?? []).map((e) => e.extensions.code);

  async function openSse(cookie: string | null) {
    const client = await openSseAt<Json>(baseUrl, 'de-at', cookie ? { cookie } : {});
    closers.push(client.close);
    return client;
  }

  const clearPriceCache = async () => {
    const keys = await admin.keys('shop:cache:v1:price:*');
    if (keys.length) await admin.del(...keys);
  };

  const runJob = async (name: string, jobData: PriceJob) => {
    const job = await queue.add(name, jobData);
    return job.waitUntilFinished(queueEvents, 20_000);
  };

  beforeAll(async () => {
    bff = await startTestBff({ scale: SCALE });
    ({ baseUrl, redis: admin } = bff);
    port = bff.app.get<PricingPort>(PRICING_PORT);
    worker = startWorkers(bff.testRedis.url, pino({ level: 'silent' }), bff.database.url);
    queueConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<PriceJob>(QUEUES.prices, { connection: queueConnection });
    queueEventsConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    queueEvents = new QueueEvents(QUEUES.prices, { connection: queueEventsConnection });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    for (const close of closers) close();
    await queueEvents?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all([queueConnection?.quit(), queueEventsConnection?.quit()]);
    await bff?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  describe('who gets prices (decided in the BFF)', () => {
    it('refuses guests (UNAUTHENTICATED), the basket shopper and users without customer (FORBIDDEN)', async () => {
      const sku = ownPrices(customerNoOf.A)[0].sku;
      const units = jest.spyOn(port, 'custPrice1Units');
      const guest = await graphql(null, UNITS, { locale: 'de-at', skus: [sku] });
      expect(codes(guest)).toEqual(['UNAUTHENTICATED']);
      const shopper = await sessionOf('co-20hhat-0004', 'ROLE_CART_MANAGER_NO_CHECKOUT');
      const refused = await graphql(shopper, UNITS, { locale: 'de-at', skus: [sku] });
      expect(refused.errors![0].extensions).toMatchObject({
        code: 'FORBIDDEN',
        messageKey: 'error.prices-not-visible',
      });
      const detail = await graphql(shopper, `{ custPrices(locale: "de-at", sku: "${sku}") { id } }`);
      expect(codes(detail)).toEqual(['FORBIDDEN']);
      expect(JSON.stringify([guest, refused, detail])).not.toContain('centAmount');
      expect(units).not.toHaveBeenCalled();
    });

    it('gives a user of another tenant`s locale no prices', async () => {
      const purchaser = await sessionOf('co-20hhat-0003', 'ROLE_CART_PURCHASER');
      const sku = data.products.find((p) => p.mandant_code === '30HHDE')!.sku;
      const result = await graphql(purchaser, UNITS, { locale: 'de-de', skus: [sku] });
      expect(codes(result)).toEqual(['FORBIDDEN']);
      const home = await graphql(purchaser, HOME_PRODUCTS, { locale: 'de-de' });
      const products = (home.data?.content?.blocks ?? []).flatMap((b: Json) => b.products ?? []);
      for (const product of products) {
        expect(product.price).toBeNull();
        expect(product.custPrice).toBeNull();
      }
    });

    it('answers null price fields on products for the basket shopper, and prices for the purchaser', async () => {
      const shopper = await sessionOf('co-20hhat-0004', 'ROLE_CART_MANAGER_NO_CHECKOUT');
      const purchaser = await sessionOf('co-20hhat-0003', 'ROLE_CART_PURCHASER');
      const productsOf = (result: GraphqlResponse) =>
        (result.data?.content?.blocks ?? []).flatMap((b: Json) => b.products ?? []);
      const hidden = productsOf(await graphql(shopper, HOME_PRODUCTS, { locale: 'de-at' }));
      expect(hidden.length).toBeGreaterThan(0);
      expect(
        hidden.every((p: Json) => p.price === null && p.custPrice1Unit === null && p.custPrice === null),
      ).toBe(true);
      const units = jest.spyOn(port, 'custPrice1Units');
      const details = jest.spyOn(port, 'custPrices');
      const shown = productsOf(await graphql(purchaser, HOME_PRODUCTS, { locale: 'de-at' }));
      expect(shown.length).toBe(hidden.length);
      for (const product of shown) {
        expect(product.price.centAmount).toBe(expectedCents(customerNoOf.A, product.sku));
        expect(product.custPrice1Unit.price.centAmount).toBe(product.price.centAmount);
        expect(product.custPrice.price.centAmount).toBe(product.price.centAmount);
      }
      // Every product of the response shares one batch per kind (or none when warm).
      expect(units.mock.calls.length).toBeLessThanOrEqual(1);
      expect(details.mock.calls.length).toBeLessThanOrEqual(1);
    });
  });

  describe('batching and cache', () => {
    it('prices a page of 24 skus with ONE port call cold and ZERO warm', async () => {
      const purchaser = await sessionOf('co-20hhat-0002', 'ROLE_CART_APPROVER');
      const skus = data.products
        .filter((p) => p.mandant_code === '20HHAT')
        .slice(0, 24)
        .map((p) => p.sku);
      expect(skus).toHaveLength(24);
      await clearPriceCache();
      const units = jest.spyOn(port, 'custPrice1Units');
      const cold = await graphql(purchaser, UNITS, { locale: 'de-at', skus });
      expect(cold.errors).toBeUndefined();
      expect(units).toHaveBeenCalledTimes(1);
      expect(units.mock.calls[0][1]).toEqual(skus);
      expect(cold.data!.custPrice1Units.map((p: Json) => [p.sku, p.price.centAmount])).toEqual(
        skus.map((sku) => [sku, expectedCents(customerNoOf.A, sku)]),
      );
      for (const sku of skus)
        expect(await admin.exists(priceCacheKey('unit', '20HHAT', customerNoOf.A, sku))).toBe(1);
      units.mockClear();
      const warm = await graphql(purchaser, UNITS, { locale: 'de-at', skus });
      expect(units).not.toHaveBeenCalled();
      expect(warm.data).toEqual(cold.data);
    });

    it('loads aliased custPrices fields of one request in one batch, with tier prices', async () => {
      const purchaser = await sessionOf('co-20hhat-0003', 'ROLE_CART_PURCHASER');
      const withTiers = data.prices.tierPrices.filter(
        (t) => t.mandant_code === '20HHAT' && t.customer_no === customerNoOf.A,
      );
      const skus = [...new Set(withTiers.map((t) => t.sku))].slice(0, 3);
      const details = jest.spyOn(port, 'custPrices');
      const query = `{ ${skus.map((sku, i) => `p${i}: custPrices(locale: "de-at", sku: "${sku}") { ${DETAIL_FIELDS} }`).join(' ')} }`;
      const result = await graphql(purchaser, query);
      expect(result.errors).toBeUndefined();
      expect(details).toHaveBeenCalledTimes(1);
      skus.forEach((sku, i) => {
        const price = result.data![`p${i}`];
        expect(price).toMatchObject({
          sku,
          channel: 'SALES_PRICE',
          price: { centAmount: expectedCents(customerNoOf.A, sku) },
        });
        expect(price.tierPrices.map((t: Json) => [t.minimumQuantity, t.price.centAmount])).toEqual(
          withTiers.filter((t) => t.sku === sku).map((t) => [t.minimum_quantity, t.price_cents]),
        );
      });
    });

    it('never gives customer A the price of customer B: own cache entries, own port calls', async () => {
      const bBySku = new Map(ownPrices(customerNoOf.B).map((p) => [p.sku, p.price_cents]));
      const skus = ownPrices(customerNoOf.A)
        .filter((p) => bBySku.has(p.sku) && bBySku.get(p.sku) !== p.price_cents)
        .slice(0, 5)
        .map((p) => p.sku);
      expect(skus.length).toBeGreaterThan(0);
      const a = await sessionOf('co-20hhat-0001', 'ROLE_ADMIN');
      const b = await sessionOf('co-20hhat-0006', 'ROLE_ADMIN');
      const units = jest.spyOn(port, 'custPrice1Units');
      const fromA = await graphql(a, UNITS, { locale: 'de-at', skus });
      // A warmed the cache for these skus; B must still be asked at the port, for B.
      const fromB = await graphql(b, UNITS, { locale: 'de-at', skus });
      expect(units).toHaveBeenCalledTimes(2);
      expect(units.mock.calls.map((call) => call[0].customer?.customerNo)).toEqual([
        customerNoOf.A,
        customerNoOf.B,
      ]);
      expect(fromA.data!.custPrice1Units.map((p: Json) => p.price.centAmount)).toEqual(
        skus.map((sku) => expectedCents(customerNoOf.A, sku)),
      );
      expect(fromB.data!.custPrice1Units.map((p: Json) => p.price.centAmount)).toEqual(
        skus.map((sku) => bBySku.get(sku)),
      );
      const cachedB = JSON.parse(
        (await admin.get(priceCacheKey('unit', '20HHAT', customerNoOf.B, skus[0])))!,
      );
      expect(cachedB.value.price.centAmount).toBe(bBySku.get(skus[0]));
      const warmB = await graphql(b, UNITS, { locale: 'de-at', skus });
      expect(warmB.data).toEqual(fromB.data);
    });
  });

  describe('price refresh by the worker', () => {
    it('applies a change, removes exactly the affected entries and tells only that customer`s open pages', async () => {
      const a = await sessionOf('co-20hhat-0003', 'ROLE_CART_PURCHASER');
      const b = await sessionOf('co-20hhat-0006', 'ROLE_ADMIN');
      const shopper = await sessionOf('co-20hhat-0004', 'ROLE_CART_MANAGER_NO_CHECKOUT');
      const [changed, untouched] = ownPrices(customerNoOf.A).slice(0, 2);
      const skus = [changed.sku, untouched.sku];
      await graphql(a, UNITS, { locale: 'de-at', skus });
      await graphql(b, UNITS, { locale: 'de-at', skus });
      await graphql(a, `{ custPrices(locale: "de-at", sku: "${changed.sku}") { id } }`);
      const key = (customerNo: string, sku: string, kind: 'unit' | 'detail' = 'unit') =>
        priceCacheKey(kind, '20HHAT', customerNo, sku);
      expect(
        await admin.exists(key(customerNoOf.A, changed.sku), key(customerNoOf.A, changed.sku, 'detail')),
      ).toBe(2);

      const streamA = await openSse(a);
      const streamB = await openSse(b);
      const streamShopper = await openSse(shopper);
      const streamGuest = await openSse(null);
      const newCents = changed.price_cents + 111;
      await runJob(PRICE_JOBS.change, {
        mandantCode: '20HHAT',
        customerNo: customerNoOf.A,
        sku: changed.sku,
        centAmount: newCents,
        requestedBy: 'test',
      });
      await runJob(PRICE_JOBS.refresh, {
        mandantCode: '20HHAT',
        customerNos: null,
        requestedBy: 'test',
        trigger: 'request',
      });

      const deadline = Date.now() + 5000;
      while (!streamA.events.some((e) => e.event === 'prices-changed') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const event = streamA.events.find((e) => e.event === 'prices-changed')!.data as PricesChangedEvent;
      expect(event).toMatchObject({
        mandantCode: '20HHAT',
        customers: [{ customerNo: customerNoOf.A, skus: [changed.sku] }],
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const stream of [streamB, streamShopper, streamGuest])
        expect(stream.events.filter((e) => e.event === 'prices-changed')).toEqual([]);

      // Exactly the changed entries are gone: A's other sku and B's entries stay.
      expect(
        await admin.exists(key(customerNoOf.A, changed.sku), key(customerNoOf.A, changed.sku, 'detail')),
      ).toBe(0);
      expect(await admin.exists(key(customerNoOf.A, untouched.sku))).toBe(1);
      expect(await admin.exists(key(customerNoOf.B, changed.sku), key(customerNoOf.B, untouched.sku))).toBe(
        2,
      );

      const after = await graphql(a, UNITS, { locale: 'de-at', skus });
      expect(after.data!.custPrice1Units.map((p: Json) => p.price.centAmount)).toEqual([
        newCents,
        untouched.price_cents,
      ]);
      const bAfter = await graphql(b, UNITS, { locale: 'de-at', skus: [changed.sku] });
      expect(bAfter.data!.custPrice1Units[0].price.centAmount).toBe(
        expectedCents(customerNoOf.B, changed.sku),
      );
    });
  });

  describe('with the price cache down', () => {
    it('still loads prices from the port (slower, not broken)', async () => {
      const cacheRedis = bff.app.get<Redis>(PRICE_CACHE_REDIS);
      cacheRedis.disconnect();
      const purchaser = await sessionOf('co-20hhat-0003', 'ROLE_CART_PURCHASER');
      const skus = data.products
        .filter((p) => p.mandant_code === '20HHAT')
        .slice(24, 48)
        .map((p) => p.sku);
      expect(skus).toHaveLength(24);
      const units = jest.spyOn(port, 'custPrice1Units');
      for (let round = 0; round < 2; round++) {
        const started = Date.now();
        const result = await graphql(purchaser, UNITS, { locale: 'de-at', skus });
        expect(result.errors).toBeUndefined();
        expect(result.data!.custPrice1Units.map((p: Json) => p.price.centAmount)).toEqual(
          skus.map((sku) => expectedCents(customerNoOf.A, sku)),
        );
        expect(Date.now() - started).toBeLessThan(2000);
      }
      // Nothing cached: each request asked the port once.
      expect(units).toHaveBeenCalledTimes(2);
    });
  });
});
