type ExcelJs = typeof import('exceljs');

/**
 * The first two columns of the first sheet of an .xlsx file, as the cells show them. exceljs is loaded
 * on first use, so it is a chunk of its own and never part of the main bundle (decision 0040).
 */
export async function cellsOfXlsx(data: ArrayBuffer): Promise<string[][]> {
  const loaded = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  // The browser build is a UMD bundle: its exports arrive as the module's default.
  const { Workbook } = loaded.default ?? loaded;
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  const cells: string[][] = [];
  sheet?.eachRow((row) => cells.push([row.getCell(1).text, row.getCell(2).text]));
  return cells;
}
