import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CART_QUERY } from './cart.queries';
import { cartFixture, cartMock, lockMocks } from '../../testing/cart-fixtures';
import { layoutMocks, PURCHASER, routeMock, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };

const render = (cart: Mock) =>
  renderRoute('/de-at/warenkorb', [
    ...layoutMocks('de-at', PURCHASER),
    routeMock('/de-at/warenkorb'),
    cart,
    ...lockMocks(),
  ]);

const badge = () => document.querySelector('.cart-entry__count');

describe('the header cart entry', () => {
  beforeEach(() => stubMaintenanceFetch());

  it('shows no count until the cart has answered, then the cart line count', async () => {
    const answer = cartFixture(3, [
      { sku: 'A1', quantity: 2, unit: 450 },
      { sku: 'B2', quantity: 1, unit: 1000 },
    ]);
    render({ ...cartMock(answer), delay: 600 });
    await screen.findByRole('link', { name: 'Warenkorb' }, SLOW);
    expect(badge()?.textContent).toBe('');
    expect(badge()?.classList.contains('cart-entry__count--unknown')).toBe(true);
    // The total follows the count in the name of a role that sees prices.
    await screen.findByRole('link', { name: /^Warenkorb, 2 Positionen/ }, SLOW);
    expect(badge()?.textContent).toBe('2');
    expect(badge()?.classList.contains('cart-entry__count--unknown')).toBe(false);
  });

  it('says nothing about the count when the cart cannot be read, rather than 0', async () => {
    render({
      request: { query: CART_QUERY, variables: { locale: 'de-at' } },
      result: { errors: [new GraphQLError('down', { extensions: { code: 'UNAVAILABLE' } })] },
    });
    await screen.findByRole('link', { name: 'Warenkorb' }, SLOW);
    await waitFor(() => expect(document.querySelector('[role="alert"], .error-state')).not.toBeNull(), SLOW);
    expect(badge()?.textContent).toBe('');
  });
});
