import { cartChangeEvents, viewCart, type AnalyticsCartLine } from './cart-analytics';

const line = (sku: string, quantity: number, cents: number | null = 450): AnalyticsCartLine => ({
  sku,
  quantity,
  unitPrice: cents === null ? null : { centAmount: cents, currency: 'EUR' },
  product: { name: `Reiniger ${sku}` },
});

describe('cart analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports new lines and larger quantities as add_to_cart with the added units, in currency units', () => {
    cartChangeEvents('STANDARD', [line('A', 2)], [line('A', 5), line('B', 1, 1999)]);
    expect(window.dataLayer).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 33.49,
          items: [
            { item_id: 'A', item_name: 'Reiniger A', quantity: 3, price: 4.5, cart_change: 'modify' },
            { item_id: 'B', item_name: 'Reiniger B', quantity: 1, price: 19.99, cart_change: 'add' },
          ],
        },
      },
    ]);
  });

  it('reports removed lines and smaller quantities as remove_from_cart, next to what was added', () => {
    cartChangeEvents('STANDARD', [line('A', 5), line('B', 2), line('C', 1)], [line('A', 1), line('C', 4)]);
    expect(window.dataLayer).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 13.5,
          items: [{ item_id: 'C', item_name: 'Reiniger C', quantity: 3, price: 4.5, cart_change: 'modify' }],
        },
      },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'EUR',
          value: 27,
          items: [
            { item_id: 'A', item_name: 'Reiniger A', quantity: 4, price: 4.5, cart_change: 'modify' },
            { item_id: 'B', item_name: 'Reiniger B', quantity: 2, price: 4.5, cart_change: 'remove' },
          ],
        },
      },
    ]);
  });

  it('reports nothing when no quantity changed, and nothing for employees or an unknown user', () => {
    cartChangeEvents('STANDARD', [line('A', 2)], [line('A', 2)]);
    cartChangeEvents('EMPLOYEE', [], [line('A', 2)]);
    cartChangeEvents(undefined, [], [line('A', 2)]);
    viewCart('EMPLOYEE', { lineItems: [line('A', 2)], totalPrice: { centAmount: 900, currency: 'EUR' } });
    expect(window.dataLayer).toEqual([]);
  });

  it('leaves out amounts the role does not see (the basket shopper)', () => {
    cartChangeEvents('STANDARD', [], [line('A', 2, null)]);
    viewCart('STANDARD', { lineItems: [line('A', 2, null)], totalPrice: null });
    expect(window.dataLayer).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: { items: [{ item_id: 'A', item_name: 'Reiniger A', quantity: 2, cart_change: 'add' }] },
      },
      { event: 'view_cart', ecommerce: { items: [{ item_id: 'A', item_name: 'Reiniger A', quantity: 2 }] } },
    ]);
  });

  it('reports view_cart with the lines and the net total (with a surcharge) as its value', () => {
    viewCart('STANDARD', { lineItems: [line('A', 2)], totalPrice: { centAmount: 1890, currency: 'EUR' } });
    expect(window.dataLayer).toEqual([
      {
        event: 'view_cart',
        ecommerce: {
          currency: 'EUR',
          value: 18.9,
          items: [{ item_id: 'A', item_name: 'Reiniger A', quantity: 2, price: 4.5 }],
        },
      },
    ]);
  });
});
