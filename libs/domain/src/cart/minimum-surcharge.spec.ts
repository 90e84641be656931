import {
  cartChargesOf,
  defaultMinimumSurchargeRule,
  MINIMUM_SURCHARGE_SKU,
  minimumSurchargeOf,
  showsSurchargeLabel,
  type MinimumSurchargeRule,
} from '..';

const rule: MinimumSurchargeRule = { minimumNetCents: 10_000, surchargeCents: 990, sku: 'MMZ' };
const eur = (centAmount: number) => ({ centAmount, currency: 'EUR' });

describe('minimum-quantity surcharge', () => {
  it('applies to goods worth more than nothing and less than the minimum', () => {
    expect(minimumSurchargeOf(eur(1), { rule, excluded: false })).toEqual({
      key: 'MMZ',
      name: 'MMZ',
      price: eur(990),
    });
    expect(minimumSurchargeOf(eur(9_999), { rule, excluded: false })?.price.centAmount).toBe(990);
  });

  it('does not apply to an empty cart, at or above the minimum, or for an excluded customer', () => {
    expect(minimumSurchargeOf(eur(0), { rule, excluded: false })).toBeNull();
    expect(minimumSurchargeOf(eur(10_000), { rule, excluded: false })).toBeNull();
    expect(minimumSurchargeOf(eur(25_000), { rule, excluded: false })).toBeNull();
    expect(minimumSurchargeOf(eur(500), { rule, excluded: true })).toBeNull();
  });

  it('does not apply in a tenant without a rule', () => {
    expect(minimumSurchargeOf(eur(500), { rule: null, excluded: false })).toBeNull();
    expect(defaultMinimumSurchargeRule('HUF')).toBeNull();
  });

  it('has embedded defaults for the currencies of the tenants', () => {
    expect(defaultMinimumSurchargeRule('EUR')).toEqual({
      minimumNetCents: 10_000,
      surchargeCents: 990,
      sku: MINIMUM_SURCHARGE_SKU,
    });
    for (const currency of ['CZK', 'BGN']) {
      const found = defaultMinimumSurchargeRule(currency)!;
      expect(found.surchargeCents).toBeGreaterThan(0);
      expect(found.minimumNetCents).toBeGreaterThan(found.surchargeCents);
    }
  });
});

describe('cart charges', () => {
  it('puts the surcharge into the net and takes the tax once on the whole', () => {
    // 3 × 333 + 990 = 1989 net; 20 % is 397.8 → 398.
    const charges = cartChargesOf([333, 333, 333], {
      rule,
      excluded: false,
      taxPercent: 20,
      currency: 'EUR',
    });
    expect(charges.goodsNet).toEqual(eur(999));
    expect(charges.surcharge?.price).toEqual(eur(990));
    expect(charges.totals).toEqual({ net: eur(1_989), tax: eur(398), gross: eur(2_387) });
    // What the customer still has to add so that the surcharge goes.
    expect(charges.surchargeWaiver).toEqual({ from: eur(10_000), missing: eur(9_001) });
  });

  it('are the totals of the lines alone without a surcharge', () => {
    const charges = cartChargesOf([6_000, 4_000], { rule, excluded: false, taxPercent: 20, currency: 'EUR' });
    expect(charges.surcharge).toBeNull();
    expect(charges.surchargeWaiver).toBeNull();
    expect(charges.totals).toEqual({ net: eur(10_000), tax: eur(2_000), gross: eur(12_000) });
    const excluded = cartChargesOf([500], { rule, excluded: true, taxPercent: 20, currency: 'EUR' });
    expect(excluded.totals.net).toEqual(eur(500));
  });
});

describe('the surcharge label', () => {
  it('is the translated text when the name is the key, else the name', () => {
    expect(showsSurchargeLabel({ key: 'MMZ', name: 'MMZ' })).toBe(true);
    expect(showsSurchargeLabel({ key: 'MMZ', name: 'Mindermengenzuschlag' })).toBe(false);
  });
});
