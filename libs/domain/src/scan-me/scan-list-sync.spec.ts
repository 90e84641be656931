import fc from 'fast-check';
import { linesAfterSync, planScanListSync, scanLinesOfServer, type ServerScanLine } from './scan-list-sync';
import type { ScanLine } from './scan-list';

// EAN n ↔ sku S-n; EAN 9… has no sku in the catalogue.
const skuOf = (ean: string) => (ean.startsWith('9') ? null : `S-${ean}`);
const eanOf = (sku: string) => sku.slice(2);
const server = (...lines: [string, number][]): ServerScanLine[] =>
  lines.map(([sku, quantity]) => ({ key: sku, sku, quantity }));
const scan = (...lines: [string, number][]): ScanLine[] =>
  lines.map(([ean, quantity]) => ({ ean, quantity }));

describe('planScanListSync (docs/decisions/0130-scan-me-list-sync.md)', () => {
  it('sends a first list as additions, summed into what the server already has', () => {
    expect(planScanListSync([], scan(['1', 2], ['2', 1]), server(['S-1', 5]), skuOf)).toEqual({
      add: [{ sku: 'S-2', quantity: 1 }],
      change: [{ key: 'S-1', quantity: 7 }],
    });
  });

  it("applies the device's change, not its total: a change made elsewhere meanwhile is kept", () => {
    // Agreed on 3; the device went to 4, another device meanwhile to 10: 11, not 4.
    expect(planScanListSync(scan(['1', 3]), scan(['1', 4]), server(['S-1', 10]), skuOf).change).toEqual([
      { key: 'S-1', quantity: 11 },
    ]);
    // Removed on the device: the server line goes down by what the device had.
    expect(planScanListSync(scan(['1', 3]), [], server(['S-1', 10]), skuOf).change).toEqual([
      { key: 'S-1', quantity: 7 },
    ]);
    expect(planScanListSync(scan(['1', 3]), [], server(['S-1', 2]), skuOf).change).toEqual([
      { key: 'S-1', quantity: 0 },
    ]);
  });

  it('sends nothing for an unchanged list, a line taken over elsewhere, or an EAN without sku', () => {
    const none = { add: [], change: [] };
    expect(planScanListSync(scan(['1', 3]), scan(['1', 3]), server(['S-1', 8]), skuOf)).toEqual(none);
    // Taken over into the shopping list (the server line is gone) and lowered on the device.
    expect(planScanListSync(scan(['1', 3]), scan(['1', 1]), [], skuOf)).toEqual(none);
    expect(planScanListSync([], scan(['9001', 2]), [], skuOf)).toEqual(none);
  });

  it('never sends a quantity above the line maximum', () => {
    expect(planScanListSync([], scan(['1', 9000]), server(['S-1', 9000]), skuOf).change).toEqual([
      { key: 'S-1', quantity: 9999 },
    ]);
  });

  it('after the write, the device holds the server list, its unsent lines and its changes made meanwhile', () => {
    const agreed = scanLinesOfServer(server(['S-1', 11], ['S-4', 1]), eanOf);
    expect(agreed).toEqual(scan(['1', 11], ['4', 1]));
    // The sync sent 1 × 4; meanwhile the user scanned EAN 1 once more and EAN 5 once.
    const after = linesAfterSync(agreed, scan(['9001', 2]), scan(['1', 4]), scan(['5', 1], ['1', 5]));
    expect(after).toEqual(scan(['5', 1], ['1', 12], ['4', 1], ['9001', 2]));
  });

  it('loses no unit: the server ends with what every device added (property)', () => {
    const ean = fc.constantFrom('1', '2', '3');
    const lines = fc.uniqueArray(fc.record({ ean, quantity: fc.integer({ min: 1, max: 50 }) }), {
      selector: (line) => line.ean,
    });
    fc.assert(
      fc.property(lines, lines, lines, (base, local, elsewhere) => {
        // The server holds the agreed base plus what another device added since.
        const serverLines = server(
          ...scanLinesOfBoth(base, elsewhere).map(
            ({ ean: e, quantity }) => [`S-${e}`, quantity] as [string, number],
          ),
        );
        const plan = planScanListSync(base, local, serverLines, skuOf);
        const result = new Map(serverLines.map((line) => [line.sku, line.quantity]));
        for (const change of plan.change) result.set(change.key, change.quantity);
        for (const add of plan.add) result.set(add.sku, (result.get(add.sku) ?? 0) + add.quantity);
        for (const e of ['1', '2', '3']) {
          const want = qty(base, e) + qty(elsewhere, e) + (qty(local, e) - qty(base, e));
          expect(result.get(`S-${e}`) ?? 0).toBe(Math.max(0, want));
        }
      }),
    );
  });
});

const qty = (lines: readonly ScanLine[], ean: string) =>
  lines.find((line) => line.ean === ean)?.quantity ?? 0;
const scanLinesOfBoth = (a: readonly ScanLine[], b: readonly ScanLine[]) =>
  ['1', '2', '3']
    .map((ean) => ({ ean, quantity: qty(a, ean) + qty(b, ean) }))
    .filter((line) => line.quantity > 0);
