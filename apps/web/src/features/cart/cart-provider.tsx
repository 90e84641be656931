import type { ReactNode } from 'react';
import { CartContext, useCartState } from './use-cart';

/** Loads the session's cart once for the whole page; useCart() reads it (one query, one live subscription). */
export function CartProvider({ children }: { children: ReactNode }) {
  const state = useCartState();
  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}
