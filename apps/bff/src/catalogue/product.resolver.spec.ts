import { GraphQLError } from 'graphql';
import type { CataloguePort, Product, ProductList, ProductListQuery } from '@shop/commerce';
import { NoQueryProvidedError } from '@shop/commerce';
import { RequestLoaders } from '../common/request-loaders';
import { shopContextFor } from '../common/shop-context.factory';
import { validateInput } from '../common/validation/shop-validation.pipe';
import type { CachedCatalogue } from './cached-catalogue';
import { CatalogueLoaders } from './catalogue-loaders';
import { CategoryArgs, ProductArgs, ProductsArgs, ProductSuggestionsArgs } from './catalogue.args';
import { CategoryDetailResolver } from './category.resolver';
import { productFixture } from './product.fixture';
import { ProductResolver } from './product.resolver';

const product: Product = productFixture({
  sku: '100001',
  attributes: { container: 'BOTTLE' },
});

function setup() {
  const calls: ProductListQuery[] = [];
  const list: ProductList = { items: [product], total: 1, page: 1, limit: 24, lastPage: 1, facets: [] };
  const reads = {
    listProducts: jest.fn(async (_ctx, query: ProductListQuery) => {
      calls.push(query);
      return list;
    }),
    getCategoryBySlug: jest.fn(async () => null),
    getProductBySlug: jest.fn(async () => product),
    suggestProducts: jest.fn(async () => []),
  } as unknown as CataloguePort;
  const loaders = new RequestLoaders();
  const catalogue = reads as unknown as CachedCatalogue;
  const catalogueLoaders = new CatalogueLoaders(catalogue);
  const products = new ProductResolver(catalogue, catalogueLoaders);
  const categories = new CategoryDetailResolver(catalogue, catalogueLoaders);
  // What the edge does before a resolver runs: the validation pipe on the arguments, then @Shop().
  const edge = <T extends { locale: string }>(type: new () => T, raw: object) => {
    const valid = validateInput(type, raw);
    return [valid, shopContextFor(undefined, valid.locale)] as const;
  };
  const resolver = {
    products: async (raw: object) => products.products(...edge(ProductsArgs, raw), loaders),
    product: async (raw: object) => products.product(...edge(ProductArgs, raw), loaders),
    productSuggestions: async (raw: object) =>
      products.productSuggestions(...edge(ProductSuggestionsArgs, raw)),
    category: async (raw: object) => categories.category(...edge(CategoryArgs, raw)),
  };
  // The product is found by later field resolvers without another port call.
  const primed = (sku: string) =>
    catalogueLoaders.product(loaders, shopContextFor(undefined, 'de-at')).load(sku);
  return { resolver, reads, calls, primed };
}

const args = (overrides: Partial<Record<keyof ProductsArgs, unknown>>) => ({
  locale: 'de-at',
  page: 1,
  limit: 24,
  sort: 'relevance',
  ...overrides,
});

async function errorOf(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected an error');
}

