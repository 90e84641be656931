import { useTranslation } from 'react-i18next';
import { showsSurchargeLabel, type CustomLineItem, type Money } from '@shop/domain';
import type { PriceFormatConfig } from '../pricing/format-price';
import { Price } from '../pricing/price';
import './order-totals.css';

export interface Totals {
  totalNet: Money;
  totalTax: Money;
  totalGross: Money;
  taxPercent: number;
}

/**
 * Net, tax and gross of a cart or an order (the alternative currency below each where the shop shows
 * one), and above them the minimum-quantity surcharge when there is one: apart from the product
 * lines, its amount already in the net.
 */
export function OrderTotals({
  totals,
  surcharge = null,
  config,
}: {
  totals: Totals;
  surcharge?: CustomLineItem | null;
  config: PriceFormatConfig;
}) {
  const { t } = useTranslation();
  return (
    <dl className="order-totals">
      {surcharge && (
        <div className="order-totals__row">
          <dt>{showsSurchargeLabel(surcharge) ? t('checkout.minimumSurcharge') : surcharge.name}</dt>
          <dd>
            <Price money={surcharge.price} config={config} />
          </dd>
        </div>
      )}
      <div className="order-totals__row">
        <dt>{t('checkout.totalNet')}</dt>
        <dd>
          <Price money={totals.totalNet} config={config} />
        </dd>
      </div>
      <div className="order-totals__row">
        <dt>{t('checkout.totalTax', { percent: totals.taxPercent })}</dt>
        <dd>
          <Price money={totals.totalTax} config={config} />
        </dd>
      </div>
      <div className="order-totals__row order-totals__row--gross">
        <dt>{t('checkout.totalGross')}</dt>
        <dd>
          <Price money={totals.totalGross} config={config} />
        </dd>
      </div>
    </dl>
  );
}
