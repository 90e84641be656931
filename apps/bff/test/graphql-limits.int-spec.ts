import type { NestExpressApplication } from '@nestjs/platform-express';
import { CMS_PORT } from '@shop/cms';
import { CATALOGUE_PORT, COMMERCE_PORT_TOKENS, type CataloguePort } from '@shop/commerce';
import { generateSeedData } from '@shop/db';
import { PRICING_PORT } from '@shop/pricing';
import { CachedCatalogue } from '../src/catalogue/cached-catalogue';
import { startAnotherBff, startTestBff, type AnotherBff, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const SCALE = 0.05;
const data = generateSeedData(SCALE);
const product = data.products.find((p) => p.mandant_code === '20HHAT')!;
const slug = (product.slug as Record<string, string>).de;

/** A product query nesting relatedProducts `levels` deep, `limit` each. */
const relatedNested = (levels: number, limit: number) =>
  `query($slug: String!) { product(locale: "de-at", slug: $slug) { sku ${'relatedProducts(limit: LIMIT) { sku '.repeat(levels).replaceAll('LIMIT', String(limit))}${'}'.repeat(levels)} } }`;
const PRODUCT_PAGE = `query($slug: String!) { product(locale: "de-at", slug: $slug) {
  sku name alternates { locale path } relatedProducts(limit: 12) { sku name price { centAmount } } } }`;
const SEARCH =
  'query($term: String!) { products(locale: "de-at", searchTerm: $term, limit: 24) { total items { sku } } }';

/** Counts every call of the catalogue (cached or not) and of the commerce, pricing and CMS ports. */
/**
 * Calls the BFF makes on its own timer, whatever a request does: the response cache's catalogue version
 * check every 2 s (response-cache-invalidation.service.ts). Counted, they made a refusal look like it
 * reached the catalogue when the timer fired during the request.
 */
const BACKGROUND_CALLS = new Set(['refreshCatalogueVersion', 'getCatalogueVersion']);

function countUpstreamCalls(app: NestExpressApplication): () => number {
  const targets = [
    app.get(CachedCatalogue),
    ...[...COMMERCE_PORT_TOKENS, PRICING_PORT, CMS_PORT].map((token) => app.get(token)),
  ];
  const spies = targets.flatMap((target: Record<string, unknown>) => {
    const names = new Set<string>();
    for (
      let proto = Object.getPrototypeOf(target);
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto)
    )
      for (const name of Object.getOwnPropertyNames(proto))
        if (name !== 'constructor' && !BACKGROUND_CALLS.has(name) && typeof target[name] === 'function')
          names.add(name);
    return [...names].map((name) => jest.spyOn(target as Record<string, () => unknown>, name));
  });
  return () => spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0);
}

