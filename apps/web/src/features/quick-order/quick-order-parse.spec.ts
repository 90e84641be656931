import { parseQuantity, rowsFromCells, rowsFromText, textOfRows } from './quick-order-parse';

describe('quick order rows from pasted text and files', () => {
  it('reads a code and a quantity per line, separated by tab, semicolon, comma or spaces', () => {
    expect(rowsFromText('4711;3\n4712\t5\r\n9012000000769 12\r4713,2\n  4714   7  ')).toEqual([
      { code: '4711', quantity: '3' },
      { code: '4712', quantity: '5' },
      { code: '9012000000769', quantity: '12' },
      { code: '4713', quantity: '2' },
      { code: '4714', quantity: '7' },
    ]);
  });

  it('gives a line with only a code the quantity 1, and skips blank lines and empty codes', () => {
    expect(rowsFromText('\n4711\n\n   \n;4\n4712;\n')).toEqual([
      { code: '4711', quantity: '1' },
      { code: '4712', quantity: '1' },
    ]);
  });

  it('skips a header line, drops quotes, a byte order mark and columns after the quantity', () => {
    expect(rowsFromText('\uFEFF"Artikelnummer";"Menge";"Bemerkung"\n"4711";"3";"Lager 2"')).toEqual([
      { code: '4711', quantity: '3' },
    ]);
  });

  it('keeps a quantity that is no whole number as typed, so the row can show it', () => {
    expect(rowsFromText('4711;3\n4712;2,5\n4713;viele')).toEqual([
      { code: '4711', quantity: '3' },
      { code: '4712', quantity: '2,5' },
      { code: '4713', quantity: 'viele' },
    ]);
  });

  it('reads the cells of a sheet the same way', () => {
    expect(
      rowsFromCells([
        ['SKU', 'Qty'],
        ['4711', '3'],
        ['', '9'],
        [' 9012000000769 ', ''],
      ]),
    ).toEqual([
      { code: '4711', quantity: '3' },
      { code: '9012000000769', quantity: '1' },
    ]);
    expect(rowsFromCells([['4711', '3']])).toEqual([{ code: '4711', quantity: '3' }]);
  });

  it('turns rows back into lines that read as the same rows', () => {
    const rows = [
      { code: '4712', quantity: 'x' },
      { code: '4711', quantity: '3' },
    ];
    expect(rowsFromText(textOfRows(rows))).toEqual(rows);
  });
});

describe('row quantities', () => {
  it('takes whole numbers only', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('0')).toBe(0);
    for (const text of ['', '2,5', '1.000', '-3', '3 Stk', 'x']) expect(parseQuantity(text)).toBeNull();
  });
});
