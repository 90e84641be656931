import { waitsForDecision } from './cart-approval';
import type { CartProcessStatus, CartState } from './cart-states';

/** deleteDaysAfterLastModification of a new cart (docs/rules/data-model.md, decision 0039). */
export const DEFAULT_DELETE_DAYS_AFTER_LAST_MODIFICATION = 90;

/** A day of deleteDaysAfterLastModification is 24 hours, whatever the time zone's clock does. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the housekeeping rule reads of a cart. */
export interface HousekeptCart {
  lastModifiedAt: Date;
  deleteDaysAfterLastModification: number;
  processStatus: CartProcessStatus;
  state: CartState;
}

/** When a cart's time is up: its last modification plus its deleteDaysAfterLastModification. */
export function cartDeletionDueAt(cart: HousekeptCart): Date {
  return new Date(cart.lastModifiedAt.getTime() + cart.deleteDaysAfterLastModification * DAY_MS);
}

/**
 * Whether housekeeping deletes the cart now (decision 0039): its time is up before `now`, and no
 * approver still has to decide on it. The cart's state does not matter: an ordered cart goes too
 * (its order is kept, it does not refer to the cart).
 */
export function isCartDueForDeletion(cart: HousekeptCart, now: Date): boolean {
  return cartDeletionDueAt(cart).getTime() < now.getTime() && !waitsForDecision(cart);
}
