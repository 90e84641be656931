/**
 * The carts this browser tab's user handed over and waits on, kept in sessionStorage so a reload
 * still hears the decision. Nothing of the cart is stored, only its id.
 */
const STORAGE_KEY = 'shop.handedOverCarts';

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ids.slice(-20)));
  } catch {
    // Storage full or blocked: the decision is still in cart administration.
  }
}

export function handedOverCarts(): string[] {
  return read();
}

export function rememberHandedOver(cartId: string): void {
  write([...read().filter((id) => id !== cartId), cartId]);
}

export function forgetHandedOver(cartId: string): void {
  write(read().filter((id) => id !== cartId));
}
