import { ACCOUNT_REPORTS_PORT } from './account-reports.port';
import { BUDGET_PORT } from './budget.port';
import { CART_PORT } from './cart.port';
import { CATALOGUE_PORT } from './catalogue.port';
import { type CommercePort, provideCommerce } from './commerce.port';
import { CUSTOMER_PORT } from './customer.port';
import { ORDER_PORT } from './order.port';
import { SHOP_CONFIG_PORT } from './shop-config.port';

describe('provideCommerce', () => {
  // Only identity matters here: the providers hand the object over, they never call it.
  const outsideSystem = { name: 'one object implementing every commerce port' } as unknown as CommercePort;

  it('registers the one object under the token of every capability', () => {
    const providers = provideCommerce(outsideSystem);

    expect(providers.map((provider) => provider.provide)).toEqual([
      CATALOGUE_PORT,
      CUSTOMER_PORT,
      SHOP_CONFIG_PORT,
      CART_PORT,
      ORDER_PORT,
      ACCOUNT_REPORTS_PORT,
      BUDGET_PORT,
    ]);
    for (const provider of providers) expect(provider.useValue).toBe(outsideSystem);
  });

  it('gives every capability a token of its own', () => {
    const tokens = provideCommerce(outsideSystem).map((provider) => provider.provide);

    expect(new Set(tokens).size).toBe(7);
    for (const token of tokens) expect(typeof token).toBe('symbol');
  });
});
