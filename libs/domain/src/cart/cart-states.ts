import { accessLevelOf, type WebRole } from '../roles';

/**
 * States of a cart (docs/rules/data-model.md and docs/rules/states-and-rules.md; the values of cartState and cartProcessType are not shown there,
 * so they are decided in docs/decisions/0036-carts.md).
 *
 * - `Active`: the cart its key opens (one per key); lines can be changed.
 * - `Saved`: a cart of the key that is not the one it opens (cart administration lists it, a switch
 *   makes it active again).
 * - `Ordered`: finalized into an order; read-only from then on.
 */
export const CART_STATES = ['Active', 'Saved', 'Ordered'] as const;
export type CartState = (typeof CART_STATES)[number];

/** The change status (docs/rules/data-model.md): where a cart stands in the approval process. */
export const CART_PROCESS_STATUSES = ['None', 'Open', 'Modified', 'Merged', 'Declined'] as const;
export type CartProcessStatus = (typeof CART_PROCESS_STATUSES)[number];

/** The cart type (docs/rules/data-model.md). */
export const CART_PROCESS_TYPES = ['Normal', 'Merged'] as const;
export type CartProcessType = (typeof CART_PROCESS_TYPES)[number];

/** The sort orders of the carts list (docs/rules/data-model.md "sort direction"). */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * A cart handed over for approval is frozen for its requester: only an approver may change its
 * lines (Modified) or decide on it. Declined carts are deleted (docs/rules/states-and-rules.md), merged ones are gone
 * into their merge target, ordered ones are read-only.
 */
export function cartAcceptsLineChanges(
  cart: { state: CartState; processStatus: CartProcessStatus },
  actingAsApprover: boolean,
): boolean {
  if (cart.state === 'Ordered') return false;
  if (cart.processStatus === 'Merged' || cart.processStatus === 'Declined') return false;
  if (cart.processStatus === 'Open' || cart.processStatus === 'Modified') return actingAsApprover;
  return true;
}

/**
 * The message key a change of a cart's lines or details is refused with (CONFLICT), or null when the
 * cart takes it: an ordered cart is closed whatever its process status (an approved cart keeps Open
 * or Modified, decision 0070), a cart handed over waits for approval (only approvers change it), a
 * merged or declined one is closed too.
 */
export function cartChangeRefusalOf(
  cart: { state: CartState; processStatus: CartProcessStatus },
  actingAsApprover: boolean,
): 'error.cart-in-approval' | 'error.cart-closed' | null {
  if (cartAcceptsLineChanges(cart, actingAsApprover)) return null;
  if (cart.state === 'Ordered') return 'error.cart-closed';
  return cart.processStatus === 'Open' ? 'error.cart-in-approval' : 'error.cart-closed';
}

/**
 * Who may delete a cart in cart administration: its own user (the session's key), and approvers and
 * administrators for every cart of the customer (they tidy up their colleagues' carts).
 */
export function mayDeleteCart(role: WebRole | null, ownsCart: boolean): boolean {
  return ownsCart || accessLevelOf(role) >= accessLevelOf('ROLE_CART_APPROVER');
}
