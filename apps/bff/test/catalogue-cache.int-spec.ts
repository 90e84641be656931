import type Redis from 'ioredis';
import { COMMERCE_PORT, type CommercePort } from '@shop/commerce';
import { generateSeedData } from '@shop/db';
import { PRICING_PORT, type PricingPort } from '@shop/pricing';
import { CATALOGUE_VERSION_CHECK_MS } from '../src/catalog/cached-catalogue';
import { REDIS } from '../src/infra/tokens';
import { startTestBff, type TestBff } from './support/test-bff';
import { signedInAs } from './support/test-sessions';

jest.setTimeout(120_000);

const SCALE = 0.2;
const data = generateSeedData(SCALE);

// Responses are arbitrary JSON that each test reads by its own shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const TREE = 'query($locale: String!) { categoryTree(locale: $locale) { categories { slug productCount } } }';
const LISTING = `query($locale: String!, $category: String!) {
  products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
    total items { sku name slug price { centAmount currency } } } }`;
const PRODUCT = `query($locale: String!, $slug: String!) { product(locale: $locale, slug: $slug) {
  sku name attributes { subtitle } breadcrumbs { slug alternates { path } } alternates { locale path }
  relatedProducts(limit: 4) { sku alternates { path } } } }`;

/** The commerce port methods a catalogue page may call; each one is counted. */
const CATALOGUE_METHODS = [
  'getCategoryTree',
  'getCategoriesByKeys',
  'getCategoriesByIds',
  'getProductsBySkus',
  'getCategoryBySlug',
  'listProducts',
  'getProductBySlug',
  'getRelatedProducts',
  'suggestProducts',
  'getProductAlternates',
  'getCategoryAlternates',
  'getCatalogueVersion',
] as const;

describe('catalogue answers cached in Redis per tenant, language and catalogue version', () => {
  let bff: TestBff;
  let commerce: CommercePort;
  let pricing: PricingPort;

  const graphql = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const response = await fetch(`${bff.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data?: Json; errors?: Json[] };
    expect(json.errors).toBeUndefined();
    return json.data;
  };
  const spyCatalogue = () => CATALOGUE_METHODS.map((method) => jest.spyOn(commerce, method));
  /** Calls per port method, methods without calls left out. */
  const callCount = (spies: jest.SpyInstance[]) =>
    Object.fromEntries(
      spies.map((spy, i) => [CATALOGUE_METHODS[i], spy.mock.calls.length] as const).filter(([, n]) => n > 0),
    );
  const waitForVersionCheck = () =>
    new Promise((resolve) => setTimeout(resolve, CATALOGUE_VERSION_CHECK_MS + 50));
  const flushCatalogueCache = async () => {
    const keys = await bff.redis.keys('shop:cache:v1:catalogue:*');
    if (keys.length) await bff.redis.del(...keys);
  };
  let categorySlug: string;

  beforeAll(async () => {
    bff = await startTestBff({ scale: SCALE });
    commerce = bff.app.get<CommercePort>(COMMERCE_PORT);
    pricing = bff.app.get<PricingPort>(PRICING_PORT);
    const tree = (await graphql(TREE, { locale: 'de-at' })).categoryTree.categories;
    categorySlug = tree.find((c: Json) => c.productCount >= 24).slug;
  });

  afterAll(() => bff?.close());
  afterEach(() => jest.restoreAllMocks());

  it('costs a customer`s page of 24 one catalogue and one pricing call cold, none warm', async () => {
    const purchaser = await signedInAs(bff.redis, data, 'co-20hhat-0003', 'ROLE_CART_PURCHASER');
    await flushCatalogueCache();
    await waitForVersionCheck();
    const catalogue = spyCatalogue();
    const prices = jest.spyOn(pricing, 'custPrice1Units');
    const cold = await graphql(LISTING, { locale: 'de-at', category: categorySlug }, purchaser);
    expect(cold.products.items).toHaveLength(24);
    expect(cold.products.items.every((item: Json) => item.price?.centAmount > 0)).toBe(true);
    expect(callCount(catalogue)).toEqual({ getCatalogueVersion: 1, listProducts: 1 });
    expect(prices).toHaveBeenCalledTimes(1);

    for (const spy of [...catalogue, prices]) spy.mockClear();
    const warm = await graphql(LISTING, { locale: 'de-at', category: categorySlug }, purchaser);
    expect(warm).toEqual(cold);
    expect(callCount(catalogue)).toEqual({});
    expect(prices).not.toHaveBeenCalled();
  });

  it('serves the product page warm without any catalogue call', async () => {
    const product = data.products.find((p) => p.mandant_code === '20HHAT')!;
    const slug = (product.slug as Record<string, string>).de;
    const cold = await graphql(PRODUCT, { locale: 'de-at', slug });
    expect(cold.product.sku).toBe(product.sku);
    const catalogue = spyCatalogue();
    const warm = await graphql(PRODUCT, { locale: 'de-at', slug });
    expect(warm).toEqual(cold);
    expect(callCount(catalogue)).toEqual({});
  });

  it('keeps tenants and languages apart', async () => {
    const de = await graphql(TREE, { locale: 'de-at' });
    const cz = await graphql(TREE, { locale: 'cs-cz' });
    const bg = await graphql(TREE, { locale: 'bg-bg' });
    expect(cz).not.toEqual(de);
    expect(bg).not.toEqual(cz);
    const czSlug = cz.categoryTree.categories.find((c: Json) => c.productCount >= 1).slug;
    const czList = await graphql(LISTING, { locale: 'cs-cz', category: czSlug });
    const czSkus = new Set(data.products.filter((p) => p.mandant_code === '80HHCZ').map((p) => p.sku));
    expect(czList.products.items.length).toBeGreaterThan(0);
    for (const item of czList.products.items) expect(czSkus.has(item.sku)).toBe(true);
  });

  it('shows a changed product after the next version check, without flushing the cache', async () => {
    const before = await graphql(LISTING, { locale: 'de-at', category: categorySlug });
    const first = before.products.items[0];
    await bff.database.db.query(
      `update product set name = jsonb_set(name, '{de}', to_jsonb($2::text)) where mandant_code = '20HHAT' and sku = $1`,
      [first.sku, 'Umbenannter Reiniger'],
    );
    await waitForVersionCheck();
    const after = await graphql(LISTING, { locale: 'de-at', category: categorySlug });
    expect(after.products.items[0]).toMatchObject({ sku: first.sku, name: 'Umbenannter Reiniger' });
  });

  it('still answers from the port when Redis is gone (slower, not broken)', async () => {
    await graphql(LISTING, { locale: 'de-at', category: categorySlug });
    bff.app.get<Redis>(REDIS).disconnect();
    await waitForVersionCheck();
    const listProducts = jest.spyOn(commerce, 'listProducts');
    for (let round = 0; round < 2; round++) {
      const started = Date.now();
      const result = await graphql(LISTING, { locale: 'de-at', category: categorySlug });
      expect(result.products.items).toHaveLength(24);
      expect(Date.now() - started).toBeLessThan(2000);
    }
    expect(listProducts).toHaveBeenCalledTimes(2);
  });
});
