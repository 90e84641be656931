import { priceForQuantity } from './tier-match';

const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });
const tiers = [
  { id: 't50', minimumQuantity: 50, price: eur(800) },
  { id: 't10', minimumQuantity: 10, price: eur(900) },
];

describe('priceForQuantity', () => {
  it('matches the tier with the largest minimum quantity not above the quantity', () => {
    expect(priceForQuantity(eur(1000), tiers, 1)).toEqual(eur(1000));
    expect(priceForQuantity(eur(1000), tiers, 9)).toEqual(eur(1000));
    expect(priceForQuantity(eur(1000), tiers, 10)).toEqual(eur(900));
    expect(priceForQuantity(eur(1000), tiers, 49)).toEqual(eur(900));
    expect(priceForQuantity(eur(1000), tiers, 50)).toEqual(eur(800));
    expect(priceForQuantity(eur(1000), tiers, 5000)).toEqual(eur(800));
  });

  it('uses a tier from quantity 1 as the unit price', () => {
    expect(priceForQuantity(eur(1000), [{ id: 't1', minimumQuantity: 1, price: eur(990) }], 1)).toEqual(
      eur(990),
    );
  });
});
