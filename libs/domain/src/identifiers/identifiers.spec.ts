import { isCustomerNo, isSku } from './identifiers';

describe('identifiers', () => {
  it('accepts article numbers of letters, digits, dot, underscore and hyphen up to 64', () => {
    expect(isSku('100234')).toBe(true);
    expect(isSku('AB-12.5_x')).toBe(true);
    expect(isSku('x'.repeat(65))).toBe(false);
    expect(isSku('12 34')).toBe(false);
    expect(isSku('')).toBe(false);
    expect(isSku(42)).toBe(false);
  });

  it('accepts customer numbers without dots up to 20', () => {
    expect(isCustomerNo('100001')).toBe(true);
    expect(isCustomerNo('1.2')).toBe(false);
    expect(isCustomerNo('1'.repeat(21))).toBe(false);
  });
});
