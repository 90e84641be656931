import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allowedQuantityFrom,
  isBuyable,
  MAX_LINE_QUANTITY,
  quantityProblem,
  type QuantityRule,
} from '@shop/domain';
import { messageText } from '../errors/message-text';
import { useCart } from './use-cart';
import './add-to-cart.css';

interface AddToCartProps {
  sku: string;
  rule: QuantityRule;
  /** The product's attributes the buyable rule reads (spec 02 §4). */
  successorArticleNumber: string | null;
}

/**
 * Quantity and "add to cart" for one product (spec 02 §4: buyable products only; the quantity from the
 * minimum order quantity on). Shown only to users who have a cart here; says what happened next to
 * the button (added, refused with the reason, or the cart changed meanwhile).
 */
export function AddToCart({ sku, rule, successorArticleNumber }: AddToCartProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const inputId = useId();
  const [quantity, setQuantity] = useState(() => allowedQuantityFrom(1, rule));
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  if (!cart.enabled || !isBuyable({ successor_article_number: successorArticleNumber }, true)) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = quantityProblem(quantity, rule);
    if (problem || quantity === 0) {
      setMessage({ tone: 'error', text: messageText(t, problem ?? 'error.invalid-quantity') });
      return;
    }
    const outcome = await cart.change('add', [{ sku, quantity }]);
    if (outcome.kind === 'done') setMessage({ tone: 'ok', text: t('cart.added', { count: quantity }) });
    else if (outcome.kind === 'conflict') setMessage({ tone: 'error', text: t('cart.changedMeanwhile') });
    else setMessage({ tone: 'error', text: messageText(t, outcome.messageKey) });
  };

  return (
    <form className="add-to-cart" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="add-to-cart__label">
        {t('cart.quantity')}
      </label>
      <input
        id={inputId}
        className="add-to-cart__quantity"
        type="number"
        inputMode="numeric"
        min={rule.minimumOrderQuantity}
        max={MAX_LINE_QUANTITY}
        step={1}
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
      />
      <button type="submit" className="button button--primary add-to-cart__button" disabled={cart.pending}>
        {t('cart.add')}
      </button>
      <p className={`add-to-cart__message add-to-cart__message--${message?.tone ?? 'ok'}`} role="status">
        {message?.text ?? ''}
      </p>
    </form>
  );
}
