import { hasSuccessorArticle, isBuyable } from './buyable';

describe('isBuyable (docs/rules/states-and-rules.md)', () => {
  it('is buyable with has_ivp_prices and no successor', () => {
    expect(isBuyable({ has_ivp_prices: true }, false)).toBe(true);
  });

  it('is buyable when a price is known for the sku', () => {
    expect(isBuyable({ has_ivp_prices: false }, true)).toBe(true);
    expect(isBuyable({}, true)).toBe(true);
  });

  it('is not buyable without any price', () => {
    expect(isBuyable({ has_ivp_prices: false }, false)).toBe(false);
    expect(isBuyable({}, false)).toBe(false);
    // Only a real boolean true counts; a string from a sloppy import does not.
    expect(isBuyable({ has_ivp_prices: 'true' }, false)).toBe(false);
  });

  it('is never buyable with a successor article number', () => {
    expect(isBuyable({ has_ivp_prices: true, successor_article_number: '100042' }, true)).toBe(false);
    expect(isBuyable({ successor_article_number: 100042 }, true)).toBe(false);
  });

  it('ignores blank or null successor numbers', () => {
    expect(isBuyable({ has_ivp_prices: true, successor_article_number: '' }, false)).toBe(true);
    expect(isBuyable({ has_ivp_prices: true, successor_article_number: '  ' }, false)).toBe(true);
    expect(isBuyable({ has_ivp_prices: true, successor_article_number: null }, false)).toBe(true);
    expect(hasSuccessorArticle({ successor_article_number: Number.NaN })).toBe(false);
  });
});
