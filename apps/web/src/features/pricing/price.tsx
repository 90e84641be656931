import type { Money } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { formatPrice, type PriceFormatConfig } from './format-price';
import './price.css';

/** A price in the shop currency, with the alternative currency below it where the shop shows one. */
export function Price({ money, config }: { money: Money; config: PriceFormatConfig }) {
  const { t } = useTranslation();
  const { main, alternative } = formatPrice(money, config);
  return (
    <p className="price">
      <span className="visually-hidden">{t('product.price')}: </span>
      <span className="price__main">{main}</span>
      {alternative && (
        <span className="price__alternative">{t('product.alternativePrice', { price: alternative })}</span>
      )}
    </p>
  );
}
