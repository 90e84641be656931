import {
  ORDER_NUMBER_PATTERN,
  orderHistoryDatesProblem,
  orderNumberOf,
  orderRefusalOf,
  orderTotalsOf,
} from '..';

describe('order totals', () => {
  it('adds the lines and takes the tax once on the net total, rounded to a cent', () => {
    // 3 × 333 cents: 999 net; 20 % of it is 199.8 → 200 cents (per line it would be 3 × 67 = 201).
    expect(orderTotalsOf([333, 333, 333], 20, 'EUR')).toEqual({
      net: { centAmount: 999, currency: 'EUR' },
      tax: { centAmount: 200, currency: 'EUR' },
      gross: { centAmount: 1199, currency: 'EUR' },
    });
    expect(orderTotalsOf([1005], 21, 'CZK').tax.centAmount).toBe(211);
    expect(orderTotalsOf([], 20, 'EUR').gross.centAmount).toBe(0);
  });
});

describe('order numbers', () => {
  it('are WS- and the running number', () => {
    expect(orderNumberOf(100_001)).toBe('WS-100001');
    expect(ORDER_NUMBER_PATTERN.test(orderNumberOf(100_001))).toBe(true);
    expect(ORDER_NUMBER_PATTERN.test('WS-1 or 1=1')).toBe(false);
  });
});

describe('which carts may be ordered', () => {
  const cart = { state: 'Active' as const, processStatus: 'None' as const, lines: [{}] };
  it('refuses empty, pending, merged, declined and ordered carts', () => {
    expect(orderRefusalOf(cart)).toBeNull();
    expect(orderRefusalOf({ ...cart, processStatus: 'Modified' })).toBe('in-approval');
    expect(orderRefusalOf({ ...cart, processStatus: 'Modified' }, true)).toBeNull();
    expect(orderRefusalOf({ ...cart, processStatus: 'Open' }, true)).toBeNull();
    expect(orderRefusalOf({ ...cart, processStatus: 'Declined' }, true)).toBe('closed');
    expect(orderRefusalOf({ ...cart, lines: [] })).toBe('empty');
    expect(orderRefusalOf({ ...cart, processStatus: 'Open' })).toBe('in-approval');
    expect(orderRefusalOf({ ...cart, processStatus: 'Merged' })).toBe('closed');
    expect(orderRefusalOf({ ...cart, processStatus: 'Declined' })).toBe('closed');
    expect(orderRefusalOf({ ...cart, state: 'Ordered' })).toBe('closed');
  });
});

describe('orderHistoryDatesProblem', () => {
  it('takes real days in order, either alone, or none', () => {
    expect(orderHistoryDatesProblem()).toBeNull();
    expect(orderHistoryDatesProblem('2026-02-28')).toBeNull();
    expect(orderHistoryDatesProblem(undefined, '2024-02-29')).toBeNull();
    expect(orderHistoryDatesProblem('2026-03-01', '2026-03-01')).toBeNull();
  });

  it('refuses days that do not exist or are not YYYY-MM-DD, and a range that ends before it starts', () => {
    expect(orderHistoryDatesProblem('2026-02-29')).toBe('error.invalid-date');
    expect(orderHistoryDatesProblem(undefined, '26-03-01')).toBe('error.invalid-date');
    expect(orderHistoryDatesProblem('2026-03-02', '2026-03-01')).toBe('error.invalid-date-range');
  });
});
