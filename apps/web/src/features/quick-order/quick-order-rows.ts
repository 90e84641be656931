import { MAX_QUICK_ORDER_ROWS } from '@shop/domain';
import { DEFAULT_QUANTITY, type ParsedRow } from './quick-order-parse';

/** Why a row did not go into the cart, as the row shows it. */
export interface RowIssue {
  messageKey: string;
  /** The minimum order quantity, when the quantity is below it. */
  minimum?: number;
  /** The product the code found, when it found one. */
  productName?: string;
  /** The successor of a discontinued product. */
  successor?: string | null;
}

export interface QuickOrderRow {
  id: string;
  code: string;
  quantity: string;
  issue: RowIssue | null;
}

/** Empty rows the form starts with, and keeps at least. */
export const MIN_ROWS = 5;

let lastId = 0;

export function newRow(parsed?: ParsedRow): QuickOrderRow {
  lastId += 1;
  return {
    id: `row-${lastId}`,
    code: parsed?.code ?? '',
    quantity: parsed?.quantity ?? DEFAULT_QUANTITY,
    issue: null,
  };
}

export const isFilled = (row: QuickOrderRow) => row.code.trim() !== '';

/** The rows, with empty ones after them up to MIN_ROWS. */
export function padded(rows: readonly QuickOrderRow[]): QuickOrderRow[] {
  return [...rows, ...Array.from({ length: Math.max(0, MIN_ROWS - rows.length) }, () => newRow())];
}

/**
 * Pasted or uploaded rows put into the form: in place of the row `at` (the one pasted into) or after
 * the filled rows, with empty rows making room. What does not fit (MAX_QUICK_ORDER_ROWS filled rows)
 * comes back as `overflow`, so the caller can keep it for the user: no row is lost.
 */
export function withPlacedRows(
  rows: readonly QuickOrderRow[],
  parsed: readonly ParsedRow[],
  at?: string,
): { rows: QuickOrderRow[]; placed: number; overflow: ParsedRow[] } {
  const index = at === undefined ? -1 : rows.findIndex((row) => row.id === at);
  const before = (index < 0 ? rows : rows.slice(0, index)).filter(isFilled);
  const after = index < 0 ? [] : rows.slice(index + 1).filter(isFilled);
  const room = Math.max(0, MAX_QUICK_ORDER_ROWS - before.length - after.length);
  const placed = parsed.slice(0, room).map((row) => newRow(row));
  return {
    rows: padded([...before, ...placed, ...after]),
    placed: placed.length,
    overflow: parsed.slice(room),
  };
}

/**
 * The rows after a quick order went into the cart: the rows that went in are gone, every other filled
 * row stays with its issue (or none), and empty rows fill up to MIN_ROWS.
 */
export function afterQuickOrder(
  rows: readonly QuickOrderRow[],
  added: ReadonlySet<string>,
  issues: ReadonlyMap<string, RowIssue>,
): QuickOrderRow[] {
  return padded(
    rows
      .filter((row) => isFilled(row) && !added.has(row.id))
      .map((row) => ({ ...row, issue: issues.get(row.id) ?? null })),
  );
}
