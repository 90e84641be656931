import { useId, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MAX_APPROVAL_COMMENT_LENGTH } from '@shop/domain';
import { hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { cartVersionNow } from '../cart/cart-version';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import { APPROVE_CART_MUTATION, DECLINE_CART_MUTATION } from './approval.queries';
import './approval.css';

export type Decision = { kind: 'approved'; orderNumber: string } | { kind: 'declined' };

/**
 * An approver's decision on a cart waiting for approval, at the version shown: approve (the cart is
 * ordered) or decline with a comment (the cart is deleted and its user told why). While the approver's
 * own line changes are being saved (`saving`) the decision waits: it would carry the version from
 * before that change and be refused as a conflict with the approver's own edit.
 */
export function DecidePanel({
  cartId,
  version,
  requesterComment,
  saving = false,
  onDecided,
  onConflict,
}: {
  cartId: string;
  version: number;
  requesterComment: string | null;
  saving?: boolean;
  onDecided: (decision: Decision) => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [approve, approving] = useMutation(APPROVE_CART_MUTATION);
  const [decline, declining] = useMutation(DECLINE_CART_MUTATION);
  const client = useApolloClient();
  const busy = approving.loading || declining.loading;

  const decide = async (kind: Decision['kind']) => {
    setError(null);
    const variables = {
      locale,
      cartId,
      version: cartVersionNow(client.cache, cartId, version),
      comment: comment.trim() || null,
    };
    try {
      if (kind === 'approved') {
        const { data } = await approve({ variables });
        onDecided({ kind, orderNumber: data!.approveCart.orderNumber });
      } else {
        await decline({ variables });
        onDecided({ kind });
      }
    } catch (failure) {
      if (hasErrorCode(failure, 'CONFLICT')) onConflict();
      else setError(messageText(t, messageKeyOf(failure) ?? 'error.internal'));
    }
  };

  return (
    <section className="decide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="hand-over__title">
        {t('approval.pendingNote')}
      </h2>
      {requesterComment && <p>{t('approval.requesterComment', { comment: requesterComment })}</p>}
      <label htmlFor={`${id}-comment`}>{t('approval.decisionComment')}</label>
      <textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={MAX_APPROVAL_COMMENT_LENGTH}
        value={comment}
        disabled={busy}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="decide__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || saving}
          onClick={() => void decide('approved')}
        >
          {t('approval.approve')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy || saving}
          onClick={() => void decide('declined')}
        >
          {t('approval.decline')}
        </button>
      </div>
      <p className="decide__notice hand-over__error" role="status">
        {error ?? ''}
      </p>
    </section>
  );
}
