import { MAX_QUICK_ORDER_ROWS } from '@shop/domain';
import {
  afterQuickOrder,
  MIN_ROWS,
  newRow,
  padded,
  withPlacedRows,
  type QuickOrderRow,
} from './quick-order-rows';

const filled = (code: string, quantity = '1'): QuickOrderRow => newRow({ code, quantity });
const codesOf = (rows: readonly QuickOrderRow[]) => rows.map((row) => row.code);

describe('quick order rows', () => {
  it('starts with empty rows, each with its own id', () => {
    const rows = padded([]);
    expect(rows).toHaveLength(MIN_ROWS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(MIN_ROWS);
    expect(rows.every((row) => row.code === '' && row.quantity === '1' && row.issue === null)).toBe(true);
  });

  it('puts pasted rows after the filled ones; empty rows make room', () => {
    const rows = [filled('A'), newRow(), filled('B'), newRow(), newRow()];
    const result = withPlacedRows(rows, [
      { code: 'C', quantity: '2' },
      { code: 'D', quantity: '3' },
    ]);
    expect(codesOf(result.rows)).toEqual(['A', 'B', 'C', 'D', '']);
    expect(result.rows[2].quantity).toBe('2');
    expect(result).toMatchObject({ placed: 2, overflow: [] });
  });

  it('puts rows pasted into a row in its place, before the rows after it', () => {
    const rows = [filled('A'), filled('X'), filled('B')];
    const result = withPlacedRows(
      rows,
      [
        { code: 'C', quantity: '1' },
        { code: 'D', quantity: '1' },
      ],
      rows[1].id,
    );
    expect(codesOf(result.rows)).toEqual(['A', 'C', 'D', 'B', '']);
  });

  it('takes no more rows than one quick order holds and hands back the rest', () => {
    const rows = [filled('A')];
    const parsed = Array.from({ length: MAX_QUICK_ORDER_ROWS + 1 }, (_, i) => ({
      code: `P${i}`,
      quantity: '1',
    }));
    const result = withPlacedRows(rows, parsed);
    expect(result.rows).toHaveLength(MAX_QUICK_ORDER_ROWS);
    expect(result.placed).toBe(MAX_QUICK_ORDER_ROWS - 1);
    expect(result.overflow).toEqual(parsed.slice(MAX_QUICK_ORDER_ROWS - 1));
  });

  it('after a quick order keeps the rows that did not go in, with their issue, and fills up with empty rows', () => {
    const [a, b, c] = [filled('A'), filled('B'), filled('C')];
    const issue = { messageKey: 'error.unknown-sku' };
    const rows = afterQuickOrder([a, b, newRow(), c], new Set([a.id, c.id]), new Map([[b.id, issue]]));
    expect(codesOf(rows)).toEqual(['B', '', '', '', '']);
    expect(rows[0]).toEqual({ ...b, issue });
  });
});
