import { formatMoney, formatPrice, toAlternativeMoney } from './format-price';

const nbsp = '\u00a0';

describe('price formatting from integer cents', () => {
  it('formats euro cents in the Austrian and German style', () => {
    expect(formatMoney({ centAmount: 1234, currency: 'EUR' }, 'de-AT')).toBe(`€${nbsp}12,34`);
    expect(formatMoney({ centAmount: 123450, currency: 'EUR' }, 'de-DE')).toBe(`1.234,50${nbsp}€`);
  });

  it('formats Czech crowns and Italian euros', () => {
    expect(formatMoney({ centAmount: 123450, currency: 'CZK' }, 'cs-CZ')).toBe(`1${nbsp}234,50${nbsp}Kč`);
    expect(formatMoney({ centAmount: 5, currency: 'EUR' }, 'it-IT')).toBe(`0,05${nbsp}€`);
  });

  it('shows Bulgarian leva with the euro amount at the fixed rate', () => {
    const price = formatPrice(
      { centAmount: 1234, currency: 'BGN' },
      { intlLocale: 'bg-BG', alternativePrice: { currency: 'EUR', factor: 1.95583 } },
    );
    expect(price.main).toBe(`12,34${nbsp}лв.`);
    // 1234 / 1.95583 = 630.93… → 631 cents
    expect(price.alternative).toBe(`6,31${nbsp}€`);
  });

  it('rounds the converted amount to whole cents', () => {
    expect(
      toAlternativeMoney({ centAmount: 100, currency: 'BGN' }, { currency: 'EUR', factor: 1.95583 }),
    ).toEqual({
      centAmount: 51,
      currency: 'EUR',
    });
  });

  it('shows no alternative price where the shop has none or it is the same currency', () => {
    expect(
      formatPrice({ centAmount: 990, currency: 'EUR' }, { intlLocale: 'de-AT', alternativePrice: null })
        .alternative,
    ).toBeNull();
    expect(
      formatPrice(
        { centAmount: 990, currency: 'EUR' },
        { intlLocale: 'de-AT', alternativePrice: { currency: 'EUR', factor: 1 } },
      ).alternative,
    ).toBeNull();
  });
});
