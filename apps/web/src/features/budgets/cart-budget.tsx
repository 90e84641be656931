import { useTranslation } from 'react-i18next';
import type { CartFieldsFragment } from '../../gql/generated';
import { formatPrice, type PriceFormatConfig } from '../pricing/format-price';
import './budgets.css';

/**
 * The cart creator's budget on the cart page (decision 0061): what it has left, and what is left
 * after this cart; a warning when the cart exceeds it (refused at hand-over and order unless the
 * budget may be exceeded).
 */
export function CartBudget({
  budget,
  config,
}: {
  budget: NonNullable<CartFieldsFragment['budget']>;
  config: PriceFormatConfig;
}) {
  const { t } = useTranslation();
  const money = (value: { centAmount: number; currency: string }) => formatPrice(value, config).main;
  return (
    <section
      className={`cart-budget${budget.exceeds ? ' cart-budget--exceeded' : ''}`}
      aria-label={t('budgets.cartBudget')}
    >
      <h2 className="cart-budget__title">{t('budgets.cartBudget')}</h2>
      <dl className="cart-budget__figures">
        <dt>{t('budgets.remaining')}</dt>
        <dd>{money(budget.remaining)}</dd>
        <dt>{t('budgets.remainingAfterCart')}</dt>
        <dd>{money(budget.remainingAfterCart)}</dd>
      </dl>
      {budget.exceeds && (
        <p className="cart-budget__warning" role="status">
          {budget.canExceedBudget ? t('budgets.exceedsAllowed') : t('budgets.exceedsRefused')}
        </p>
      )}
    </section>
  );
}
