import type { Money } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import { useLocale } from '../locale/locale-context';
import type { PriceFormatConfig } from './format-price';
import { Price } from './price';
import { usePrices, type PriceKind, type PriceState } from './use-prices';
import { formatMoney } from './format-price';
import './price.css';

/**
 * What to show for a sku (docs/rules/states-and-rules.md): the customer price once loaded, else nothing. Without price
 * visibility (guests, the basket shopper, another tenant's users) there is none.
 */
export function shownMoney(enabled: boolean, state: PriceState): Money | null {
  if (!enabled || state.status !== 'loaded') return null;
  return state.price?.price ?? null;
}

interface CustomerPriceProps {
  sku: string;
  kind: PriceKind;
  config: PriceFormatConfig;
  /** Shown instead of a price when there is none (e.g. the guests' login hint). */
  fallback?: React.ReactNode;
}

/** The customer's price of a sku with tax note; on detail pages also the tier prices. */
export function CustomerPrice({ sku, kind, config, fallback = null }: CustomerPriceProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prices = usePrices([sku], kind);
  const state = prices.get(sku);
  const money = shownMoney(prices.enabled, state);
  if (prices.enabled && state.status === 'loading')
    return (
      <p className="price price--loading" aria-busy="true">
        <span className="visually-hidden">{t('product.priceLoading')}</span>
      </p>
    );
  if (prices.enabled && state.status === 'failed')
    return (
      <p className="price price--failed" role="status">
        <span>{t('product.priceFailed')}</span>
        <button
          type="button"
          className="button button--secondary price__retry"
          onClick={() => prices.retry(sku)}
        >
          {t('product.priceRetry')}
        </button>
      </p>
    );
  if (!money) return <>{fallback}</>;
  const tiers = kind === 'detail' && state.status === 'loaded' ? (state.price?.tierPrices ?? []) : [];
  return (
    <div className="customer-price">
      <Price money={money} config={config} />
      <p className="price__tax">{t('product.taxNote', { percent: LOCALES[locale].taxPercent })}</p>
      {tiers.length > 0 && (
        <table className="price__tiers">
          <caption>{t('product.tierPrices')}</caption>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.id}>
                <th scope="row">{t('product.tierFrom', { count: tier.minimumQuantity })}</th>
                <td>{formatMoney(tier.price, config.intlLocale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
