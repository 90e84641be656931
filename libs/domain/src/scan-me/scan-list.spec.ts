import {
  normalizeScanLines,
  normalizeTypedEan,
  scanListReducer,
  SCAN_LINE_MAX_QUANTITY,
  type ScanLine,
} from './scan-list';
import { fromOfflineTuple, parseCatalogueRevision, toOfflineTuple } from './offline-catalogue-wire';

describe('scanListReducer', () => {
  const lines: ScanLine[] = [
    { ean: '4006381333931', quantity: 2 },
    { ean: '9002490100070', quantity: 1 },
  ];

  it('adds a new EAN with quantity 1 at the top', () => {
    expect(scanListReducer(lines, { type: 'scan', ean: '5000112637922' })).toEqual([
      { ean: '5000112637922', quantity: 1 },
      ...lines,
    ]);
  });

  it('raises the quantity by one when the EAN is scanned again, in place', () => {
    const once = scanListReducer(lines, { type: 'scan', ean: '9002490100070' });
    expect(once).toEqual([lines[0], { ean: '9002490100070', quantity: 2 }]);
    expect(scanListReducer(once, { type: 'scan', ean: '9002490100070' })[1].quantity).toBe(3);
    expect(lines[1].quantity).toBe(1);
  });

  it('does not go above the line maximum', () => {
    const full = [{ ean: '1', quantity: SCAN_LINE_MAX_QUANTITY }];
    expect(scanListReducer(full, { type: 'scan', ean: '1' })).toEqual(full);
  });

  it('sets, removes (also by quantity 0) and clears', () => {
    expect(
      scanListReducer(lines, { type: 'set-quantity', ean: '4006381333931', quantity: 7 })[0].quantity,
    ).toBe(7);
    expect(scanListReducer(lines, { type: 'set-quantity', ean: '4006381333931', quantity: 0 })).toEqual([
      lines[1],
    ]);
    expect(
      scanListReducer(lines, { type: 'set-quantity', ean: '4006381333931', quantity: Number.NaN }),
    ).toEqual(lines);
    expect(scanListReducer(lines, { type: 'remove', ean: '9002490100070' })).toEqual([lines[0]]);
    expect(scanListReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('merges another list summing duplicates, nothing lost', () => {
    expect(
      scanListReducer(lines, {
        type: 'merge',
        lines: [
          { ean: '9002490100070', quantity: 4 },
          { ean: '5000112637922', quantity: 1 },
        ],
      }),
    ).toEqual([
      { ean: '4006381333931', quantity: 2 },
      { ean: '9002490100070', quantity: 5 },
      { ean: '5000112637922', quantity: 1 },
    ]);
  });

  it('normalizes: sums, drops non-positive, truncates', () => {
    expect(
      normalizeScanLines([
        { ean: 'a', quantity: 1.7 },
        { ean: 'b', quantity: 0 },
        { ean: 'a', quantity: 2 },
      ]),
    ).toEqual([{ ean: 'a', quantity: 3 }]);
  });
});

describe('normalizeTypedEan', () => {
  it.each([
    ['4006381333931', '4006381333931'],
    [' 4006 3813 3393 1 ', '4006381333931'],
    ['96385074', '96385074'],
    ['036000291452', '036000291452'],
    ['123', null],
    ['40063813339a1', null],
    ['', null],
  ])('%p → %p', (input, expected) => {
    expect(normalizeTypedEan(input)).toBe(expected);
  });
});

describe('the offline catalogue wire shape', () => {
  it('leaves out the default image and restores it', () => {
    const product = {
      ean: '1',
      sku: 'A-1',
      name: 'N',
      unit: 'Stk',
      packSize: 6,
      imageUrl: '/api/images/products/A-1.svg',
    };
    expect(toOfflineTuple(product)).toEqual(['1', 'A-1', 'N', 'Stk', 6]);
    expect(fromOfflineTuple(toOfflineTuple(product))).toEqual(product);
    const other = { ...product, imageUrl: 'https://cdn.example/a.png' };
    expect(fromOfflineTuple(toOfflineTuple(other))).toEqual(other);
  });

  it('parses a revision: digits only', () => {
    expect(parseCatalogueRevision('42')).toBe(42n);
    for (const bad of ['-1', '1.5', 'x', '', ['1'], 1, '1234567890123456789'])
      expect(parseCatalogueRevision(bad)).toBeNull();
  });
});
