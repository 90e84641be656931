import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { isOwnTenant } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import { hasErrorCode, messageKeyOf, messageValuesOf } from '../errors/graphql-error-code';
import type { MessageValues } from '../errors/message-text';
import { useMe } from '../session/use-me';
import { subscribeShopEvents } from '../events/shop-events';
import { clearDetailPricesBeforeNextAdd } from '../pricing/price-registry';
import { useLocale } from '../locale/locale-context';
import { cartChangeEvents } from './cart-analytics';
import { CART_QUERY, CHANGE_CART_LINES_MUTATION } from './cart.queries';

export type CartChangeMode = 'add' | 'set';
export interface CartLineChange {
  sku: string;
  quantity: number;
}

/** How a change ended: done, refused for a reason (a message key), or the cart had moved on. */
export type CartChangeOutcome =
  | { kind: 'done' }
  | { kind: 'conflict' }
  | { kind: 'refused'; messageKey: string; values?: MessageValues };

/**
 * The session's cart in this locale (decision 0036), loaded once per tab by CartProvider: only for a signed-in user acting for a customer
 * of this locale's tenant. Changes name the version the page shows; when the cart moved on meanwhile
 * (another tab, a colleague) the change is refused, the current cart is loaded and the caller tells
 * the user: nothing typed is applied on top of a cart the user has not seen. A change made elsewhere
 * reaches the page live (cart-changed events of the tab's stream) and reloads the cart.
 */
export function useCartState() {
  const { locale } = useLocale();
  const meData = useMe().data;
  const me = meData?.me ?? null;
  const customerNo = me?.customer?.customerNo ?? null;
  // undefined while `me` loads: analytics waits for it (an employee must never be reported).
  const userType = meData ? (me?.userType ?? null) : undefined;
  // A cart here: a customer to act for, in this locale's tenant (libs/domain's "own tenant").
  const enabled = Boolean(me?.customer) && !!me && isOwnTenant(me, LOCALES[locale].mandantCode);
  const query = useQuery(CART_QUERY, { variables: { locale }, skip: !enabled, fetchPolicy: 'network-only' });
  const [mutate] = useMutation(CHANGE_CART_LINES_MUTATION);
  const [pending, setPending] = useState(false);
  const cart = query.data?.cart ?? null;
  const { refetch } = query;

  // Live: a change of this cart made elsewhere (another tab, a colleague) reloads it here.
  const cartId = cart?.id ?? null;
  const version = cart?.version ?? 0;
  const lockedByOther = cart?.lockedByOther ?? false;
  const hasBudget = Boolean(cart?.budget);
  useEffect(() => {
    if (!enabled || !cartId) return;
    return subscribeShopEvents(locale, {
      'cart-changed': (event) => {
        if (event.cartId !== cartId) return;
        // A newer version, or news of someone else's lock (locks do not move the version).
        if (event.version > version || (event.version === version && lockedByOther)) void refetch();
      },
      // The creator's budget moved (an approver set it, another cart used it): the remaining is new.
      'budget-changed': () => {
        if (hasBudget) void refetch();
      },
    });
  }, [enabled, cartId, version, lockedByOther, hasBudget, locale, refetch]);

  const change = useCallback(
    async (mode: CartChangeMode, lines: CartLineChange[]): Promise<CartChangeOutcome> => {
      // A cart the page has not loaded yet is fetched (and created) first.
      const current = cart ?? (await query.refetch()).data?.cart;
      if (!current) return { kind: 'refused', messageKey: 'error.internal' };
      setPending(true);
      try {
        const changed = await mutate({
          variables: { locale, cartId: current.id, version: current.version, mode, lines },
        });
        // The write named the version `current` shows, so the difference is exactly this change.
        const after = changed.data?.changeCartLines;
        if (after) cartChangeEvents(userType, current.lineItems, after.lineItems);
        if (customerNo) clearDetailPricesBeforeNextAdd(locale, customerNo);
        return { kind: 'done' };
      } catch (error) {
        if (hasErrorCode(error, 'CONFLICT')) {
          await query.refetch();
          return { kind: 'conflict' };
        }
        return {
          kind: 'refused',
          messageKey: messageKeyOf(error) ?? 'error.internal',
          values: messageValuesOf(error),
        };
      } finally {
        setPending(false);
      }
    },
    [cart, customerNo, locale, mutate, query, userType],
  );

  return {
    enabled,
    cart,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    change,
    pending,
  };
}

export type CartState = ReturnType<typeof useCartState>;

/** The tab's one cart state (CartProvider in the shop layout): header, pages and cards share it. */
export const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart needs a CartProvider (the shop layout has one)');
  return state;
}
