/** A row as it came from a paste or a file: the code and the quantity as typed. */
export interface ParsedRow {
  code: string;
  quantity: string;
}

/** The quantity of a row that names none (a line with only a code). */
export const DEFAULT_QUANTITY = '1';

/**
 * The fields of one line of a spreadsheet copy or a CSV file: split on tabs (a copied spreadsheet),
 * else on semicolons (CSV of German Excel), else on commas, else on spaces. Quotes around a field
 * are dropped.
 */
function fieldsOfLine(line: string): string[] {
  const trimmed = line.trim();
  const separator = ['\t', ';', ','].find((candidate) => trimmed.includes(candidate)) ?? /\s+/;
  return trimmed.split(separator).map((field) =>
    field
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/** A whole number as a row quantity, or null for anything else (decimals, units, thousands separators). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Rows from the cells of a sheet (first column the code, second the quantity; further columns are
 * ignored). Rows without a code are skipped. The first row is a header and is skipped when its code
 * has no digit and its quantity cell holds a text that is no number ("Artikelnummer | Menge").
 */
export function rowsFromCells(cells: readonly (readonly string[])[]): ParsedRow[] {
  const rows = cells
    .map(([code = '', quantity = '']) => ({ code: code.trim(), quantity: quantity.trim() }))
    .filter((row) => row.code !== '');
  const [first] = rows;
  const hasHeader =
    first && !/\d/.test(first.code) && first.quantity !== '' && parseQuantity(first.quantity) === null;
  return (hasHeader ? rows.slice(1) : rows).map((row) => ({
    code: row.code,
    quantity: row.quantity || DEFAULT_QUANTITY,
  }));
}

/** Rows from pasted text or a CSV file: one line each (`4711;3`, `4711<TAB>3`, `9012000000769 12`). */
export function rowsFromText(text: string): ParsedRow[] {
  return rowsFromCells(
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)
      .filter((line) => line.trim() !== '')
      .map(fieldsOfLine),
  );
}

/** Rows as lines of text again (`code<TAB>quantity`), for rows that did not fit into the form. */
export function textOfRows(rows: readonly ParsedRow[]): string {
  return rows.map((row) => `${row.code}\t${row.quantity}`).join('\n');
}
