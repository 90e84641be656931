import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MAX_APPROVAL_COMMENT_LENGTH } from '@shop/domain';
import { useToast } from '../../ui/toast';
import { useCart } from '../cart/use-cart';
import { hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { REQUEST_CART_APPROVAL_MUTATION } from './approval.queries';
import { rememberHandedOver } from './handed-over-carts';
import './approval.css';

/**
 * The basket shopper's way to an order (docs/rules/roles.md): hand the cart over for approval with a comment.
 * The cart is frozen and kept; the page shows the user's next, empty cart, and the decision arrives
 * live (useDecisionNotices).
 */
export function HandOverPanel({ cartId, version }: { cartId: string; version: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cart = useCart();
  const toast = useToast();
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(REQUEST_CART_APPROVAL_MUTATION);

  const handOver = async () => {
    setError(null);
    try {
      await request({ variables: { locale, cartId, version, comment: comment.trim() || null } });
      rememberHandedOver(cartId);
      toast.show({ kind: 'success', message: t('approval.handedOver'), timeoutMs: 6000 });
      await cart.refetch();
    } catch (failure) {
      if (hasErrorCode(failure, 'CONFLICT')) {
        await cart.refetch();
        setError(t('cart.changedMeanwhile'));
      } else setError(messageText(t, messageKeyOf(failure) ?? 'error.internal'));
    }
  };

  return (
    <section className="hand-over" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hand-over__title">
        {t('approval.handOverTitle')}
      </h2>
      <p className="hand-over__hint">{t('approval.handOverHint')}</p>
      <label htmlFor={`${id}-comment`}>{t('approval.comment')}</label>
      <textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={MAX_APPROVAL_COMMENT_LENGTH}
        value={comment}
        disabled={loading}
        onChange={(event) => setComment(event.target.value)}
      />
      <button
        type="button"
        className="button button--primary"
        disabled={loading}
        onClick={() => void handOver()}
      >
        {t('approval.handOver')}
      </button>
      <p className="hand-over__error" role="status">
        {error ?? ''}
      </p>
    </section>
  );
}
