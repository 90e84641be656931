import type Redis from 'ioredis';
import { CATALOGUE_PORT, type CataloguePort } from '@shop/commerce';
import { generateSeedData } from '@shop/db';
import { PRICING_PORT, type PricingPort } from '@shop/pricing';
import { CATALOGUE_VERSION_CHECK_MS } from '../src/catalogue/cached-catalogue';
import { REDIS } from '../src/infra/tokens';
import { dataOf, gql, startTestBff, type ResultOf, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const SCALE = 0.2;
const data = generateSeedData(SCALE);

interface Money {
  centAmount: number;
  currency: string;
}

const TREE = gql<
  { categoryTree: { categories: { slug: string; productCount: number }[] } },
  { locale: string }
>`
  query ($locale: String!) {
    categoryTree(locale: $locale) {
      categories {
        slug
        productCount
      }
    }
  }
`;
const TREE_NAMES = gql<
  { categoryTree: { categories: { id: string; name: string; slug: string; productCount: number }[] } },
  { locale: string }
>`
  query ($locale: String!) {
    categoryTree(locale: $locale) {
      categories {
        id
        name
        slug
        productCount
      }
    }
  }
`;
const LISTING = gql<
  { products: { total: number; items: { sku: string; name: string; slug: string; price: Money | null }[] } },
  { locale: string; category: string }
>`
  query ($locale: String!, $category: String!) {
    products(locale: $locale, page: 1, limit: 24, queryFilter: [{ name: "category", values: [$category] }]) {
      total
      items {
        sku
        name
        slug
        price {
          centAmount
          currency
        }
      }
    }
  }
`;
const PRODUCT = gql<
  {
    product: {
      sku: string;
      name: string;
      attributes: { subtitle: string | null };
      breadcrumbs: { slug: string; alternates: { path: string }[] }[];
      alternates: { locale: string; path: string }[];
      relatedProducts: { sku: string; alternates: { path: string }[] }[];
    };
  },
  { locale: string; slug: string }
>`
  query ($locale: String!, $slug: String!) {
    product(locale: $locale, slug: $slug) {
      sku
      name
      attributes {
        subtitle
      }
      breadcrumbs {
        slug
        alternates {
          path
        }
      }
      alternates {
        locale
        path
      }
      relatedProducts(limit: 4) {
        sku
        alternates {
          path
        }
      }
    }
  }
`;

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
  let commerce: CataloguePort;
  let pricing: PricingPort;

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
    // The Redis layer itself: repeated requests must reach it, not the response cache in front of it.
    bff = await startTestBff({ scale: SCALE, config: { RESPONSE_CACHE: 'off' } });
    commerce = bff.app.get<CataloguePort>(CATALOGUE_PORT);
    pricing = bff.app.get<PricingPort>(PRICING_PORT);
    const tree = dataOf(await bff.guest().graphql(TREE, { locale: 'de-at' })).categoryTree.categories;
    categorySlug = tree.find((c) => c.productCount >= 24)!.slug;
  });

  afterAll(() => bff?.close());
  afterEach(() => jest.restoreAllMocks());

  it('costs a customer`s page of 24 one catalogue and one pricing call cold, none warm', async () => {
    const purchaser = await bff.signIn('purchaser@20hhat.example');
    await flushCatalogueCache();
    await waitForVersionCheck();
    const catalogue = spyCatalogue();
    const prices = jest.spyOn(pricing, 'custPrice1Units');
    const cold = dataOf(await purchaser.graphql(LISTING, { locale: 'de-at', category: categorySlug }));
    expect(cold.products.items).toHaveLength(24);
    expect(cold.products.items.every((item) => (item.price?.centAmount ?? 0) > 0)).toBe(true);
    expect(callCount(catalogue)).toEqual({ getCatalogueVersion: 1, listProducts: 1 });
    expect(prices).toHaveBeenCalledTimes(1);

    for (const spy of [...catalogue, prices]) spy.mockClear();
    const warm = dataOf(await purchaser.graphql(LISTING, { locale: 'de-at', category: categorySlug }));
    expect(warm).toEqual(cold);
    expect(callCount(catalogue)).toEqual({});
    expect(prices).not.toHaveBeenCalled();
  });

  it('serves the product page warm without any catalogue call', async () => {
    const product = data.products.find((p) => p.mandant_code === '20HHAT')!;
    const slug = (product.slug as Record<string, string>).de;
    const cold = dataOf(await bff.guest().graphql(PRODUCT, { locale: 'de-at', slug }));
    expect(cold.product.sku).toBe(product.sku);
    const catalogue = spyCatalogue();
    const warm = dataOf(await bff.guest().graphql(PRODUCT, { locale: 'de-at', slug }));
    expect(warm).toEqual(cold);
    expect(callCount(catalogue)).toEqual({});
  });

  it('keeps tenants apart, and the languages of one tenant', async () => {
    // Two tenants in one language (de-at, de-de): a category has the same German slug in both, so
    // only the tenant tells their listings apart.
    const atList = dataOf(await bff.guest().graphql(LISTING, { locale: 'de-at', category: categorySlug }));
    const deList = dataOf(await bff.guest().graphql(LISTING, { locale: 'de-de', category: categorySlug }));
    const skusOf = (mandantCode: string) =>
      new Set(data.products.filter((p) => p.mandant_code === mandantCode).map((p) => p.sku));
    const [atSkus, deSkus] = [skusOf('20HHAT'), skusOf('30HHDE')];
    expect(atList.products.items.length).toBeGreaterThan(0);
    expect(deList.products.items.length).toBeGreaterThan(0);
    const foreign = (list: ResultOf<typeof LISTING>, own: Set<string>) =>
      list.products.items.map((item) => item.sku).filter((sku) => !own.has(sku));
    expect(foreign(atList, atSkus)).toEqual([]);
    expect(foreign(deList, deSkus)).toEqual([]);

    // Two languages of one tenant (41HHIC: it-it Italian, it-de German): the category tree has no
    // arguments, so only the language tells the entries apart. Each is asked while the other
    // language's entry is warm, in both orders, and must answer in its own language.
    const byId = new Map(data.categories.map((c) => [c.id, c]));
    const expectLanguage = (tree: ResultOf<typeof TREE_NAMES>, language: 'it' | 'de') => {
      const categories = tree.categoryTree.categories;
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) {
        const seeded = byId.get(category.id)!;
        expect([category.id, category.name, category.slug]).toEqual([
          category.id,
          (seeded.name as Record<string, string>)[language],
          (seeded.slug as Record<string, string>)[language],
        ]);
      }
    };
    await flushCatalogueCache();
    const italianFirst = dataOf(await bff.guest().graphql(TREE_NAMES, { locale: 'it-it' }));
    const germanWarm = dataOf(await bff.guest().graphql(TREE_NAMES, { locale: 'it-de' }));
    expectLanguage(italianFirst, 'it');
    expectLanguage(germanWarm, 'de');
    await flushCatalogueCache();
    const germanFirst = dataOf(await bff.guest().graphql(TREE_NAMES, { locale: 'it-de' }));
    const italianWarm = dataOf(await bff.guest().graphql(TREE_NAMES, { locale: 'it-it' }));
    expectLanguage(germanFirst, 'de');
    expectLanguage(italianWarm, 'it');
    // Same tenant: the same categories and counts, only the language differs.
    const countsOf = (tree: ResultOf<typeof TREE_NAMES>) =>
      tree.categoryTree.categories.map((c) => [c.id, c.productCount]);
    expect(countsOf(germanWarm)).toEqual(countsOf(italianFirst));
  });

  it('shows a changed product after the next version check, without flushing the cache', async () => {
    const before = dataOf(await bff.guest().graphql(LISTING, { locale: 'de-at', category: categorySlug }));
    const first = before.products.items[0];
    await bff.database.db.query(
      `update product set name = jsonb_set(name, '{de}', to_jsonb($2::text)) where mandant_code = '20HHAT' and sku = $1`,
      [first.sku, 'Umbenannter Reiniger'],
    );
    await waitForVersionCheck();
    const after = dataOf(await bff.guest().graphql(LISTING, { locale: 'de-at', category: categorySlug }));
    expect(after.products.items[0]).toMatchObject({ sku: first.sku, name: 'Umbenannter Reiniger' });
  });

  it('still answers from the port when Redis is gone (slower, not broken)', async () => {
    const warm = dataOf(await bff.guest().graphql(LISTING, { locale: 'de-at', category: categorySlug }));
    bff.app.get<Redis>(REDIS).disconnect();
    await waitForVersionCheck();
    const listProducts = jest.spyOn(commerce, 'listProducts');
    for (let round = 0; round < 2; round++) {
      // The bound only catches a hang (a read waiting for Redis to come back); latency is a bench.
      const started = Date.now();
      const result = dataOf(await bff.guest().graphql(LISTING, { locale: 'de-at', category: categorySlug }));
      expect(result).toEqual(warm);
      expect(Date.now() - started).toBeLessThan(15_000);
    }
    // Nothing served from (or stored in) the cache: each request asked the port.
    expect(listProducts).toHaveBeenCalledTimes(2);
  });
});
