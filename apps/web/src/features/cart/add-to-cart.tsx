import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allowedQuantityFrom,
  isBuyable,
  MAX_LINE_QUANTITY,
  mayOrderSku,
  quantityProblem,
  type QuantityRule,
} from '@shop/domain';
import { CartIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { messageText } from '../errors/message-text';
import { useEssenceRestriction } from '../essence-list/use-essence-restriction';
import { useCart } from './use-cart';
import './add-to-cart.css';

interface AddToCartProps {
  sku: string;
  rule: QuantityRule;
  /** The product's attributes the buyable rule reads (docs/rules/states-and-rules.md). */
  successorArticleNumber: string | null;
  /**
   * `card`: the compact form of a product card (name for the labels, outcome as a toast, so a grid
   * never moves); `page` (default): the product page's, with the outcome next to the button.
   */
  variant?: 'page' | 'card';
  productName?: string;
}

/**
 * Quantity and "add to cart" for one product (docs/rules/states-and-rules.md: buyable products only; the quantity from the
 * minimum order quantity on). Shown only to users who have a cart here; says what happened next to
 * the button (added, refused with the reason, or the cart changed meanwhile).
 */
export function AddToCart({
  sku,
  rule,
  successorArticleNumber,
  variant = 'page',
  productName,
}: AddToCartProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const essence = useEssenceRestriction(cart.enabled);
  const toast = useToast();
  const inputId = useId();
  const [quantity, setQuantity] = useState(() => allowedQuantityFrom(1, rule));
  const [inlineMessage, setInlineMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const setMessage = (message: { tone: 'ok' | 'error'; text: string }) => {
    if (variant === 'page') setInlineMessage(message);
    else
      toast.show({
        kind: message.tone === 'ok' ? 'success' : 'error',
        title: productName,
        message: message.text,
        timeoutMs: message.tone === 'ok' ? 4000 : null,
        key: `add-to-cart-${sku}`,
      });
  };
  if (!cart.enabled || !isBuyable({ successor_article_number: successorArticleNumber }, true)) return null;
  // Decision 0102: an essence-only customer sees why it cannot add this product instead of a button.
  if (!mayOrderSku(essence, sku))
    return (
      <p className={`add-to-cart__essence add-to-cart__essence--${variant}`}>{t('essenceList.notInList')}</p>
    );

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
    else setMessage({ tone: 'error', text: messageText(t, outcome.messageKey, outcome.values) });
  };

  const quantityInput = (
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
  );

  if (variant === 'card') {
    return (
      <form className="add-to-cart add-to-cart--card" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('cart.quantityOf', { name: productName ?? sku })}
        </label>
        {quantityInput}
        <button
          type="submit"
          className="button button--primary add-to-cart__button"
          disabled={cart.pending}
          aria-label={t('cart.addNamed', { name: productName ?? sku })}
        >
          <CartIcon />
          <span aria-hidden="true">{t('cart.addShort')}</span>
        </button>
      </form>
    );
  }

  return (
    <form className="add-to-cart" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="add-to-cart__label">
        {t('cart.quantity')}
      </label>
      {quantityInput}
      <button type="submit" className="button button--primary add-to-cart__button" disabled={cart.pending}>
        {t('cart.add')}
      </button>
      <p
        className={`add-to-cart__message add-to-cart__message--${inlineMessage?.tone ?? 'ok'}`}
        role="status"
      >
        {inlineMessage?.text ?? ''}
      </p>
    </form>
  );
}
