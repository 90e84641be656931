import { waitsForDecision } from './cart-approval';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-input';
import { activeLockOf } from './cart-lock';
import type { CartProcessStatus, CartState } from './cart-states';

/** An approver merges at least two and at most this many carts at once (decision 0042). */
export const MIN_CARTS_PER_MERGE = 2;
export const MAX_CARTS_PER_MERGE = 20;

/** A cart the approver asks to merge, at the version the approver saw. */
export interface CartToMerge {
  cartId: string;
  version: number;
}

/** Why a cart named in a merge was left out (docs/rules/calls.md executeMergeCarts failedCarts). */
export type CartMergeFailure =
  | 'error.cart-not-found'
  | 'error.cart-conflict'
  | 'error.cart-not-in-approval'
  | 'error.cart-locked';

/** Why a merge as a whole is refused (nothing changes then). */
export type CartMergeRefusal = 'error.merge-too-few-carts' | 'error.cart-too-many-lines';

/** What the rule reads of a cart found for a merge. */
export interface MergeCandidate {
  id: string;
  version: number;
  state: CartState;
  processStatus: CartProcessStatus;
  lines: readonly { sku: string; quantity: number }[];
  /** The edit lock (decision 0041): another approver editing the cart keeps it out of a merge. */
  lockedBy: string | null;
  lockedUntil: string | null;
}

/** Who merges, and when: a cart someone else has open for editing is not merged. */
export interface MergeActor {
  actor: string;
  now: Date;
}

export interface CartMergePlan<C extends MergeCandidate> {
  /** The carts that go into the merged cart, in the order they were named. */
  merged: C[];
  failed: { cartId: string; messageKey: CartMergeFailure }[];
  /** The merged cart's lines: one per sku in the order first seen. */
  lines: { sku: string; quantity: number }[];
  /** Set when the merge may not happen at all. */
  refusal: CartMergeRefusal | null;
}

/** The message key of a merge request the edge refuses before looking at any cart, or null. */
export function mergeRequestProblem(carts: readonly CartToMerge[]): string | null {
  if (carts.length < MIN_CARTS_PER_MERGE) return 'error.merge-too-few-carts';
  if (carts.length > MAX_CARTS_PER_MERGE) return 'error.merge-too-many-carts';
  if (new Set(carts.map((cart) => cart.cartId)).size !== carts.length) return 'error.merge-duplicate-carts';
  return null;
}

/**
 * Why one named cart cannot be merged, or null: it must be the customer's and not ordered, still at
 * the version the approver saw, and waiting for a decision (handed over, perhaps Modified). An
 * approver's own carts in no process are not merged: they are not the requests the merge decides on.
 */
export function mergeFailureOf(
  requested: CartToMerge,
  cart: MergeCandidate | null,
  by: MergeActor,
): CartMergeFailure | null {
  if (!cart || cart.state === 'Ordered') return 'error.cart-not-found';
  if (cart.version !== requested.version) return 'error.cart-conflict';
  if (!waitsForDecision(cart)) return 'error.cart-not-in-approval';
  const lock = activeLockOf(cart, by.now);
  if (lock && lock.lockedBy !== by.actor) return 'error.cart-locked';
  return null;
}

/**
 * The lines of carts put together: the quantities of one sku add up, capped at MAX_LINE_QUANTITY.
 * Each source line met its product's minimum order quantity, so their sum does too.
 */
export function mergeCartLines(
  carts: readonly { lines: readonly { sku: string; quantity: number }[] }[],
): { sku: string; quantity: number }[] {
  const quantities = new Map<string, number>();
  for (const cart of carts)
    for (const line of cart.lines)
      quantities.set(line.sku, Math.min((quantities.get(line.sku) ?? 0) + line.quantity, MAX_LINE_QUANTITY));
  return [...quantities].map(([sku, quantity]) => ({ sku, quantity }));
}

/**
 * Which of the named carts are merged and which fail (with the reason), and the merged lines. The
 * merge goes on without the failed ones as long as two carts remain; fewer, or more lines than a
 * cart holds, refuse it.
 */
export function planCartMerge<C extends MergeCandidate>(
  requested: readonly CartToMerge[],
  found: ReadonlyMap<string, C>,
  by: MergeActor,
): CartMergePlan<C> {
  const merged: C[] = [];
  const failed: CartMergePlan<C>['failed'] = [];
  for (const wanted of requested) {
    const cart = found.get(wanted.cartId) ?? null;
    const failure = mergeFailureOf(wanted, cart, by);
    if (failure) failed.push({ cartId: wanted.cartId, messageKey: failure });
    else merged.push(cart!);
  }
  const lines = mergeCartLines(merged);
  const refusal: CartMergeRefusal | null =
    merged.length < MIN_CARTS_PER_MERGE
      ? 'error.merge-too-few-carts'
      : lines.length > MAX_CART_LINES
        ? 'error.cart-too-many-lines'
        : null;
  return { merged, failed, lines, refusal };
}
