import { rowsFromCells, rowsFromText, type ParsedRow } from './quick-order-parse';
import { cellsOfXlsx } from './xlsx-cells';

/** Largest file a quick order reads (a sheet of a few thousand rows is far below it). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type FileProblem = 'unsupported' | 'tooLarge' | 'unreadable';

export class QuickOrderFileError extends Error {
  constructor(readonly problem: FileProblem) {
    super(`quick order file: ${problem}`);
  }
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;
const isText = (file: File) => /\.(csv|txt|tsv)$/i.test(file.name) || file.type.startsWith('text/');

/** The rows of a CSV (or text) file or of the first sheet of an .xlsx file. */
export async function rowsFromFile(file: File): Promise<ParsedRow[]> {
  if (!isXlsx(file) && !isText(file)) throw new QuickOrderFileError('unsupported');
  if (file.size > MAX_FILE_BYTES) throw new QuickOrderFileError('tooLarge');
  try {
    return isXlsx(file)
      ? rowsFromCells(await cellsOfXlsx(await file.arrayBuffer()))
      : rowsFromText(await file.text());
  } catch {
    throw new QuickOrderFileError('unreadable');
  }
}
