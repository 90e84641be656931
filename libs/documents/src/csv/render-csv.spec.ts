import { DocumentInputError } from '../input-checks';
import { renderCsv } from './render-csv';

const decode = (content: Buffer) => content.toString('utf8');

describe('renderCsv', () => {
  it('writes UTF-8 with a BOM, semicolons between cells and CRLF after every row', () => {
    const file = renderCsv({
      fileNameBase: 'Einkaufsliste Büro',
      headers: ['Art.-Nr.', 'Bezeichnung', 'Menge'],
      rows: [
        ['100013', 'Flüssigseife Lavendel 5 l', 4],
        ['100026', 'Течен сапун ěščřžýáíéůú ľĺŕô', 1],
      ],
      language: 'de',
    });
    expect([...file.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decode(file.content)).toBe(
      '\uFEFFArt.-Nr.;Bezeichnung;Menge\r\n' +
        '100013;Flüssigseife Lavendel 5 l;4\r\n' +
        '100026;Течен сапун ěščřžýáíéůú ľĺŕô;1\r\n',
    );
    expect(file.fileName).toBe('Einkaufsliste-Buero.csv');
    expect(file.mimeType).toBe('text/csv');
  });

  it('quotes cells with separators, quotes, line breaks or edge spaces as RFC 4180 says', () => {
    const file = renderCsv({
      fileNameBase: 'list',
      headers: ['a', 'b', 'c', 'd', 'e'],
      rows: [['Eimer; 10 l', 'Der "gute" Besen', 'Zeile 1\nZeile 2', ' Rand', 'plain']],
      language: 'cs',
    });
    expect(decode(file.content).split('\r\n')[1]).toBe(
      '"Eimer; 10 l";"Der ""gute"" Besen";"Zeile 1\nZeile 2";" Rand";plain',
    );
  });

  it('writes numbers with a decimal comma and without grouping', () => {
    const file = renderCsv({
      fileNameBase: 'n',
      headers: ['x', 'y', 'z'],
      rows: [[2.5, 1234567.25, -3]],
      language: 'bg',
    });
    expect(decode(file.content).split('\r\n')[1]).toBe('2,5;1234567,25;-3');
  });

  it('keeps a spreadsheet from running a text cell as a formula, but leaves numbers alone', () => {
    const file = renderCsv({
      fileNameBase: 'n',
      headers: ['a', 'b', 'c', 'd'],
      rows: [['=HYPERLINK("http://x")', '@SUM(A1)', '-12,5', '+43 1 234']],
      language: 'it',
    });
    expect(decode(file.content).split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://x"")";'@SUM(A1);-12,5;'+43 1 234`,
    );
  });

  it('refuses rows that do not match the headers and cells that are not text or numbers', () => {
    const input = { fileNameBase: 'n', headers: ['a', 'b'], language: 'de' as const };
    expect(() => renderCsv({ ...input, rows: [['only one']] })).toThrow(DocumentInputError);
    expect(() => renderCsv({ ...input, rows: [['x', Number.NaN]] })).toThrow('rows');
    expect(() => renderCsv({ ...input, rows: [['x', null as unknown as string]] })).toThrow('rows[0][1]');
    expect(() => renderCsv({ ...input, headers: [], rows: [] })).toThrow('headers');
    expect(() => renderCsv({ ...input, language: 'en' as 'de', rows: [] })).toThrow('language');
  });
});
