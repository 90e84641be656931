import type { ShopContext } from '@shop/domain';
import type { PricingPort } from '@shop/pricing';
import type { CatalogueReads } from '../catalogue/cached-catalogue';
import { CatalogueLoaders } from '../catalogue/catalogue-loaders';
import { RequestLoaders } from '../common/request-loaders';
import type { PriceCacheService } from '../pricing/price-cache.service';
import { PriceLoaders } from '../pricing/price-loaders';
import { OperationDeadline } from '../common/operation-deadline';

const DEADLINE = { code: 'UNAVAILABLE', messageKey: 'error.deadline-exceeded' };
const ctx = {
  mandantCode: '20HHAT',
  language: 'de',
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001' },
} as unknown as ShopContext;

function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
const outcome = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: { extensions?: unknown }) => ({ error: error.extensions }),
  );
/** Lets DataLoader dispatch its batch (after the current tick) and the batch run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('the request`s loaders and the operation`s deadline', () => {
  let deadline: OperationDeadline;
  beforeEach(() => {
    // Only the deadline's timer is faked; DataLoader's scheduling runs as usual.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    deadline = new OperationDeadline(1000);
    deadline.start();
  });
  afterEach(() => {
    deadline.stop();
    jest.useRealTimers();
  });

  it('RequestLoaders: a batch in flight ends at the deadline, a batch after it calls nothing', async () => {
    const upstream = pending<null[]>();
    const getProductsBySkus = jest.fn(() => upstream.promise);
    const getCategoriesByIds = jest.fn(async () => [null]);
    const loaders = new RequestLoaders(deadline);
    const catalogue = new CatalogueLoaders({
      getProductsBySkus,
      getCategoriesByIds,
    } as unknown as CatalogueReads);
    const inFlight = outcome(catalogue.product(loaders, ctx).load('A'));
    await settle();
    expect(getProductsBySkus).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(await inFlight).toEqual({ error: DEADLINE });
    expect(await outcome(catalogue.product(loaders, ctx).load('B'))).toEqual({ error: DEADLINE });
    expect(await outcome(catalogue.categoryById(loaders, ctx).load('c1'))).toEqual({ error: DEADLINE });
    expect(getProductsBySkus).toHaveBeenCalledTimes(1);
    expect(getCategoriesByIds).not.toHaveBeenCalled();
    upstream.resolve([null]);
  });

  it('RequestLoaders: answers as before within the deadline', async () => {
    const getProductsBySkus = jest.fn(async (_ctx: ShopContext, skus: readonly string[]) =>
      skus.map((sku) => ({ sku })),
    );
    const loaders = new RequestLoaders(deadline);
    const catalogue = new CatalogueLoaders({ getProductsBySkus } as unknown as CatalogueReads);
    expect(await Promise.all(['A', 'B'].map((sku) => catalogue.product(loaders, ctx).load(sku)))).toEqual([
      { sku: 'A' },
      { sku: 'B' },
    ]);
    expect(getProductsBySkus).toHaveBeenCalledTimes(1);
  });

  it('PriceLoaders: no pricing call after the deadline, also for misses read before it', async () => {
    const cacheRead = pending<undefined[]>();
    const cache = { readMany: jest.fn(() => cacheRead.promise), writeMany: jest.fn() };
    const pricing = { custPrice1Units: jest.fn(async () => []), custPrices: jest.fn(async () => []) };
    const loaders = new RequestLoaders(deadline);
    const prices = new PriceLoaders(pricing as unknown as PricingPort, cache as unknown as PriceCacheService);
    const inFlight = outcome(prices.unit(loaders, ctx, 'A'));
    await settle();
    expect(cache.readMany).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(await inFlight).toEqual({ error: DEADLINE });
    // The cache answers late, with a miss: the pricing port is not asked after the deadline.
    cacheRead.resolve([undefined]);
    await settle();
    expect(await outcome(prices.detail(loaders, ctx, 'B'))).toEqual({ error: DEADLINE });
    expect(cache.readMany).toHaveBeenCalledTimes(1);
    expect(pricing.custPrice1Units).not.toHaveBeenCalled();
    expect(pricing.custPrices).not.toHaveBeenCalled();
  });

  it('PriceLoaders: a pricing call in flight ends at the deadline', async () => {
    const upstream = pending<never[]>();
    const cache = { readMany: jest.fn(async () => [undefined]), writeMany: jest.fn() };
    const pricing = { custPrice1Units: jest.fn(() => upstream.promise) };
    const loaders = new RequestLoaders(deadline);
    const prices = new PriceLoaders(pricing as unknown as PricingPort, cache as unknown as PriceCacheService);
    const inFlight = outcome(prices.unit(loaders, ctx, 'A'));
    await settle();
    expect(pricing.custPrice1Units).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(await inFlight).toEqual({ error: DEADLINE });
    upstream.resolve([]);
  });

  it('PriceLoaders: answers as before within the deadline', async () => {
    const cache = { readMany: jest.fn(async () => [undefined]), writeMany: jest.fn() };
    const price = { sku: 'A', channel: 'SALES_PRICE', price: { centAmount: 100, currency: 'EUR' } };
    const pricing = { custPrice1Units: jest.fn(async () => [price]) };
    const loaders = new RequestLoaders(deadline);
    const prices = new PriceLoaders(pricing as unknown as PricingPort, cache as unknown as PriceCacheService);
    expect(await prices.unit(loaders, ctx, 'A')).toEqual(price);
    expect(pricing.custPrice1Units).toHaveBeenCalledTimes(1);
  });
});
