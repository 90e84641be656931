import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_APPROVAL_COMMENT_LENGTH, MIN_CARTS_PER_MERGE } from '@shop/domain';
import { useMergeCarts, type MergeOutcome } from './use-merge-carts';

/**
 * An approver's merge of the carts selected in the list (waiting for approval, at the versions
 * shown), with an optional comment for their requesters.
 */
export function MergeCartsPanel({
  selected,
  onOutcome,
}: {
  selected: { cartId: string; version: number }[];
  onOutcome: (outcome: MergeOutcome) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const { merge, pending } = useMergeCarts();

  const submit = async () => {
    const outcome = await merge(selected, comment);
    if (outcome.kind === 'merged') setComment('');
    onOutcome(outcome);
  };

  return (
    <section className="cart-admin__merge" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('carts.merge.title')}</h2>
      <p className="cart-admin__merge-hint">{t('carts.merge.hint')}</p>
      <label htmlFor={`${id}-comment`}>{t('carts.merge.comment')}</label>
      <textarea
        id={`${id}-comment`}
        rows={2}
        maxLength={MAX_APPROVAL_COMMENT_LENGTH}
        value={comment}
        disabled={pending}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="cart-admin__merge-actions">
        <span>{t('carts.merge.selected', { number: selected.length })}</span>
        <button
          type="button"
          className="button button--primary"
          disabled={pending || selected.length < MIN_CARTS_PER_MERGE}
          aria-busy={pending}
          onClick={() => void submit()}
        >
          {t('carts.merge.submit')}
        </button>
      </div>
    </section>
  );
}