describe('product queries at the edge (validation pipe, @Shop(), ProductResolver)', () => {
  it('fails a products query without text and category with "no query provided"', async () => {
    const { resolver, reads } = setup();
    for (const searchTerm of [undefined, null, '', '   ']) {
      const error = await errorOf(resolver.products(args({ searchTerm })));
      expect(error.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'error.no-query-provided',
        details: { reason: 'no query provided' },
      });
    }
    expect(reads.listProducts).not.toHaveBeenCalled();
  });

  it('maps the port’s NoQueryProvidedError the same way', async () => {
    const { resolver, reads } = setup();
    jest.mocked(reads.listProducts).mockRejectedValueOnce(new NoQueryProvidedError());
    const error = await errorOf(resolver.products(args({ searchTerm: '!!' })));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'error.no-query-provided' });
  });

  it.each([
    [{ limit: 97 }, 'error.invalid-limit'],
    [{ limit: 0 }, 'error.invalid-limit'],
    [{ page: 0 }, 'error.invalid-page'],
    [{ page: 1.5 }, 'error.invalid-page'],
    [{ sort: 'price-asc' }, 'error.invalid-sort'],
    [{ searchTerm: 'x'.repeat(201) }, 'error.search-term-too-long'],
    [{ searchTerm: 'a', filter: [{ name: 'sku', values: ['1'] }] }, 'error.invalid-filter'],
    [{ searchTerm: 'a', queryFilter: [{ name: 'Bad Name', values: ['1'] }] }, 'error.invalid-filter'],
    [{ searchTerm: 'a', filter: [{ name: 'container', values: ['x'.repeat(101)] }] }, 'error.invalid-filter'],
  ] as [Record<string, unknown>, string][])('rejects %j with %s', async (overrides, messageKey) => {
    const { resolver, reads } = setup();
    const error = await errorOf(resolver.products(args({ searchTerm: 'reiniger', ...overrides })));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey });
    expect(reads.listProducts).not.toHaveBeenCalled();
  });

  it('accepts limit 96 and passes category, search, filters and sort to the port', async () => {
    const { resolver, calls, primed, reads } = setup();
    const result = await resolver.products(
      args({
        limit: 96,
        page: 3,
        sort: 'name-desc',
        searchTerm: '  čistič  podlahy ',
        filter: [{ name: 'container', values: ['BOTTLE'] }],
        queryFilter: [
          { name: 'category', values: ['bodenpflege'] },
          { name: 'hazardous_material', values: ['false'] },
        ],
      }),
    );
    expect(calls).toEqual([
      {
        categorySlug: 'bodenpflege',
        searchTerm: 'čistič podlahy',
        page: 3,
        limit: 96,
        sort: 'name-desc',
        filters: [{ name: 'container', values: ['BOTTLE'] }],
        queryFilters: [{ name: 'hazardous_material', values: ['false'] }],
      },
    ]);
    expect(result.items[0]).toMatchObject({
      sku: '100001',
      ctx: expect.objectContaining({ mandantCode: '20HHAT' }),
    });
    expect(await primed('100001')).toBe(product);
    expect(reads.listProducts).toHaveBeenCalledTimes(1);
  });

  it('rejects two categories in one query', async () => {
    const { resolver } = setup();
    const error = await errorOf(
      resolver.products(args({ queryFilter: [{ name: 'category', values: ['a', 'b'] }] })),
    );
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'error.invalid-filter' });
  });

  it('validates the category slug (letters, digits, hyphen, underscore) before asking the port', async () => {
    const { resolver, reads } = setup();
    for (const slug of ['a/b', 'a b', '../x', '', 'x'.repeat(201)]) {
      const error = await errorOf(resolver.category({ locale: 'de-at', slug }));
      expect(error.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'error.invalid-category',
      });
    }
    expect(reads.getCategoryBySlug).not.toHaveBeenCalled();
    const error = await errorOf(resolver.category({ locale: 'de-at', slug: 'čističe_2-x' }));
    expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', messageKey: 'error.category-not-found' });
  });

  it('rejects an unknown locale', async () => {
    const { resolver } = setup();
    const error = await errorOf(resolver.category({ locale: 'xx-xx', slug: 'a' }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'error.unknown-locale' });
  });

  it('validates product slugs and answers NOT_FOUND for unknown products', async () => {
    const { resolver, reads } = setup();
    const bad = await errorOf(resolver.product({ locale: 'de-at', slug: 'a//b' }));
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'error.invalid-product' });
    jest.mocked(reads.getProductBySlug).mockResolvedValueOnce(null);
    const missing = await errorOf(resolver.product({ locale: 'de-at', slug: 'gibt-es-nicht' }));
    expect(missing.extensions).toMatchObject({ code: 'NOT_FOUND', messageKey: 'error.product-not-found' });
    expect(await resolver.product({ locale: 'de-at', slug: 'grundreiniger-100001' })).toMatchObject({
      id: product.id,
    });
  });

  it('fails suggestions without text and caps them', async () => {
    const { resolver, reads } = setup();
    const error = await errorOf(resolver.productSuggestions({ locale: 'bg-bg', searchTerm: '  ' }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'error.no-query-provided' });
    await resolver.productSuggestions({ locale: 'bg-bg', searchTerm: ' препарат ' });
    expect(reads.suggestProducts).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'bg', mandantCode: '57HHBG' }),
      'препарат',
      8,
    );
  });
});
