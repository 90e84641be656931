/**
 * The scan-me list (docs/rules/states-and-rules.md): EAN and quantity per line. Scanning or typing an
 * EAN that is on the list raises its quantity by one, else adds it with quantity 1.
 */
export interface ScanLine {
  ean: string;
  quantity: number;
}

/** Upper bound of one line, the same the cart allows for a line. */
export const SCAN_LINE_MAX_QUANTITY = 9999;

export type ScanListAction =
  | { type: 'scan'; ean: string }
  | { type: 'set-quantity'; ean: string; quantity: number }
  | { type: 'remove'; ean: string }
  | { type: 'merge'; lines: readonly ScanLine[] }
  | { type: 'replace'; lines: readonly ScanLine[] }
  | { type: 'clear' };

const clamp = (quantity: number) => Math.min(SCAN_LINE_MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));

/** Sums lines of the same EAN, keeps first-seen order, drops non-positive quantities. */
export function normalizeScanLines(lines: readonly ScanLine[]): ScanLine[] {
  const byEan = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isFinite(line.quantity) || line.quantity <= 0) continue;
    byEan.set(line.ean, (byEan.get(line.ean) ?? 0) + Math.trunc(line.quantity));
  }
  return [...byEan].map(([ean, quantity]) => ({ ean, quantity: clamp(quantity) }));
}

export function scanListReducer(lines: readonly ScanLine[], action: ScanListAction): ScanLine[] {
  switch (action.type) {
    case 'scan': {
      const found = lines.some((line) => line.ean === action.ean);
      if (!found) return [{ ean: action.ean, quantity: 1 }, ...lines];
      return lines.map((line) =>
        line.ean === action.ean ? { ...line, quantity: clamp(line.quantity + 1) } : line,
      );
    }
    case 'set-quantity':
      if (!Number.isFinite(action.quantity)) return [...lines];
      if (action.quantity <= 0) return lines.filter((line) => line.ean !== action.ean);
      return lines.map((line) =>
        line.ean === action.ean ? { ...line, quantity: clamp(action.quantity) } : line,
      );
    case 'remove':
      return lines.filter((line) => line.ean !== action.ean);
    case 'merge':
      return normalizeScanLines([...lines, ...action.lines]);
    case 'replace':
      return normalizeScanLines(action.lines);
    case 'clear':
      return [];
  }
}

/** Digits a person may type for an EAN: EAN-8, UPC-A (12) or EAN-13, spaces ignored. */
export function normalizeTypedEan(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^(\d{8}|\d{12,14})$/.test(digits) ? digits : null;
}
