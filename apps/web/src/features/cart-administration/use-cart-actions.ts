import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useCart } from '../cart/use-cart';
import { hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { useLocale } from '../locale/locale-context';
import { CREATE_CART_MUTATION, DELETE_CART_MUTATION, SWITCH_CART_MUTATION } from './carts.queries';

/** How an action ended: done, the cart had moved on (reload and look again), or refused with a key. */
export type CartActionOutcome =
  | { kind: 'done' }
  | { kind: 'conflict' }
  | { kind: 'refused'; messageKey: string };

/**
 * Create, switch to and delete carts. After each, the page's own cart (header, cart page) is loaded
 * again: the session's Active cart may be another one now.
 */
export function useCartActions() {
  const { locale } = useLocale();
  const cart = useCart();
  const [create] = useMutation(CREATE_CART_MUTATION);
  const [switchTo] = useMutation(SWITCH_CART_MUTATION);
  const [remove] = useMutation(DELETE_CART_MUTATION);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<unknown>): Promise<CartActionOutcome> => {
    setPending(true);
    try {
      await action();
      await cart.refetch();
      return { kind: 'done' };
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) return { kind: 'conflict' };
      return { kind: 'refused', messageKey: messageKeyOf(error) ?? 'error.internal' };
    } finally {
      setPending(false);
    }
  };

  return {
    pending,
    createCart: () => run(() => create({ variables: { locale } })),
    switchCart: (cartId: string) => run(() => switchTo({ variables: { locale, cartId } })),
    deleteCart: (cartId: string, version: number) =>
      run(() => remove({ variables: { locale, cartId, version } })),
  };
}