describe('GraphQL operation limits, checked before an operation runs', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: SCALE });
  });
  afterAll(() => bff?.close());
  afterEach(() => jest.restoreAllMocks());

  const searches = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `s${i}: products(locale: "de-at", searchTerm: "zzqxvk") { total }`).join(' ')} }`;
  const refusals: { shape: string; messageKey: string; max: number; query: string; variables?: Json }[] = [
    {
      shape: '17 levels of nesting',
      messageKey: 'error.query-too-deep',
      max: 16,
      query: relatedNested(16, 1),
    },
    {
      shape: '21 aliases',
      messageKey: 'error.too-many-aliases',
      max: 20,
      query: `query($slug: String!) { product(locale: "de-at", slug: $slug) {
        ${Array.from({ length: 21 }, (_, i) => `a${i}: sku`).join(' ')} } }`,
    },
    // The finding's query: its 1,000 aliases are refused by the first limit they reach, the tokens.
    {
      shape: '1,000 aliased searches',
      messageKey: 'error.too-many-tokens',
      max: 1000,
      query: searches(1000),
    },
    {
      shape: '11 searches at the root',
      messageKey: 'error.too-many-root-fields',
      max: 10,
      query: searches(11),
    },
    {
      shape: '21 directives',
      messageKey: 'error.too-many-directives',
      max: 20,
      query: `{ me { ${Array.from({ length: 21 }, () => 'role @include(if: true)').join(' ')} } }`,
    },
    {
      shape: '1,001 tokens',
      messageKey: 'error.too-many-tokens',
      max: 1000,
      query: `{ me { ${'role '.repeat(1000)}} }`,
    },
    {
      shape: 'relatedProducts(limit: 24) three levels deep',
      messageKey: 'error.query-too-costly',
      max: 5000,
      query: relatedNested(3, 24),
    },
    {
      shape: 'a listing of 96 with 96 related products each (page size from a variable)',
      messageKey: 'error.query-too-costly',
      max: 5000,
      query: `query($limit: Int!) { products(locale: "de-at", searchTerm: "reiniger", limit: $limit) {
        items { relatedProducts(limit: $limit) { sku } } } }`,
      variables: { limit: 96 },
    },
    {
      shape: 'prices of 2,000 skus',
      messageKey: 'error.query-too-costly',
      max: 5000,
      query:
        'query($skus: [String!]!) { custPrice1Units(locale: "de-at", skus: $skus) { sku price { centAmount } } }',
      variables: { skus: Array.from({ length: 2000 }, (_, i) => `SKU-${i}`) },
    },
  ];

  it.each(refusals)('refuses $shape with its code and key, running nothing', async (refusal) => {
    const upstreamCalls = countUpstreamCalls(bff.app);
    const answer = await bff.guest().graphqlResponse(refusal.query, refusal.variables ?? { slug });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors![0]).toMatchObject({
      message: refusal.messageKey,
      extensions: { code: 'BAD_USER_INPUT', messageKey: refusal.messageKey, details: { max: refusal.max } },
    });
    // Nothing of the query comes back (the tokens and alias queries are kilobytes long).
    expect(answer.text.length).toBeLessThan(300);
    expect(upstreamCalls()).toBe(0);
  });

  it('answers what the web asks, and stays healthy and answering after refusals', async () => {
    for (const refusal of refusals)
      await bff.guest().graphqlResponse(refusal.query, refusal.variables ?? { slug });
    const ready = await fetch(`${bff.baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
    // The counter of the refusal tests sees what an operation that runs calls.
    const upstreamCalls = countUpstreamCalls(bff.app);
    const page = await bff.guest().graphqlResponse(PRODUCT_PAGE, { slug });
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data.product.sku).toBe(product.sku);
    expect(upstreamCalls()).toBeGreaterThan(0);
    // Two levels of related products at 24 (601 products) are within the cost limit.
    const twoLevels = await bff.guest().graphqlResponse(relatedNested(2, 24), { slug });
    expect(twoLevels.body.errors).toBeUndefined();
    expect(twoLevels.body.data.product.relatedProducts.length).toBeGreaterThan(0);
  });

  it('has introspection and field suggestions outside production', async () => {
    const introspection = await bff.guest().graphqlResponse('{ __schema { queryType { name } } }');
    // Introspection fields cost nothing (docs/decisions/0052: the cost of every operation that ran).
    expect(introspection.body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
      extensions: { cost: { requestedQueryCost: 0, maximumAvailable: 5000 } },
    });
    const typo = await bff.guest().graphqlResponse('{ me { rol } }');
    expect(typo.body.errors![0].message).toBe('Cannot query field "rol" on type "Me". Did you mean "role"?');
  });

  describe('in production mode', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-production-secret',
      OPS_TOKEN: 'a-production-ops-token-of-32-chars',
      // These tests send their documents as text; trusted documents and the rate limit (on in
      // production) have tests of their own.
      GRAPHQL_TRUSTED_DOCUMENTS: 'allow',
      RATE_LIMIT: 'off',
    };
    let shop: AnotherBff;
    let withIntrospection: AnotherBff;

    beforeAll(async () => {
      shop = await startAnotherBff(bff, production);
      withIntrospection = await startAnotherBff(bff, { ...production, GRAPHQL_INTROSPECTION: 'true' });
    });
    afterAll(async () => {
      await withIntrospection?.close();
      await shop?.close();
    });

    it('refuses introspection and cuts suggestions, unless GRAPHQL_INTROSPECTION=true', async () => {
      for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Product") { name } }']) {
        const refused = await shop.guest().graphqlResponse(query);
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          errors: [
            expect.objectContaining({
              message: 'error.introspection-disabled',
              extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.introspection-disabled' },
            }),
          ],
        });
      }
      const typo = await shop.guest().graphqlResponse('{ me { rol } }');
      expect(typo.body.errors![0]).toMatchObject({
        message: 'Cannot query field "rol" on type "Me".',
        extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' },
      });
      const allowed = await withIntrospection.guest().graphqlResponse('{ __schema { queryType { name } } }');
      expect(allowed.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect(allowed.body.errors).toBeUndefined();
      const suggested = await withIntrospection.guest().graphqlResponse('{ me { rol } }');
      expect(suggested.body.errors![0].message).toMatch(/Did you mean "role"\?$/);
    });
  });

  describe('execution deadline', () => {
    let shop: AnotherBff;
    let commerce: CataloguePort;
    /**
     * A port call that answers only when the test releases it (after the response arrived), or after
     * 30 s, so that a deadline that does not work ends the test with a failure rather than a hang.
     */
    const held = () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const safety = setTimeout(release, 30_000);
      return {
        release: () => {
          clearTimeout(safety);
          release();
        },
        released,
      };
    };

    beforeAll(async () => {
      shop = await startAnotherBff(bff, { GRAPHQL_DEADLINE_MS: '1500' });
      commerce = shop.app.get<CataloguePort>(CATALOGUE_PORT);
    });
    afterAll(() => shop?.close());

    it('ends an operation whose root field waits past the deadline with a coded error', async () => {
      const hold = held();
      const events: string[] = [];
      const listProducts = commerce.listProducts.bind(commerce);
      jest.spyOn(commerce, 'listProducts').mockImplementation(async (...args) => {
        events.push('search started');
        await hold.released;
        events.push('search answered');
        return listProducts(...args);
      });
      try {
        const answer = await shop.guest().graphqlResponse(SEARCH, { term: 'deadline-root' });
        events.push('response');
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          data: null,
          errors: [
            expect.objectContaining({
              message: 'error.deadline-exceeded',
              path: ['products'],
              extensions: { code: 'UNAVAILABLE', messageKey: 'error.deadline-exceeded' },
            }),
          ],
          extensions: { cost: expect.objectContaining({ maximumAvailable: 5000 }) },
        });
      } finally {
        hold.release();
      }
      expect(events).toEqual(['search started', 'response']);
      jest.restoreAllMocks();
      // The BFF answers at once afterwards: the next operation has its own deadline.
      const next = await shop.guest().graphqlResponse(SEARCH, { term: 'reiniger' });
      expect(next.body.errors).toBeUndefined();
      expect(events).toEqual(['search started', 'response', 'search answered']);
    });

    it('ends fields waiting on the request`s loaders at the deadline', async () => {
      const hold = held();
      const events: string[] = [];
      // The catalogue cache would answer without the port.
      const keys = await bff.redis.keys('shop:cache:v1:catalogue:*');
      if (keys.length) await bff.redis.del(...keys);
      const getProductsBySkus = commerce.getProductsBySkus.bind(commerce);
      jest.spyOn(commerce, 'getProductsBySkus').mockImplementation(async (...args) => {
        events.push('products started');
        await hold.released;
        events.push('products answered');
        return getProductsBySkus(...args);
      });
      const alternates = jest.spyOn(commerce, 'getProductAlternates');
      try {
        // The home page's product sliders load their products through RequestLoaders.product.
        const homeSliders = `{ content(locale: "de-at", slug: "") { title blocks { __typename
             ... on ProductSliderBlock { products { sku alternates { path } } } } } }`;
        const answer = await shop.guest().graphqlResponse(homeSliders);
        events.push('response');
        const errors = answer.body.errors ?? [];
        expect(errors.length).toBeGreaterThan(0);
        // The sliders' resolver drops products that failed to load (loadMany): the answer still
        // says that the deadline passed.
        for (const error of errors)
          expect(error).toMatchObject({
            message: 'error.deadline-exceeded',
            extensions: { code: 'UNAVAILABLE', messageKey: 'error.deadline-exceeded' },
          });
      } finally {
        hold.release();
      }
      expect(events).toEqual(['products started', 'response']);
      jest.restoreAllMocks();
      const next = await shop.guest().graphqlResponse(PRODUCT_PAGE, { slug });
      expect(next.body.errors).toBeUndefined();
      expect(events).toEqual(['products started', 'response', 'products answered']);
      expect(alternates).not.toHaveBeenCalled();
    });
  });
});
