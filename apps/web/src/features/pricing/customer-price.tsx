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
 * What to show for a sku (spec 02 §4): while loading nothing; the customer price when one was
 * returned, else the product's own price as base. Without price visibility the product's price
 * (null from the BFF for guests and the basket shopper).
 */
export function shownMoney(
  enabled: boolean,
  state: PriceState,
  base: Money | null | undefined,
): Money | null {
  if (!enabled) return base ?? null;
  if (state.status === 'loading') return null;
  if (state.status === 'loaded' && state.price) return state.price.price;
  return base ?? null;
}

interface CustomerPriceProps {
  sku: string;
  kind: PriceKind;
  config: PriceFormatConfig;
  /** The product's price from the catalogue query, shown where no customer price comes. */
  base?: Money | null;
  /** Shown instead of a price when there is none (e.g. the guests' login hint). */
  fallback?: React.ReactNode;
}

/** The customer's price of a sku with tax note; on detail pages also the tier prices. */
export function CustomerPrice({ sku, kind, config, base, fallback = null }: CustomerPriceProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prices = usePrices([sku], kind);
  const state = prices.get(sku);
  const money = shownMoney(prices.enabled, state, base);
  if (prices.enabled && state.status === 'loading')
    return <p className="price price--loading" aria-busy="true" aria-label={t('product.priceLoading')} />;
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
