import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';
import { useCart } from '../cart/use-cart';
import { subscribeShopEvents } from '../events/shop-events';
import { useLocale } from '../locale/locale-context';
import { CART_DECISION_QUERY } from './approval.queries';
import { forgetHandedOver, handedOverCarts } from './handed-over-carts';

/**
 * Tells the requester live when an approver decided on a cart handed over from this tab: a
 * cart-changed event of that cart (the customer's streams only) asks the BFF for the decision, which
 * is shown as a toast (approved with the order number, declined with the reason, or merged into an
 * approver's cart with the comment).
 */
export function useDecisionNotices(enabled: boolean): void {
  const { locale } = useLocale();
  const { t } = useTranslation();
  const client = useApolloClient();
  const toast = useToast();

  useEffect(() => {
    if (!enabled) return;
    return subscribeShopEvents(locale, {
      'cart-changed': (event) => {
        if (!handedOverCarts().includes(event.cartId)) return;
        void client
          .query({
            query: CART_DECISION_QUERY,
            variables: { locale, cartId: event.cartId },
            fetchPolicy: 'network-only',
          })
          .then(({ data }) => {
            const decision = data?.cartDecision;
            if (!decision) return;
            forgetHandedOver(event.cartId);
            if (decision.decision === 'approved')
              toast.show({
                kind: 'success',
                title: t('approval.approvedTitle'),
                message: t('approval.approved', { orderNumber: decision.orderNumber ?? '' }),
                key: `decision-${event.cartId}`,
              });
            else if (decision.decision === 'merged')
              toast.show({
                kind: 'info',
                title: t('approval.mergedTitle'),
                message: decision.comment
                  ? t('approval.mergedWhy', { comment: decision.comment })
                  : t('approval.merged'),
                key: `decision-${event.cartId}`,
              });
            else
              toast.show({
                kind: 'warning',
                title: t('approval.declinedTitle'),
                message: decision.comment
                  ? t('approval.declinedWhy', { comment: decision.comment })
                  : t('approval.declined'),
                key: `decision-${event.cartId}`,
              });
          })
          // No decision yet (the approver changed the cart): wait for the next event.
          .catch(() => undefined);
      },
    });
  }, [enabled, locale, client, toast, t]);
}

/** Mounted once in the shop layout: the decisions on the user's handed-over carts, on every page. */
export function DecisionNotices(): null {
  const cart = useCart();
  useDecisionNotices(cart.enabled);
  return null;
}
