/** Cart change kinds for analytics (docs/rules/states-and-rules.md). */
export type CartChangeKind = 'add' | 'modify' | 'remove';

/** One sku's quantity before and after a cart change, as analytics reports it. */
export interface CartChange {
  kind: CartChangeKind;
  /** How many units the change added (> 0) or took away (< 0). */
  delta: number;
}

/**
 * The kind of a change of one line: a line that was not there is added, one that goes to 0 is
 * removed, any other new quantity modifies it. Null when nothing changed.
 */
export function cartChangeOf(before: number, after: number): CartChange | null {
  if (before === after) return null;
  const delta = after - before;
  if (before === 0) return { kind: 'add', delta };
  if (after === 0) return { kind: 'remove', delta };
  return { kind: 'modify', delta };
}
