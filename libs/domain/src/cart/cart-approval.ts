import { accessLevelOf, type WebRole } from '../roles';
import type { CartProcessStatus, CartState } from './cart-states';

/** Longest comment of a hand-over or a decline. */
export const MAX_APPROVAL_COMMENT_LENGTH = 500;

/** Most of a customer's recent decisions cart administration asks for at once (decision 0070). */
export const MAX_RECENT_CART_DECISIONS = 50;

/** Approvers and administrators decide on the customer's carts waiting for approval (docs/rules/roles.md). */
export function mayApproveCarts(role: WebRole | null): boolean {
  return accessLevelOf(role) >= accessLevelOf('ROLE_CART_APPROVER');
}

/**
 * Decision 0069: a contact orders the carts it created; ordering a cart another contact created
 * (directly, or by approving it) needs the approver role.
 */
export function mayOrderCart(role: WebRole | null, createdIt: boolean): boolean {
  return createdIt || mayApproveCarts(role);
}

/** Where an approver still has to decide on a cart (handed over, or changed by an approver). */
export const CART_PROCESS_STATUSES_AWAITING_APPROVAL = [
  'Open',
  'Modified',
] as const satisfies readonly CartProcessStatus[];

/**
 * Whether a cart waits for an approver's decision (handed over, perhaps changed by an approver). An
 * approved cart is ordered and keeps its process status: it waits for nothing any more.
 */
export function waitsForDecision(cart: { processStatus: CartProcessStatus; state?: CartState }): boolean {
  return (
    cart.state !== 'Ordered' &&
    (CART_PROCESS_STATUSES_AWAITING_APPROVAL as readonly CartProcessStatus[]).includes(cart.processStatus)
  );
}

/** A cart can be handed over for approval by its user when it has lines and is not in a process already. */
export function mayRequestApproval(cart: {
  state: CartState;
  processStatus: CartProcessStatus;
  lines: readonly unknown[];
}): boolean {
  return cart.state !== 'Ordered' && cart.processStatus === 'None' && cart.lines.length > 0;
}
