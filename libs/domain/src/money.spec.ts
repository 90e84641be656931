import { money } from './money';

describe('money', () => {
  it('keeps integer cents and currency', () => {
    expect(money(1999, 'EUR')).toEqual({ centAmount: 1999, currency: 'EUR' });
  });

  it('refuses fractional cents', () => {
    expect(() => money(19.99, 'EUR')).toThrow('integer');
  });
});
