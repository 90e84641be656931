import { normalizeScanLines, SCAN_LINE_MAX_QUANTITY, type ScanLine } from './scan-list';

/** A line of the customer's server-side scan-me list, as far as the sync needs it. */
export interface ServerScanLine {
  key: string;
  sku: string;
  quantity: number;
}

export interface ScanListSyncPlan {
  /** Units to add to the server list (summed there into a line of the same sku). */
  add: { sku: string; quantity: number }[];
  /** Server lines to set to a quantity (0 removes). */
  change: { key: string; quantity: number }[];
}

const quantities = (lines: readonly ScanLine[]) => new Map(lines.map((line) => [line.ean, line.quantity]));

/**
 * What a device sends to the server's scan-me list (docs/decisions/0130-scan-me-list-sync.md): a
 * three-way merge. `base` is the list as device and server last agreed on it, `local` the device's
 * list now, `server` the server's list now. Each EAN's change on the device (local minus base) is
 * applied to the server's quantity of its sku, so a change made elsewhere meanwhile (another device,
 * the list taken over into the shopping list) is kept and nothing is counted twice. An EAN the
 * catalogue cannot name a sku for stays on the device.
 */
export function planScanListSync(
  base: readonly ScanLine[],
  local: readonly ScanLine[],
  server: readonly ServerScanLine[],
  skuOf: (ean: string) => string | null,
): ScanListSyncPlan {
  const before = quantities(base);
  const now = quantities(local);
  const serverBySku = new Map(server.map((line) => [line.sku, line]));
  const added = new Map<string, number>();
  const changed = new Map<string, { key: string; quantity: number }>();
  for (const ean of new Set([...before.keys(), ...now.keys()])) {
    const delta = (now.get(ean) ?? 0) - (before.get(ean) ?? 0);
    const sku = delta === 0 ? null : skuOf(ean);
    if (!sku) continue;
    const line = serverBySku.get(sku);
    if (line) {
      const from = changed.get(sku)?.quantity ?? line.quantity;
      const quantity = Math.min(SCAN_LINE_MAX_QUANTITY, Math.max(0, from + delta));
      changed.set(sku, { key: line.key, quantity });
    } else if (delta > 0) {
      added.set(sku, Math.min(SCAN_LINE_MAX_QUANTITY, (added.get(sku) ?? 0) + delta));
    }
  }
  const change = [...changed].filter(([sku, line]) => serverBySku.get(sku)!.quantity !== line.quantity);
  return {
    add: [...added].map(([sku, quantity]) => ({ sku, quantity })),
    change: change.map(([, line]) => line),
  };
}

export const isEmptySyncPlan = (plan: ScanListSyncPlan) => plan.add.length === 0 && plan.change.length === 0;

/**
 * The server's list as scan-me lines: each sku under the EAN the catalogue knows for it (a sku
 * without one is not shown on the device and stays on the server as it is).
 */
export function scanLinesOfServer(
  server: readonly ServerScanLine[],
  eanOf: (sku: string) => string | null,
): ScanLine[] {
  const lines: ScanLine[] = [];
  for (const line of server) {
    const ean = eanOf(line.sku);
    if (ean && line.quantity > 0) lines.push({ ean, quantity: line.quantity });
  }
  return normalizeScanLines(lines);
}

/**
 * The device's list after a sync: the server's list, plus the lines that stayed on the device (no
 * sku known), plus what the user changed on the device while the sync was under way (`startedFrom`
 * is the device list the sync sent, `current` the device list now).
 */
export function linesAfterSync(
  agreed: readonly ScanLine[],
  unsent: readonly ScanLine[],
  startedFrom: readonly ScanLine[],
  current: readonly ScanLine[],
): ScanLine[] {
  const result = quantities(normalizeScanLines([...agreed, ...unsent]));
  const before = quantities(startedFrom);
  const now = quantities(current);
  for (const ean of new Set([...before.keys(), ...now.keys()])) {
    const delta = (now.get(ean) ?? 0) - (before.get(ean) ?? 0);
    if (delta !== 0) result.set(ean, (result.get(ean) ?? 0) + delta);
  }
  // Lines first as the device showed them, then the ones the server brought.
  const order = [...now.keys(), ...result.keys()];
  return normalizeScanLines([...new Set(order)].map((ean) => ({ ean, quantity: result.get(ean) ?? 0 })));
}
