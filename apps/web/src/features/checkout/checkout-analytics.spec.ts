import { purchase } from './checkout-analytics';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });
const order = {
  orderNumber: 'WS-100007',
  shippingAddress: { country: 'AT' },
  taxedPrice: { totalNet: eur(1890), totalTax: eur(378) },
  lineItems: [{ sku: 'A1', name: 'Reiniger A1', quantity: 2, linePrice: eur(900) }],
};

describe('purchase event', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('sends the minimum-quantity surcharge as shipping when the order has one', () => {
    purchase('STANDARD', { ...order, customLineItem: { price: eur(990) } });
    expect(window.dataLayer).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'WS-100007',
          value: 18.9,
          tax: 3.78,
          currency: 'EUR',
          shipping: 9.9,
          coupon: '',
          shipping_country: 'AT',
          items: [{ item_id: 'A1', item_name: 'Reiniger A1', quantity: 2, price: 4.5 }],
        },
      },
    ]);
  });

  it('sends no shipping without a surcharge, and nothing for employees', () => {
    purchase('STANDARD', { ...order, customLineItem: null });
    purchase('EMPLOYEE', { ...order, customLineItem: { price: eur(990) } });
    expect(window.dataLayer).toHaveLength(1);
    expect((window.dataLayer![0].ecommerce as { shipping: number }).shipping).toBe(0);
  });
});
