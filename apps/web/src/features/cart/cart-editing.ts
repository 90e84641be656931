import {
  cartAcceptsLineChanges,
  mayApproveCarts,
  type CartProcessStatus,
  type CartState,
  type WebRole,
} from '@shop/domain';

/** Whether the session's role may change this cart's lines (the BFF checks it again on every write). */
export function acceptsChanges(
  cart: { cartState: string; cartProcessStatus: string },
  role: WebRole | null,
): boolean {
  return cartAcceptsLineChanges(
    { state: cart.cartState as CartState, processStatus: cart.cartProcessStatus as CartProcessStatus },
    mayApproveCarts(role),
  );
}
