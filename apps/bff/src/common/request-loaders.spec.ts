import type { ShopContext } from '@shop/domain';
import type { CommercePort } from '@shop/commerce';
import { RequestLoaders } from './request-loaders';

const ctx = { mandantCode: '20HHAT', language: 'de', customer: null } as ShopContext;

describe('RequestLoaders', () => {
  it('batches product lookups of one tick into one port call', async () => {
    const getProductsBySkus = jest.fn(async (_ctx: ShopContext, skus: readonly string[]) =>
      skus.map((sku) => ({ sku }) as never),
    );
    const loaders = new RequestLoaders({ getProductsBySkus } as unknown as CommercePort);
    const results = await Promise.all(['A', 'B', 'C'].map((sku) => loaders.product(ctx).load(sku)));
    expect(getProductsBySkus).toHaveBeenCalledTimes(1);
    expect(getProductsBySkus.mock.calls[0][1]).toEqual(['A', 'B', 'C']);
    expect(results.map((r) => (r as { sku: string }).sku)).toEqual(['A', 'B', 'C']);
  });

  it('keeps loaders of different tenants apart', async () => {
    const getProductsBySkus = jest.fn(async (_ctx: ShopContext, skus: readonly string[]) =>
      skus.map(() => null),
    );
    const loaders = new RequestLoaders({ getProductsBySkus } as unknown as CommercePort);
    await Promise.all([
      loaders.product(ctx).load('A'),
      loaders.product({ ...ctx, mandantCode: '30HHDE' }).load('A'),
    ]);
    expect(getProductsBySkus).toHaveBeenCalledTimes(2);
    expect(getProductsBySkus.mock.calls.map((call) => call[0].mandantCode).sort()).toEqual([
      '20HHAT',
      '30HHDE',
    ]);
  });
});
