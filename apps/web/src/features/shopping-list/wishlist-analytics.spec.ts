import { addToWishlist } from './wishlist-analytics';

describe('add_to_wishlist', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports the product and the units put on the list for a customer', () => {
    addToWishlist('STANDARD', { sku: 'A1', name: 'Spülmittel' }, 2);
    expect(window.dataLayer).toEqual([
      {
        event: 'add_to_wishlist',
        ecommerce: { items: [{ item_id: 'A1', item_name: 'Spülmittel', quantity: 2 }] },
      },
    ]);
  });

  it('reports nothing for an employee or while the user is not known yet', () => {
    addToWishlist('EMPLOYEE', { sku: 'A1', name: 'Spülmittel' }, 1);
    addToWishlist(undefined, { sku: 'A1', name: 'Spülmittel' }, 1);
    expect(window.dataLayer).toEqual([]);
  });
});
