import { checkRows, codesToLookUp, type LookupMatch } from './quick-order-check';
import { newRow } from './quick-order-rows';

const row = (code: string, quantity: string) => newRow({ code, quantity });
const match = (
  code: string,
  sku: string | null,
  minimum = 1,
  successor: string | null = null,
): LookupMatch => ({
  code,
  product: sku
    ? {
        sku,
        name: `Reiniger ${sku}`,
        attributes: { minimumOrderQuantity: minimum, successorArticleNumber: successor },
      }
    : null,
});

describe('checking the rows of a quick order', () => {
  it('looks up each filled, well-formed code once', () => {
    expect(
      codesToLookUp([row(' A1 ', '1'), row('A1', '2'), row('', '3'), row('4711;3', '1'), row('B2', '1')]),
    ).toEqual(['A1', 'B2']);
  });

  it('makes one cart line per product, whether rows name it by sku or by EAN', () => {
    const rows = [row('A1', '2'), row('9012000000769', '3'), row('B2', '1')];
    const checked = checkRows(rows, [match('A1', 'A1'), match('9012000000769', 'A1'), match('B2', 'B2')]);
    expect(checked.lines).toEqual([
      { sku: 'A1', quantity: 5 },
      { sku: 'B2', quantity: 1 },
    ]);
    expect(checked.items[0]).toEqual({ sku: 'A1', name: 'Reiniger A1', quantity: 5 });
    expect([...checked.passing]).toEqual(rows.map((r) => r.id));
    expect(checked.issues.size).toBe(0);
  });

  it('keeps out unknown, malformed and discontinued codes and quantities the cart refuses, each with why', () => {
    const rows = [
      row('NOPE', '1'),
      row('47 11', '1'),
      row('D4', '1'),
      row('C3', '2'),
      row('A1', '2,5'),
      row('A1', '0'),
      row('', '9'),
    ];
    const checked = checkRows(rows, [
      match('NOPE', null),
      match('D4', 'D4', 1, '900123'),
      match('C3', 'C3', 6),
      match('A1', 'A1'),
    ]);
    expect(checked.lines).toEqual([]);
    expect(rows.slice(0, 6).map((r) => checked.issues.get(r.id))).toEqual([
      { messageKey: 'error.unknown-sku', productName: undefined, successor: undefined },
      { messageKey: 'error.invalid-quick-order-code' },
      { messageKey: 'error.product-not-buyable', productName: 'Reiniger D4', successor: '900123' },
      { messageKey: 'error.quantity-below-minimum', minimum: 6, productName: 'Reiniger C3', successor: null },
      { messageKey: 'error.invalid-add-quantity', productName: 'Reiniger A1', successor: null },
      { messageKey: 'error.invalid-add-quantity', productName: 'Reiniger A1', successor: null },
    ]);
    expect(checked.issues.has(rows[6].id)).toBe(false);
  });
});
