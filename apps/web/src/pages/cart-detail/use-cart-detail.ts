import { useCallback, useEffect, useState } from 'react';
import { mayApproveCarts, waitsForDecision, type WebRole } from '@shop/domain';
import { useNavigate, useParams } from 'react-router';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/session/use-me';
import type { Decision } from '../../features/approval/decide-panel';
import { useListingContext } from '../../features/shop/use-listing-context';
import { CHANGE_CART_LINES_MUTATION } from '../../features/cart/cart.queries';
import { cartVersionNow } from '../../features/cart/cart-version';
import { useCartEditLock } from '../../features/cart/use-cart-edit-lock';
import { hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { CART_BY_ID_QUERY } from '../../features/cart-administration/carts.queries';
import { useCartActions } from '../../features/cart-administration/use-cart-actions';

/**
 * The state of one cart of the customer: the cart (live: its changes and lock made elsewhere, and
 * the budgets it counts against), an approver's decision with the edit lock it holds (decision 0041),
 * quantity changes while deciding, and switching to the cart.
 */
export function useCartDetail() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { cartId = '' } = useParams();
  const listing = useListingContext();
  const role = (useMe().data?.me?.role ?? null) as WebRole | null;
  const query = useQuery(CART_BY_ID_QUERY, { variables: { locale, cartId }, fetchPolicy: 'network-only' });
  const client = useApolloClient();
  const actions = useCartActions();
  const [changeLines, changing] = useMutation(CHANGE_CART_LINES_MUTATION);
  const [notice, setNotice] = useState<string | null>(null);
  const cart = query.data?.cartById;
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // An approver deciding on a handed-over cart has it open for editing (decision 0041).
  const deciding =
    mayApproveCarts(role) &&
    waitsForDecision({ processStatus: (cart?.cartProcessStatus ?? 'None') as 'Open' });
  useCartEditLock({
    cartId: cart?.id ?? null,
    editing: deciding,
    lockedByOther: cart?.lockedByOther ?? false,
    onRefused: reload,
  });
  // Live: any change of this cart, its lock included, made elsewhere, and of the budgets it counts against.
  useEffect(
    () =>
      subscribeShopEvents(locale, {
        'cart-changed': (event) => {
          if (event.cartId === cartId) reload();
        },
        'budget-changed': reload,
      }),
    [locale, cartId, reload],
  );

  const decided = (decision: Decision) => {
    const text =
      decision.kind === 'approved'
        ? t('approval.approvedByYou', { orderNumber: decision.orderNumber })
        : t('approval.declinedByYou');
    void navigate(pathTo('account-carts', locale), { state: { notice: text } });
  };

  const editable = deciding && !cart?.lockedByOther;
  const setQuantity = async (sku: string, quantity: number) => {
    if (!cart) return;
    setNotice(null);
    try {
      await changeLines({
        variables: {
          locale,
          cartId: cart.id,
          version: cartVersionNow(client.cache, cart.id, cart.version),
          mode: 'set',
          lines: [{ sku, quantity }],
        },
      });
    } catch (failure) {
      if (hasErrorCode(failure, 'CONFLICT')) {
        setNotice(t('carts.changedMeanwhile'));
        reload();
      } else setNotice(messageText(t, messageKeyOf(failure) ?? 'error.internal'));
    }
  };

  const switchTo = async () => {
    if (!cart) return;
    const outcome = await actions.switchCart(cart.id);
    if (outcome.kind === 'done') void navigate(pathTo('cart', locale));
    else if (outcome.kind === 'conflict') setNotice(t('carts.changedMeanwhile'));
    else setNotice(messageText(t, outcome.messageKey));
  };

  const conflict = () => {
    setNotice(t('carts.changedMeanwhile'));
    void query.refetch();
  };

  return {
    cart,
    query,
    listing,
    actions,
    notice,
    deciding,
    editable,
    changing: changing.loading,
    decided,
    conflict,
    setQuantity,
    switchTo,
  };
}
