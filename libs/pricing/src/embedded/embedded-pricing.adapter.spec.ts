import type { ShopContext } from '@shop/domain';
import { EmbeddedPricingAdapter } from './embedded-pricing.adapter';

const ctx = (customer: boolean): ShopContext => ({
  locale: 'de-at',
  language: 'de',
  mandantCode: '20HHAT',
  userType: customer ? 'STANDARD' : null,
  role: customer ? 'ROLE_CART_PURCHASER' : null,
  accessLevel: customer ? 2 : -1,
  customer: customer ? { id: 'c1', customerNo: '1', name: 'C' } : null,
  contact: null,
  employee: null,
});

describe('EmbeddedPricingAdapter', () => {
  it('prices skus in input order with one tenant-scoped query', async () => {
    const query = jest.fn().mockResolvedValue([
      { sku: 'B', list_price_cents: 250, currency: 'EUR' },
      { sku: 'A', list_price_cents: 1999, currency: 'EUR' },
    ]);
    const prices = await new EmbeddedPricingAdapter({ query }).getPrices(ctx(true), ['A', 'X', 'B']);
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0][1]).toEqual(['20HHAT', ['A', 'X', 'B']]);
    expect(prices.map((p) => p?.price.centAmount ?? null)).toEqual([1999, null, 250]);
  });

  it('returns no prices without a customer and does not query', async () => {
    const query = jest.fn();
    expect(await new EmbeddedPricingAdapter({ query }).getPrices(ctx(false), ['A'])).toEqual([null]);
    expect(query).not.toHaveBeenCalled();
  });
});
