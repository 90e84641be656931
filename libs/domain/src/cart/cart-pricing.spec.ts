import { priceCart, type CartPriceTerms } from './cart-pricing';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });
const terms: CartPriceTerms = {
  config: {
    minimumSurcharge: { minimumNetCents: 100_00, surchargeCents: 9_90, sku: 'MIN-QTY-SURCHARGE' },
    taxPercent: 20,
    currency: 'EUR',
  },
  customer: { exclFromMinQtyCharge: false },
};

describe('priceCart (decision 0043)', () => {
  it('prices each line at its unit price and adds the surcharge below the minimum', () => {
    const priced = priceCart(
      [
        { sku: 'A', quantity: 3 },
        { sku: 'B', quantity: 2 },
      ],
      [eur(10_00), eur(5_50)],
      terms,
    );
    expect(priced.lines).toEqual([
      { sku: 'A', quantity: 3, unitPrice: eur(10_00), linePrice: eur(30_00) },
      { sku: 'B', quantity: 2, unitPrice: eur(5_50), linePrice: eur(11_00) },
    ]);
    expect(priced.goodsNet).toEqual(eur(41_00));
    expect(priced.surcharge?.price).toEqual(eur(9_90));
    expect(priced.totals.net).toEqual(eur(50_90));
    expect(priced.totals.tax).toEqual(eur(10_18));
    expect(priced.taxPercent).toBe(20);
    expect(priced.unpricedSkus).toEqual([]);
  });

  it('leaves unpriced lines out of the sums and names them', () => {
    const priced = priceCart(
      [
        { sku: 'A', quantity: 20 },
        { sku: 'X', quantity: 1 },
      ],
      [eur(10_00), null],
      terms,
    );
    expect(priced.lines.map((line) => line.sku)).toEqual(['A']);
    expect(priced.unpricedSkus).toEqual(['X']);
    expect(priced.totals.net).toEqual(eur(200_00));
    expect(priced.surcharge).toBeNull();
  });

  it('charges an excluded customer no surcharge, and an empty cart nothing in the tenant currency', () => {
    const excluded = priceCart([{ sku: 'A', quantity: 1 }], [eur(10_00)], {
      ...terms,
      customer: { exclFromMinQtyCharge: true },
    });
    expect(excluded.surcharge).toBeNull();
    const empty = priceCart([], [], { ...terms, config: { ...terms.config, currency: 'CZK' } });
    expect(empty.totals.net).toEqual({ centAmount: 0, currency: 'CZK' });
  });
});
