import {
  eanCodesOf,
  isQuickOrderCode,
  matchQuickOrderCodes,
  quickOrderRowProblem,
  type QuickOrderProduct,
} from '..';

const product = (sku: string, ean: string) => ({ sku, ean });

describe('quick order codes', () => {
  it('takes article numbers and EANs, nothing with spaces, separators or over 64 characters', () => {
    expect(isQuickOrderCode('100037')).toBe(true);
    expect(isQuickOrderCode('9012000000769')).toBe(true);
    expect(isQuickOrderCode('AB-12.x_3')).toBe(true);
    expect(isQuickOrderCode('47 11')).toBe(false);
    expect(isQuickOrderCode('4711;3')).toBe(false);
    expect(isQuickOrderCode('')).toBe(false);
    expect(isQuickOrderCode('x'.repeat(65))).toBe(false);
  });

  it('looks up by EAN only EAN-13s with a right check digit, each once', () => {
    expect(eanCodesOf(['9012000000769', '9012000000768', '100037', '9012000000769'])).toEqual([
      '9012000000769',
    ]);
  });
});

describe('matching codes to products', () => {
  it('finds a product by its sku or by its EAN, and says which', () => {
    const a = product('100037', '9012000000370');
    const b = product('200008', '9012000000769');
    expect(matchQuickOrderCodes(['100037', '9012000000769', '999999'], [a, b])).toEqual([
      { code: '100037', product: a, matchedBy: 'SKU' },
      { code: '9012000000769', product: b, matchedBy: 'EAN' },
      { code: '999999', product: null, matchedBy: null },
    ]);
  });

  it('lets a sku win over an EAN of the same digits', () => {
    const bySku = product('9012000000769', '9012000001117');
    const byEan = product('200008', '9012000000769');
    expect(matchQuickOrderCodes(['9012000000769'], [byEan, bySku])[0]).toEqual({
      code: '9012000000769',
      product: bySku,
      matchedBy: 'SKU',
    });
  });

  it('answers a shared EAN with the lowest sku, in any order', () => {
    const low = product('100001', '9012000000769');
    const high = product('300001', '9012000000769');
    expect(matchQuickOrderCodes(['9012000000769'], [high, low])[0].product).toBe(low);
    expect(matchQuickOrderCodes(['9012000000769'], [low, high])[0].product).toBe(low);
  });

  it('finds nothing by an EAN with a wrong check digit', () => {
    const odd = product('100001', '9012000000768');
    expect(matchQuickOrderCodes(['9012000000768'], [odd])[0].product).toBeNull();
  });
});

describe('checking a quick-order row (docs/rules/states-and-rules.md)', () => {
  const plain: QuickOrderProduct = {
    successorArticleNumber: null,
    rule: { minimumOrderQuantity: 1, qtyInOverpack: null },
  };
  const fromFive: QuickOrderProduct = { ...plain, rule: { minimumOrderQuantity: 5, qtyInOverpack: 10 } };

  it('passes a known, buyable product with an allowed quantity', () => {
    expect(quickOrderRowProblem(3, plain)).toBeNull();
    expect(quickOrderRowProblem(5, fromFive)).toBeNull();
  });

  it('refuses an unknown code', () => {
    expect(quickOrderRowProblem(3, null)).toEqual({ messageKey: 'error.unknown-sku' });
  });

  it('refuses a discontinued product (a successor article number), whatever the quantity', () => {
    expect(quickOrderRowProblem(3, { ...plain, successorArticleNumber: '900123' })).toEqual({
      messageKey: 'error.product-not-buyable',
    });
    expect(quickOrderRowProblem(3, { ...plain, successorArticleNumber: '  ' })).toBeNull();
  });

  it('names the minimum when the quantity is below it', () => {
    expect(quickOrderRowProblem(2, fromFive)).toEqual({
      messageKey: 'error.quantity-below-minimum',
      minimum: 5,
    });
  });

  it('refuses no quantity, 0, fractions and more than a line may hold', () => {
    for (const quantity of [null, 0, 1.5, -1, 100_000])
      expect(quickOrderRowProblem(quantity, plain)).toEqual({ messageKey: 'error.invalid-add-quantity' });
  });
});
