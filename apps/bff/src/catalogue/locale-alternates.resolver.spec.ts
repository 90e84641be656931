import type { LocaleSlug, Product } from '@shop/commerce';
import { guestShopContext } from '@shop/locales';
import { RequestLoaders } from '../common/request-loaders';
import type { CachedCatalogue } from './cached-catalogue';
import { CatalogueLoaders } from './catalogue-loaders';
import { CategoryDetailResolver, CategoryResolver } from './category.resolver';
import { ProductResolver } from './product.resolver';
import type { CategoryDetailModel } from './catalogue.models';
import type { CategoryModel } from './category.model';
import { productFixture } from './product.fixture';
import { toProductModel } from './to-product-model';

const de = guestShopContext('de-at');

const product = (sku: string, alternates?: LocaleSlug[]): Product => productFixture({ sku, alternates });

/** What the port knows: A00002 is carried by 20HHAT and 80HHCZ, A00003 by 20HHAT only. */
const PRODUCT_SLUGS: Record<string, LocaleSlug[]> = {
  A00002: [
    { locale: 'de-at', slug: 'grundreiniger-a00002' },
    { locale: 'cs-cz', slug: 'zakladni-cistic-a00002' },
  ],
  A00003: [{ locale: 'de-at', slug: 'grundreiniger-a00003' }],
};
const CATEGORY_SLUGS: Record<string, LocaleSlug[]> = {
  'cat-floor': [
    { locale: 'de-at', slug: 'bodenpflege' },
    { locale: 'cs-cz', slug: 'pece-o-podlahy' },
    { locale: 'bg-bg', slug: 'grizha-za-podove' },
  ],
};

function setup() {
  const reads = {
    getProductAlternates: jest.fn(async (_ctx, skus: readonly string[]) =>
      skus.map((sku) => PRODUCT_SLUGS[sku] ?? []),
    ),
    getCategoryAlternates: jest.fn(async (ids: readonly string[]) =>
      ids.map((id) => CATEGORY_SLUGS[id] ?? []),
    ),
  };
  // New loaders per test: they live as long as the request.
  const loaders = new RequestLoaders();
  const catalogue = reads as unknown as CachedCatalogue;
  const catalogueLoaders = new CatalogueLoaders(catalogue);
  return {
    reads,
    loaders,
    products: new ProductResolver(catalogue, catalogueLoaders),
    categoryDetails: new CategoryDetailResolver(catalogue, catalogueLoaders),
    categories: new CategoryResolver(catalogueLoaders),
  };
}

describe('locale alternates of products and categories', () => {
  it('maps the port’s slugs to the product page of each locale, in the locale’s words', async () => {
    const { reads, loaders, products: resolver } = setup();
    const model = toProductModel(product('A00002', PRODUCT_SLUGS.A00002), de);
    expect(await resolver.alternates(model, loaders)).toEqual([
      { locale: 'de-at', path: '/de-at/p/grundreiniger-a00002' },
      { locale: 'cs-cz', path: '/cs-cz/p/zakladni-cistic-a00002' },
    ]);
    // The product page's port answer carried them: no second call.
    expect(reads.getProductAlternates).not.toHaveBeenCalled();
  });

  it('has a cs-cz alternate only for the product 80HHCZ carries; a listing costs one batched call', async () => {
    const { reads, loaders, products: resolver } = setup();
    const [carried, notCarried] = await Promise.all([
      resolver.alternates(toProductModel(product('A00002'), de), loaders),
      resolver.alternates(toProductModel(product('A00003'), de), loaders),
    ]);
    expect(carried.map((alternate) => alternate.locale)).toEqual(['de-at', 'cs-cz']);
    expect(notCarried).toEqual([{ locale: 'de-at', path: '/de-at/p/grundreiniger-a00003' }]);
    expect(reads.getProductAlternates).toHaveBeenCalledTimes(1);
    expect(reads.getProductAlternates).toHaveBeenCalledWith(de, ['A00002', 'A00003']);
  });

  it('maps category slugs to category pages with the local route word; page and breadcrumbs share one call', async () => {
    const { reads, loaders, categoryDetails, categories } = setup();
    const detail = { id: 'cat-floor' } as CategoryDetailModel;
    const node = { id: 'cat-floor' } as CategoryModel;
    const unknown = { id: 'cat-none' } as CategoryModel;
    const [onPage, inBreadcrumb, none] = await Promise.all([
      categoryDetails.alternates(detail, loaders),
      categories.alternates(node, loaders),
      categories.alternates(unknown, loaders),
    ]);
    expect(onPage).toEqual([
      { locale: 'de-at', path: '/de-at/c/bodenpflege' },
      { locale: 'cs-cz', path: '/cs-cz/c/pece-o-podlahy' },
      { locale: 'bg-bg', path: '/bg-bg/c/grizha-za-podove' },
    ]);
    expect(inBreadcrumb).toEqual(onPage);
    expect(none).toEqual([]);
    expect(reads.getCategoryAlternates).toHaveBeenCalledTimes(1);
  });
});
