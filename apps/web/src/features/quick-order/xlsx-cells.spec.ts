import { Workbook } from 'exceljs';
import { rowsFromCells } from './quick-order-parse';
import { cellsOfXlsx } from './xlsx-cells';

/** An .xlsx file as Excel would save it, made with the same library. */
async function xlsxOf(fill: (workbook: Workbook) => void): Promise<ArrayBuffer> {
  const workbook = new Workbook();
  fill(workbook);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer).slice().buffer;
}

describe('reading an .xlsx file', () => {
  it('reads the first two columns of the first sheet as the cells show them', async () => {
    const data = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Bestellung');
      sheet.addRow(['Artikelnummer', 'Menge', 'Bemerkung']);
      sheet.addRow(['100037', 3, 'Lager 2']);
      sheet.addRow([9012000000769, { formula: '2*6', result: 12 }]);
      sheet.addRow([{ richText: [{ text: 'AB-' }, { text: '12', font: { bold: true } }] }]);
      workbook.addWorksheet('Notizen').addRow(['ignored', 1]);
    });
    const cells = await cellsOfXlsx(data);
    expect(cells).toEqual([
      ['Artikelnummer', 'Menge'],
      ['100037', '3'],
      ['9012000000769', '12'],
      ['AB-12', ''],
    ]);
    expect(rowsFromCells(cells)).toEqual([
      { code: '100037', quantity: '3' },
      { code: '9012000000769', quantity: '12' },
      { code: 'AB-12', quantity: '1' },
    ]);
  });

  it('reads a workbook without rows as no cells, and refuses what is no workbook', async () => {
    expect(await cellsOfXlsx(await xlsxOf((workbook) => workbook.addWorksheet('Leer')))).toEqual([]);
    await expect(cellsOfXlsx(new TextEncoder().encode('4711;3').buffer)).rejects.toThrow();
  });
});
