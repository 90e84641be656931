import type { ShopContext } from '@shop/domain';
import { EmbeddedPricingAdapter } from './embedded-pricing.adapter';

const ctx = (over: Partial<ShopContext>): ShopContext => ({
  locale: 'de-at',
  language: 'de',
  mandantCode: '20HHAT',
  userType: 'STANDARD',
  role: 'ROLE_CART_PURCHASER',
  accessLevel: 2,
  customer: { id: 'c1', customerNo: '100001', name: 'C' },
  contact: null,
  employee: null,
  ...over,
});

describe('EmbeddedPricingAdapter without a price-seeing customer', () => {
  it.each([
    ['a guest', { customer: null, role: null, userType: null }],
    ['the basket shopper', { role: 'ROLE_CART_MANAGER_NO_CHECKOUT' as const }],
  ])('answers nulls for %s and does not query', async (_who, over) => {
    const query = jest.fn();
    const adapter = new EmbeddedPricingAdapter({ query });
    expect(await adapter.custPrice1Units(ctx(over), ['A', 'B'])).toEqual([null, null]);
    expect(await adapter.custPrices(ctx(over), ['A'])).toEqual([null]);
    expect(query).not.toHaveBeenCalled();
  });

  it('scopes both queries by the tenant and customer number of the context', async () => {
    const query = jest.fn().mockResolvedValue([]);
    await new EmbeddedPricingAdapter({ query }).custPrices(ctx({ mandantCode: '30HHDE' }), ['A', 'A', 'B']);
    expect(query).toHaveBeenCalledTimes(2);
    for (const call of query.mock.calls)
      expect(call[1].slice(0, 3)).toEqual(['30HHDE', '100001', ['A', 'B']]);
  });
});
