import type { ShopContext } from '@shop/domain';
import { RequestLoaders } from '../common/request-loaders';
import type { CachedCatalogue } from './cached-catalogue';
import { CatalogueLoaders } from './catalogue-loaders';

const ctx = { mandantCode: '20HHAT', language: 'de', customer: null } as ShopContext;

function catalogueLoaders(getProductsBySkus: jest.Mock) {
  return new CatalogueLoaders({ getProductsBySkus } as unknown as CachedCatalogue);
}

describe('CatalogueLoaders', () => {
  it('batches product lookups of one tick into one port call', async () => {
    const getProductsBySkus = jest.fn(async (_ctx: ShopContext, skus: readonly string[]) =>
      skus.map((sku) => ({ sku }) as never),
    );
    const loaders = new RequestLoaders();
    const catalogue = catalogueLoaders(getProductsBySkus);
    const results = await Promise.all(
      ['A', 'B', 'C'].map((sku) => catalogue.product(loaders, ctx).load(sku)),
    );
    expect(getProductsBySkus).toHaveBeenCalledTimes(1);
    expect(getProductsBySkus.mock.calls[0][1]).toEqual(['A', 'B', 'C']);
    expect(results.map((r) => (r as { sku: string } | null)?.sku)).toEqual(['A', 'B', 'C']);
  });

  it('keeps loaders of different tenants apart', async () => {
    const getProductsBySkus = jest.fn(async (_ctx: ShopContext, skus: readonly string[]) =>
      skus.map(() => null),
    );
    const loaders = new RequestLoaders();
    const catalogue = catalogueLoaders(getProductsBySkus);
    await Promise.all([
      catalogue.product(loaders, ctx).load('A'),
      catalogue.product(loaders, { ...ctx, mandantCode: '30HHDE' }).load('A'),
    ]);
    expect(getProductsBySkus).toHaveBeenCalledTimes(2);
    expect(getProductsBySkus.mock.calls.map((call) => (call[0] as ShopContext).mandantCode).sort()).toEqual([
      '20HHAT',
      '30HHDE',
    ]);
  });
});
