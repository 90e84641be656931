import type { CsvInput, RenderedFile } from '../document.types';
import { fileNameOf } from '../file-names';
import { check, DocumentInputError } from '../input-checks';

/** Excel in the shop's locales (de, cs, sk, it, bg) splits on `;`: the comma is their decimal separator. */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const LINE_END = '\r\n';
/** A cell a spreadsheet would run as a formula (CSV injection): = + - @ and tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+([.,]\d+)?$/;
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;

/** A number as the five shop languages write it in a spreadsheet: decimal comma, no grouping. */
function numberCell(value: number): string {
  if (!Number.isFinite(value)) throw new DocumentInputError('rows', 'a number cell is not finite');
  return String(value).replace('.', ',');
}

/**
 * A text cell: one that a spreadsheet would take for a formula gets a leading apostrophe (it shows as
 * text), unless it is a plain number; then RFC 4180 quoting where needed.
 */
function textCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function lineOf(cells: (string | number)[]): string {
  return cells
    .map((cell) => (typeof cell === 'number' ? numberCell(cell) : textCell(cell)))
    .join(CSV_SEPARATOR);
}

/**
 * A CSV file Excel and LibreOffice open right in every shop locale: UTF-8 with BOM, `;` between cells,
 * CRLF between rows, quotes by RFC 4180 (decision 0060).
 */
export function renderCsv(input: CsvInput): RenderedFile {
  check.language('language', input.language);
  check.text('fileNameBase', input.fileNameBase);
  if (!Array.isArray(input.headers) || input.headers.length === 0)
    throw new DocumentInputError('headers', 'at least one column');
  input.headers.forEach((header, index) => check.text(`headers[${index}]`, header));
  input.rows.forEach((row, index) => {
    if (!Array.isArray(row) || row.length !== input.headers.length)
      throw new DocumentInputError(`rows[${index}]`, `not ${input.headers.length} cells`);
    row.forEach((cell, column) => {
      if (typeof cell !== 'string' && typeof cell !== 'number')
        throw new DocumentInputError(`rows[${index}][${column}]`, 'not a text or number');
    });
  });
  const text = [input.headers, ...input.rows].map(lineOf).join(LINE_END) + LINE_END;
  return {
    content: Buffer.from(BOM + text, 'utf8'),
    fileName: fileNameOf([input.fileNameBase], 'csv'),
    mimeType: 'text/csv',
  };
}
