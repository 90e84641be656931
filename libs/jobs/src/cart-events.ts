/**
 * A cart of a customer changed (lines, state, approval): the customer's other open pages that show
 * it reload it. It carries no content: each page reads the cart through the BFF with its own rights.
 */
export interface CartChangedEvent {
  type: 'cart-changed';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
  cartId: string;
  /** The cart's version after the change. */
  version: number;
}

export function cartChangedEvent(
  mandantCode: string,
  customerNo: string,
  cartId: string,
  version: number,
  now: Date,
): CartChangedEvent {
  return { type: 'cart-changed', id: String(now.getTime()), mandantCode, customerNo, cartId, version };
}

export function isCartChangedEvent(value: unknown): value is CartChangedEvent {
  const event = value as Partial<CartChangedEvent> | null;
  return (
    !!event &&
    event.type === 'cart-changed' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string' &&
    typeof event.cartId === 'string' &&
    Number.isInteger(event.version)
  );
}
