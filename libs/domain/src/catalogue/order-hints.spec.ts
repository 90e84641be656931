import {
  compareOrderHints,
  DEFAULT_ORDER_HINT,
  ORDER_HINT_DIVISOR,
  orderHintText,
  orderHintValue,
} from './order-hints';

describe('order hints', () => {
  it('divides a stored hint by 100000', () => {
    expect(ORDER_HINT_DIVISOR).toBe(100_000);
    expect(orderHintValue(1000)).toBe(0.01);
    expect(orderHintValue(0)).toBe(0);
    expect(orderHintValue(250_000)).toBe(2.5);
    expect(orderHintText(1000)).toBe('0.01');
  });

  it('reads a missing or unusable hint as the default 1', () => {
    expect(DEFAULT_ORDER_HINT).toBe(1);
    for (const stored of [null, undefined, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(orderHintValue(stored)).toBe(1);
    }
    expect(orderHintText(null)).toBe('1');
  });

  it('sorts lower hints first and a missing hint after every hint below the divisor', () => {
    const stored = [null, 5000, 99_999, 100_001, 1000];
    expect([...stored].sort(compareOrderHints)).toEqual([1000, 5000, 99_999, null, 100_001]);
  });
});
