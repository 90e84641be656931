import {
  MAX_CART_LINES,
  MAX_CARTS_PER_MERGE,
  MAX_LINE_QUANTITY,
  mergeCartLines,
  mergeFailureOf,
  mergeRequestProblem,
  planCartMerge,
  type MergeCandidate,
} from '..';

const cart = (id: string, extra: Partial<MergeCandidate> = {}): MergeCandidate => ({
  id,
  version: 3,
  state: 'Saved',
  processStatus: 'Open',
  lines: [{ sku: 'A', quantity: 2 }],
  lockedBy: null,
  lockedUntil: null,
  ...extra,
});
const BY = { actor: 'co-approver', now: new Date('2026-11-26T10:00:00.000Z') };

describe('merging carts (decision 0042)', () => {
  it('asks for two to twenty different carts', () => {
    const named = (n: number) => Array.from({ length: n }, (_, i) => ({ cartId: `c${i}`, version: 1 }));
    expect(mergeRequestProblem(named(1))).toBe('error.merge-too-few-carts');
    expect(mergeRequestProblem(named(2))).toBeNull();
    expect(mergeRequestProblem(named(MAX_CARTS_PER_MERGE))).toBeNull();
    expect(mergeRequestProblem(named(MAX_CARTS_PER_MERGE + 1))).toBe('error.merge-too-many-carts');
    expect(
      mergeRequestProblem([
        { cartId: 'c1', version: 1 },
        { cartId: 'c1', version: 2 },
      ]),
    ).toBe('error.merge-duplicate-carts');
  });

  it('merges only carts waiting for a decision, at the version the approver saw', () => {
    const wanted = { cartId: 'c1', version: 3 };
    expect(mergeFailureOf(wanted, cart('c1'), BY)).toBeNull();
    expect(mergeFailureOf(wanted, cart('c1', { processStatus: 'Modified' }), BY)).toBeNull();
    expect(mergeFailureOf(wanted, null, BY)).toBe('error.cart-not-found');
    expect(mergeFailureOf(wanted, cart('c1', { state: 'Ordered' }), BY)).toBe('error.cart-not-found');
    expect(mergeFailureOf(wanted, cart('c1', { version: 4 }), BY)).toBe('error.cart-conflict');
    expect(mergeFailureOf(wanted, cart('c1', { processStatus: 'None' }), BY)).toBe(
      'error.cart-not-in-approval',
    );
    // Another approver has it open for editing until 10:05; an expired or the merging approver's own lock holds nothing off.
    const lockedUntil = '2026-11-26T10:05:00.000Z';
    expect(mergeFailureOf(wanted, cart('c1', { lockedBy: 'co-other', lockedUntil }), BY)).toBe(
      'error.cart-locked',
    );
    expect(mergeFailureOf(wanted, cart('c1', { lockedBy: 'co-approver', lockedUntil }), BY)).toBeNull();
    expect(
      mergeFailureOf(
        wanted,
        cart('c1', { lockedBy: 'co-other', lockedUntil: '2026-11-26T09:59:00.000Z' }),
        BY,
      ),
    ).toBeNull();
    expect(mergeFailureOf(wanted, cart('c1', { processStatus: 'Merged' }), BY)).toBe(
      'error.cart-not-in-approval',
    );
  });

  it('adds the quantities of a sku, capped at the largest quantity, in the order first seen', () => {
    expect(
      mergeCartLines([
        {
          lines: [
            { sku: 'B', quantity: 3 },
            { sku: 'A', quantity: 2 },
          ],
        },
        {
          lines: [
            { sku: 'A', quantity: 5 },
            { sku: 'C', quantity: MAX_LINE_QUANTITY - 1 },
          ],
        },
        { lines: [{ sku: 'C', quantity: 7 }] },
      ]),
    ).toEqual([
      { sku: 'B', quantity: 3 },
      { sku: 'A', quantity: 7 },
      { sku: 'C', quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it('keeps a minimum order quantity: each line met it, so their sum does', () => {
    // Two carts with 6 (the minimum) of a sku each: 12, never below 6.
    const [line] = mergeCartLines([
      { lines: [{ sku: 'M', quantity: 6 }] },
      { lines: [{ sku: 'M', quantity: 6 }] },
    ]);
    expect(line.quantity).toBe(12);
  });

  it('goes on without the carts that fail while two remain, and says why each failed', () => {
    const found = new Map([
      ['c1', cart('c1')],
      ['c2', cart('c2', { processStatus: 'Modified', lines: [{ sku: 'B', quantity: 1 }] })],
      ['c3', cart('c3', { version: 9 })],
      ['c4', cart('c4', { processStatus: 'None' })],
    ]);
    const plan = planCartMerge(
      [
        { cartId: 'c2', version: 3 },
        { cartId: 'c3', version: 3 },
        { cartId: 'gone', version: 1 },
        { cartId: 'c4', version: 3 },
        { cartId: 'c1', version: 3 },
      ],
      found,
      BY,
    );
    expect(plan.refusal).toBeNull();
    expect(plan.merged.map((merged) => merged.id)).toEqual(['c2', 'c1']);
    expect(plan.lines).toEqual([
      { sku: 'B', quantity: 1 },
      { sku: 'A', quantity: 2 },
    ]);
    expect(plan.failed).toEqual([
      { cartId: 'c3', messageKey: 'error.cart-conflict' },
      { cartId: 'gone', messageKey: 'error.cart-not-found' },
      { cartId: 'c4', messageKey: 'error.cart-not-in-approval' },
    ]);
  });

  it('refuses a merge with fewer than two mergeable carts or too many lines', () => {
    const one = planCartMerge(
      [
        { cartId: 'c1', version: 3 },
        { cartId: 'c2', version: 1 },
      ],
      new Map([
        ['c1', cart('c1')],
        ['c2', cart('c2')],
      ]),
      BY,
    );
    expect(one.refusal).toBe('error.merge-too-few-carts');
    expect(one.failed).toEqual([{ cartId: 'c2', messageKey: 'error.cart-conflict' }]);

    const lines = (from: number) =>
      Array.from({ length: MAX_CART_LINES / 2 + 1 }, (_, i) => ({ sku: `S${from + i}`, quantity: 1 }));
    const big = planCartMerge(
      [
        { cartId: 'c1', version: 3 },
        { cartId: 'c2', version: 3 },
      ],
      new Map([
        ['c1', cart('c1', { lines: lines(0) })],
        ['c2', cart('c2', { lines: lines(10_000) })],
      ]),
      BY,
    );
    expect(big.refusal).toBe('error.cart-too-many-lines');
  });
});
