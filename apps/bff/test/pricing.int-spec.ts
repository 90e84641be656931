import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import pino from 'pino';
import { generateSeedData } from '@shop/db';
import {
  MAINTENANCE_JOB,
  PRICE_JOBS,
  priceCacheKey,
  QUEUES,
  type MaintenanceJob,
  type PricesChangedEvent,
} from '@shop/jobs';
import { PRICING_PORT, type PricingPort } from '@shop/pricing';
import { MAX_PRICE_SKUS } from '../src/pricing/price.args';
import { PRICE_CACHE_REDIS } from '../src/pricing/pricing.tokens';
// The integration test drives the real worker in-process; production code never imports another app.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startWorkers, type RunningWorker } from '../../worker/src/worker';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { PriceJob } from '../../worker/src/processors/prices.processor';

import { openSse as openSseAt, type SseClient } from './support/sse-client';
import {
  eventually,
  startTestBff,
  type GraphqlResponse,
  type Json,
  type ShopSession,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(120_000);

const SCALE = 0.05;
const data = generateSeedData(SCALE);

const UNITS = `query($locale: String!, $skus: [String!]!) { custPrice1Units(locale: $locale, skus: $skus) {
  id sku channel price { centAmount currency } } }`;
const DETAIL_FIELDS =
  'id sku channel price { centAmount currency } tierPrices { id minimumQuantity price { centAmount currency } }';
const HOME_PRODUCTS = `query($locale: String!) { content(locale: $locale, slug: "") { blocks { __typename
  ... on ProductSliderBlock { products { sku price { centAmount currency } custPrice1Unit { channel price { centAmount } }
  custPrice { price { centAmount } tierPrices { minimumQuantity } } } } } } }`;

const ONE_DETAIL = 'query($sku: String!) { custPrices(locale: "de-at", sku: $sku) { id } }';
const SELECT_CUSTOMER = `mutation($contact: ID!) { selectCustomer(contactId: $contact) {
  userType needsCustomerSelection customer { customerNo } } }`;

describe('customer prices: port, DataLoader, Redis cache, access, worker refresh and SSE', () => {
  let bff: TestBff;
  let admin: Redis;
  let worker: RunningWorker;
  let queueConnection: Redis;
  let queue: Queue<PriceJob>;
  let maintenanceQueue: Queue<MaintenanceJob>;
  let queueEventsConnection: Redis;
  let queueEvents: QueueEvents;
  let port: PricingPort;
  const closers: (() => void)[] = [];

  /** Customers 100001 (admin, approver, purchaser, shopper, norole@20hhat) and 100002 (admin2@20hhat). */
  const customerNoOf = { A: '100001', B: '100002' } as const;
  /** The seeded contacts an employee of 20HHAT can act as: the admins of customers A and B. */
  const contactOf = { A: 'co-20hhat-0001', B: 'co-20hhat-0006' } as const;
  const ownPrices = (customerNo: string) =>
    data.prices.customerPrices.filter((p) => p.mandant_code === '20HHAT' && p.customer_no === customerNo);
  const listPrice = (sku: string) =>
    data.products.find((p) => p.mandant_code === '20HHAT' && p.sku === sku)!.list_price_cents;
  /** The seed's expectation of a customer's unit price. */
  const expectedCents = (customerNo: string, sku: string) =>
    ownPrices(customerNo).find((p) => p.sku === sku)?.price_cents ?? listPrice(sku);
  const tenantSkus = () => data.products.filter((p) => p.mandant_code === '20HHAT').map((p) => p.sku);

  /** The real sign-in (IdP, authorization code) of a seeded login of tenant 20HHAT. */
  const signIn = (local: string) => bff.signIn(`${local}@20hhat.example`);
  const codes = (result: GraphqlResponse) => (result.errors ?? []).map((e) => e.extensions.code);
  const productsOf = (result: GraphqlResponse) =>
    (result.data?.content?.blocks ?? []).flatMap((b: Json) => b.products ?? []);
  const cacheKey = (customerNo: string, sku: string, kind: 'unit' | 'detail' = 'unit') =>
    priceCacheKey(kind, '20HHAT', customerNo, sku);

  async function openSse(session: ShopSession | null) {
    const client = await openSseAt<Json>(
      bff.baseUrl,
      'de-at',
      session ? { cookie: session.cookieHeader() } : {},
    );
    closers.push(client.close);
    // The stream's first event is the tenant's maintenance state, sent after its listener is
    // registered: from here on the stream hears every event of the tenant.
    await client.waitFor((e) => e.event === 'maintenance');
    return client;
  }

  const priceKeys = async () => (await admin.keys('shop:cache:v1:price:*')).sort();
  const clearPriceCache = async () => {
    const keys = await admin.keys('shop:cache:v1:price:*');
    if (keys.length) await admin.del(...keys);
  };
  /** Cache writes are not awaited by the request: wait until the keys are there. */
  const cached = (...keys: string[]) =>
    eventually(
      `price cache entries ${keys.join(', ')}`,
      async () => (await admin.exists(...keys)) === keys.length,
    );

  const runJob = async (name: string, jobData: PriceJob) => {
    const job = await queue.add(name, jobData);
    return job.waitUntilFinished(queueEvents, 20_000);
  };
  /** Records a price change of one customer and applies it with a refresh: one prices-changed event. */
  const changePrice = async (customerNo: string, sku: string, centAmount: number) => {
    await runJob(PRICE_JOBS.change, {
      mandantCode: '20HHAT',
      customerNo,
      sku,
      centAmount,
      requestedBy: 'test',
    });
    await runJob(PRICE_JOBS.refresh, {
      mandantCode: '20HHAT',
      customerNos: null,
      requestedBy: 'test',
      trigger: 'request',
    });
  };
  const pricesEvents = (stream: SseClient<Json>) => stream.events.filter((e) => e.event === 'prices-changed');

  beforeAll(async () => {
    // The price cache itself: repeated requests must reach it, not the response cache in front of it.
    bff = await startTestBff({ scale: SCALE, config: { RESPONSE_CACHE: 'off' } });
    admin = bff.redis;
    port = bff.app.get<PricingPort>(PRICING_PORT);
    worker = startWorkers(bff.testRedis.url, pino({ level: 'silent' }), bff.database.url);
    queueConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    queue = new Queue<PriceJob>(QUEUES.prices, { connection: queueConnection });
    maintenanceQueue = new Queue<MaintenanceJob>(QUEUES.maintenance, { connection: queueConnection });
    queueEventsConnection = new Redis(bff.testRedis.url, { maxRetriesPerRequest: null });
    queueEvents = new QueueEvents(QUEUES.prices, { connection: queueEventsConnection });
    await queueEvents.waitUntilReady();
  });

  afterAll(async () => {
    for (const close of closers) close();
    await queueEvents?.close();
    await maintenanceQueue?.close();
    await queue?.close();
    await worker?.close();
    await Promise.all([queueConnection?.quit(), queueEventsConnection?.quit()]);
    await bff?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  describe('who gets prices (decided in the BFF)', () => {
    it('refuses guests (UNAUTHENTICATED) and the basket shopper (FORBIDDEN, error.prices-not-visible)', async () => {
      const sku = ownPrices(customerNoOf.A)[0].sku;
      const units = jest.spyOn(port, 'custPrice1Units');
      const guest = await bff.guest().graphql(UNITS, { locale: 'de-at', skus: [sku] });
      expect(codes(guest)).toEqual(['UNAUTHENTICATED']);
      const shopper = await signIn('shopper');
      const refused = await shopper.graphql(UNITS, { locale: 'de-at', skus: [sku] });
      expect(refused.errors![0].extensions).toMatchObject({
        code: 'FORBIDDEN',
        messageKey: 'error.prices-not-visible',
      });
      const detail = await shopper.graphql(`{ custPrices(locale: "de-at", sku: "${sku}") { id } }`);
      expect(codes(detail)).toEqual(['FORBIDDEN']);
      expect(JSON.stringify([guest, refused, detail])).not.toContain('centAmount');
      expect(units).not.toHaveBeenCalled();
    });

    it('refuses a signed-in user without a customer: the employee before selecting one, the newcomer', async () => {
      const sku = ownPrices(customerNoOf.A)[0].sku;
      const units = jest.spyOn(port, 'custPrice1Units');
      const details = jest.spyOn(port, 'custPrices');
      const keysBefore = await priceKeys();

      const employee = await signIn('employee');
      expect(
        (await employee.graphql('{ me { userType needsCustomerSelection customer { id } } }')).data,
      ).toEqual({ me: { userType: 'EMPLOYEE', needsCustomerSelection: true, customer: null } });
      const listing = await employee.graphql(UNITS, { locale: 'de-at', skus: [sku] });
      const detail = await employee.graphql(`{ custPrices(locale: "de-at", sku: "${sku}") { id } }`);
      for (const result of [listing, detail]) {
        expect(result.errors).toHaveLength(1);
        expect(result.errors![0]).toMatchObject({
          message: 'error.no-customer-selected',
          extensions: { code: 'FORBIDDEN', messageKey: 'error.no-customer-selected' },
        });
      }
      // Price fields of products answer null instead (no error: the page still shows the products).
      const home = await employee.graphql(HOME_PRODUCTS, { locale: 'de-at' });
      expect(home.errors).toBeUndefined();
      expect(productsOf(home).length).toBeGreaterThan(0);
      for (const product of productsOf(home))
        expect([product.price, product.custPrice1Unit, product.custPrice]).toEqual([null, null, null]);

      // A login without customer, contact or tenant is in no tenant's locale: the access guard refuses.
      const newcomer = await bff.signIn('newcomer@shop.example');
      const stranger = await newcomer.graphql(UNITS, { locale: 'de-at', skus: [sku] });
      expect(stranger.errors![0].extensions).toMatchObject({
        code: 'FORBIDDEN',
        messageKey: 'error.forbidden',
      });

      expect(JSON.stringify([listing, detail, stranger])).not.toContain('centAmount');
      expect(units).not.toHaveBeenCalled();
      expect(details).not.toHaveBeenCalled();
      expect(await priceKeys()).toEqual(keysBefore);
    });

    it('gives a user of another tenant`s locale no prices', async () => {
      const purchaser = await signIn('purchaser');
      const sku = data.products.find((p) => p.mandant_code === '30HHDE')!.sku;
      const result = await purchaser.graphql(UNITS, { locale: 'de-de', skus: [sku] });
      expect(codes(result)).toEqual(['FORBIDDEN']);
      const home = await purchaser.graphql(HOME_PRODUCTS, { locale: 'de-de' });
      const products = productsOf(home);
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expect(product.price).toBeNull();
        expect(product.custPrice).toBeNull();
      }
    });

    it('answers null price fields on products for the basket shopper, and prices for the purchaser', async () => {
      const shopper = await signIn('shopper');
      const purchaser = await signIn('purchaser');
      const hidden = productsOf(await shopper.graphql(HOME_PRODUCTS, { locale: 'de-at' }));
      expect(hidden.length).toBeGreaterThan(0);
      expect(
        hidden.every((p: Json) => p.price === null && p.custPrice1Unit === null && p.custPrice === null),
      ).toBe(true);
      const units = jest.spyOn(port, 'custPrice1Units');
      const details = jest.spyOn(port, 'custPrices');
      const shown = productsOf(await purchaser.graphql(HOME_PRODUCTS, { locale: 'de-at' }));
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

  describe('input checks', () => {
    it('refuses too many skus and malformed skus before any port call or cache entry', async () => {
      const purchaser = await signIn('purchaser');
      const [marker, valid, ...rest] = tenantSkus();
      // More skus than allowed, all well-formed: the tenant's own first, then made-up ones.
      const tooMany = [valid, ...rest].slice(0, MAX_PRICE_SKUS + 1);
      for (let i = 0; tooMany.length <= MAX_PRICE_SKUS; i++) tooMany.push(`NOSUCH-${i}`);
      expect(tooMany).toHaveLength(MAX_PRICE_SKUS + 1);
      await clearPriceCache();
      const units = jest.spyOn(port, 'custPrice1Units');
      const details = jest.spyOn(port, 'custPrices');

      const refusedMany = await purchaser.graphql(UNITS, { locale: 'de-at', skus: tooMany });
      expect(refusedMany.errors).toHaveLength(1);
      expect(refusedMany.errors![0]).toMatchObject({
        message: 'error.too-many-skus',
        extensions: {
          code: 'BAD_USER_INPUT',
          messageKey: 'error.too-many-skus',
          details: { fields: [{ field: 'skus', messageKey: 'error.too-many-skus' }] },
        },
      });
      expect(refusedMany.data).toBeNull();

      const malformed = ['bad sku', 'x'.repeat(65), '../20HHAT', 'a:b', ''];
      const refusal = (field: string) => [
        {
          code: 'BAD_USER_INPUT',
          messageKey: 'error.invalid-sku',
          details: { fields: [{ field, messageKey: 'error.invalid-sku' }] },
        },
      ];
      for (const bad of malformed) {
        const listing = await purchaser.graphql(UNITS, { locale: 'de-at', skus: [valid, bad] });
        const detail = await purchaser.graphql(ONE_DETAIL, { sku: bad });
        expect([bad, listing.errors?.map((e) => e.extensions)]).toEqual([bad, refusal('skus')]);
        expect([bad, detail.errors?.map((e) => e.extensions)]).toEqual([bad, refusal('sku')]);
      }
      expect(units).not.toHaveBeenCalled();
      expect(details).not.toHaveBeenCalled();

      // Nothing cached: a later request's entry is written on the same connection after any write of
      // the refused ones would have been, so once it is there the cache holds exactly that entry.
      const accepted = await purchaser.graphql(UNITS, { locale: 'de-at', skus: [marker] });
      expect(accepted.errors).toBeUndefined();
      await cached(cacheKey(customerNoOf.A, marker));
      expect(await priceKeys()).toEqual([cacheKey(customerNoOf.A, marker)]);
      expect(units.mock.calls.map((call) => call[1])).toEqual([[marker]]);

      // The limit itself is allowed: MAX_PRICE_SKUS skus are priced in one port call.
      units.mockClear();
      const atLimit = await purchaser.graphql(UNITS, {
        locale: 'de-at',
        skus: tooMany.slice(0, MAX_PRICE_SKUS),
      });
      expect(atLimit.errors).toBeUndefined();
      expect(atLimit.data!.custPrice1Units.map((p: Json) => p.sku)).toEqual(
        tooMany.slice(0, MAX_PRICE_SKUS).filter((sku) => !sku.startsWith('NOSUCH-')),
      );
      expect(units).toHaveBeenCalledTimes(1);
      expect(units.mock.calls[0][1]).toHaveLength(MAX_PRICE_SKUS);
      await clearPriceCache();
    });
  });

  describe('batching and cache', () => {
    it('prices a page of 24 skus with ONE port call cold and ZERO warm', async () => {
      const approver = await signIn('approver');
      const skus = tenantSkus().slice(0, 24);
      expect(skus).toHaveLength(24);
      await clearPriceCache();
      const units = jest.spyOn(port, 'custPrice1Units');
      const cold = await approver.graphql(UNITS, { locale: 'de-at', skus });
      expect(cold.errors).toBeUndefined();
      expect(units).toHaveBeenCalledTimes(1);
      expect(units.mock.calls[0][1]).toEqual(skus);
      expect(cold.data!.custPrice1Units.map((p: Json) => [p.sku, p.price.centAmount])).toEqual(
        skus.map((sku) => [sku, expectedCents(customerNoOf.A, sku)]),
      );
      await cached(...skus.map((sku) => cacheKey(customerNoOf.A, sku)));
      units.mockClear();
      const warm = await approver.graphql(UNITS, { locale: 'de-at', skus });
      expect(units).not.toHaveBeenCalled();
      expect(warm.data).toEqual(cold.data);
    });

    it('loads aliased custPrices fields of one request in one batch, with tier prices', async () => {
      const purchaser = await signIn('purchaser');
      const withTiers = data.prices.tierPrices.filter(
        (t) => t.mandant_code === '20HHAT' && t.customer_no === customerNoOf.A,
      );
      const skus = [...new Set(withTiers.map((t) => t.sku))].slice(0, 3);
      const details = jest.spyOn(port, 'custPrices');
      const query = `{ ${skus.map((sku, i) => `p${i}: custPrices(locale: "de-at", sku: "${sku}") { ${DETAIL_FIELDS} }`).join(' ')} }`;
      const result = await purchaser.graphql(query);
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
      const a = await signIn('admin');
      const b = await signIn('admin2');
      await clearPriceCache();
      const units = jest.spyOn(port, 'custPrice1Units');
      const fromA = await a.graphql(UNITS, { locale: 'de-at', skus });
      await cached(...skus.map((sku) => cacheKey(customerNoOf.A, sku)));
      // A warmed the cache for these skus; B must still be asked at the port, for B.
      const fromB = await b.graphql(UNITS, { locale: 'de-at', skus });
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
      await cached(cacheKey(customerNoOf.B, skus[0]));
      const cachedB = JSON.parse((await admin.get(cacheKey(customerNoOf.B, skus[0])))!);
      expect(cachedB.value.price.centAmount).toBe(bBySku.get(skus[0]));
      const warmB = await b.graphql(UNITS, { locale: 'de-at', skus });
      expect(warmB.data).toEqual(fromB.data);
    });
  });

  describe('an employee acting for customers', () => {
    it('gets the selected customer`s prices, and after switching customer the new one`s, never the cached ones of the first', async () => {
      // Skus where the seed gives A and B different customer prices, both unlike the list price.
      const rows = await bff.database.db.query<{ sku: string; a: number; b: number }>(
        `select a.sku, a.price_cents as a, b.price_cents as b
           from customer_price a
           join customer_price b on b.mandant_code = a.mandant_code and b.sku = a.sku and b.customer_no = $2
           join product p on p.mandant_code = a.mandant_code and p.sku = a.sku
          where a.mandant_code = '20HHAT' and a.customer_no = $1
            and a.price_cents <> b.price_cents
            and a.price_cents <> p.list_price_cents and b.price_cents <> p.list_price_cents
          order by a.sku limit 3`,
        [customerNoOf.A, customerNoOf.B],
      );
      expect(rows.length).toBeGreaterThan(0);
      const skus = rows.map((row) => row.sku);
      const detailQuery = `{ ${skus.map((sku, i) => `p${i}: custPrices(locale: "de-at", sku: "${sku}") { sku channel price { centAmount } }`).join(' ')} }`;
      await clearPriceCache();

      const employee = await signIn('employee');
      const actFor = async (customer: 'A' | 'B') => {
        const selected = await employee.graphql(SELECT_CUSTOMER, { contact: contactOf[customer] });
        expect(selected.errors).toBeUndefined();
        expect(selected.data!.selectCustomer).toEqual({
          userType: 'EMPLOYEE',
          needsCustomerSelection: false,
          customer: { customerNo: customerNoOf[customer] },
        });
      };
      /** [sku, channel, cents] of the listing and of the detail prices, as the employee sees them now. */
      const pricesSeen = async () => {
        const listing = await employee.graphql(UNITS, { locale: 'de-at', skus });
        const detail = await employee.graphql(detailQuery);
        expect([listing.errors, detail.errors]).toEqual([undefined, undefined]);
        return {
          listing: listing.data!.custPrice1Units.map((p: Json) => [p.sku, p.channel, p.price.centAmount]),
          detail: skus
            .map((_, i) => detail.data![`p${i}`])
            .map((p: Json) => [p.sku, p.channel, p.price.centAmount]),
        };
      };
      const expected = (customer: 'a' | 'b') => {
        const prices = rows.map((row) => [row.sku, 'SALES_PRICE', row[customer]]);
        return { listing: prices, detail: prices };
      };
      const units = jest.spyOn(port, 'custPrice1Units');
      const details = jest.spyOn(port, 'custPrices');
      const customersAsked = () => ({
        units: units.mock.calls.map((call) => call[0].customer?.customerNo),
        details: details.mock.calls.map((call) => call[0].customer?.customerNo),
      });

      await actFor('A');
      expect(await pricesSeen()).toEqual(expected('a'));
      // A's prices (listing and detail) are in the cache when the employee switches to B. Counted,
      // not named: whatever the key, B must not be answered from them.
      await eventually('the cache entries of A', async () => (await priceKeys()).length === skus.length * 2);

      await actFor('B');
      expect(await pricesSeen()).toEqual(expected('b'));
      expect(customersAsked()).toEqual({
        units: [customerNoOf.A, customerNoOf.B],
        details: [customerNoOf.A, customerNoOf.B],
      });
      await eventually('the cache entries of B', async () => (await priceKeys()).length === skus.length * 4);

      // And back: A's prices again (from A's cache entries), not B's.
      await actFor('A');
      expect(await pricesSeen()).toEqual(expected('a'));
      expect(customersAsked()).toEqual({
        units: [customerNoOf.A, customerNoOf.B],
        details: [customerNoOf.A, customerNoOf.B],
      });
    });
  });

  describe('price refresh by the worker', () => {
    it('applies a change, removes exactly the affected entries and tells only that customer`s open pages', async () => {
      const a = await signIn('purchaser');
      const b = await signIn('admin2');
      const shopper = await signIn('shopper');
      const [changed, untouched] = ownPrices(customerNoOf.A).slice(0, 2);
      const skus = [changed.sku, untouched.sku];
      await clearPriceCache();
      await a.graphql(UNITS, { locale: 'de-at', skus });
      await b.graphql(UNITS, { locale: 'de-at', skus });
      await a.graphql(`{ custPrices(locale: "de-at", sku: "${changed.sku}") { id } }`);
      await cached(
        cacheKey(customerNoOf.A, changed.sku),
        cacheKey(customerNoOf.A, untouched.sku),
        cacheKey(customerNoOf.A, changed.sku, 'detail'),
        cacheKey(customerNoOf.B, changed.sku),
        cacheKey(customerNoOf.B, untouched.sku),
      );

      const streamA = await openSse(a);
      const streamB = await openSse(b);
      const streamShopper = await openSse(shopper);
      const streamGuest = await openSse(null);
      const newCents = changed.price_cents + 111;
      await changePrice(customerNoOf.A, changed.sku, newCents);

      const event = (await streamA.waitFor((e) => e.event === 'prices-changed')).data as PricesChangedEvent;
      expect(event).toMatchObject({
        mandantCode: '20HHAT',
        customers: [{ customerNo: customerNoOf.A, skus: [changed.sku] }],
      });

      // Nobody else heard it, proven by order, not by waiting: each stream receives a later event,
      // and A's event is not before it. B: a change of B's own price (another sku) arrives as B's
      // first prices event. The shopper and the guest hear no prices events at all: after B's event
      // every BFF had passed A's event on, and a maintenance event (state unchanged: off) follows.
      const bSku = ownPrices(customerNoOf.B).find((p) => !skus.includes(p.sku))!;
      await changePrice(customerNoOf.B, bSku.sku, bSku.price_cents + 7);
      await streamB.waitFor((e) => e.event === 'prices-changed');
      expect(pricesEvents(streamB).map((e) => e.data)).toEqual([
        expect.objectContaining({ customers: [{ customerNo: customerNoOf.B, skus: [bSku.sku] }] }),
      ]);
      await maintenanceQueue.add(MAINTENANCE_JOB, {
        mandantCode: '20HHAT',
        enabled: false,
        until: null,
        requestedBy: 'test',
      });
      for (const stream of [streamShopper, streamGuest]) {
        const initial = stream.events[0];
        await stream.waitFor((e) => e.event === 'maintenance' && e.index > initial.index);
        expect(pricesEvents(stream)).toEqual([]);
      }
      // A heard B's change neither (it came after A's own, before the maintenance event).
      await streamA.waitFor((e) => e.event === 'maintenance' && e.index > 0);
      expect(pricesEvents(streamA).map((e) => e.data.customers)).toEqual([
        [{ customerNo: customerNoOf.A, skus: [changed.sku] }],
      ]);

      // Exactly the changed entries are gone: A's other sku and B's entries stay.
      expect(
        await admin.exists(
          cacheKey(customerNoOf.A, changed.sku),
          cacheKey(customerNoOf.A, changed.sku, 'detail'),
        ),
      ).toBe(0);
      expect(await admin.exists(cacheKey(customerNoOf.A, untouched.sku))).toBe(1);
      expect(
        await admin.exists(cacheKey(customerNoOf.B, changed.sku), cacheKey(customerNoOf.B, untouched.sku)),
      ).toBe(2);

      const after = await a.graphql(UNITS, { locale: 'de-at', skus });
      expect(after.data!.custPrice1Units.map((p: Json) => p.price.centAmount)).toEqual([
        newCents,
        untouched.price_cents,
      ]);
      const bAfter = await b.graphql(UNITS, { locale: 'de-at', skus: [changed.sku, bSku.sku] });
      expect(bAfter.data!.custPrice1Units.map((p: Json) => p.price.centAmount)).toEqual([
        expectedCents(customerNoOf.B, changed.sku),
        bSku.price_cents + 7,
      ]);
    });
  });

  describe('with the price cache down', () => {
    it('still loads prices from the port (slower, not broken)', async () => {
      const purchaser = await signIn('purchaser');
      const cacheRedis = bff.app.get<Redis>(PRICE_CACHE_REDIS);
      cacheRedis.disconnect();
      const skus = tenantSkus().slice(24, 48);
      expect(skus).toHaveLength(24);
      const units = jest.spyOn(port, 'custPrice1Units');
      for (let round = 0; round < 2; round++) {
        // The bound only catches a hang (waiting for Redis to come back); latency is a bench.
        const started = Date.now();
        const result = await purchaser.graphql(UNITS, { locale: 'de-at', skus });
        expect(result.errors).toBeUndefined();
        expect(result.data!.custPrice1Units.map((p: Json) => p.price.centAmount)).toEqual(
          skus.map((sku) => expectedCents(customerNoOf.A, sku)),
        );
        expect(Date.now() - started).toBeLessThan(15_000);
      }
      // Nothing cached: each request asked the port once.
      expect(units).toHaveBeenCalledTimes(2);
    });
  });
});
