import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryPath } from '../../navigation/paths';
import { ProductCard } from '../../catalogue/product-card';
import { promotionClicked } from '../../analytics/analytics';
import { useAnalyticsUserType } from '../../analytics/use-analytics-user-type';
import { useLocale } from '../../locale/locale-context';
import type { PriceFormatConfig } from '../../pricing/format-price';
import type { ProductListingBlock as Block } from './block-types';

interface ProductListingBlockProps {
  block: Block;
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
}

/** A grid of product cards (a category's products or a SKU list) with a link to the whole category. */
export function ProductListingBlock({ block, priceConfig, showLoginHint }: ProductListingBlockProps) {
  const userType = useAnalyticsUserType();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headingId = useId();
  return (
    <section className="content-block product-listing" aria-labelledby={headingId}>
      <div className="content-block__head">
        <h2 id={headingId}>{block.headline}</h2>
        {block.category && (
          <Link to={categoryPath(locale, block.category.slug)} className="content-block__more">
            {t('content.showAll', { category: block.category.name })}
          </Link>
        )}
      </div>
      {block.products.length === 0 ? (
        <p className="empty-state">{t('content.noProducts')}</p>
      ) : (
        <ul className="product-listing__grid">
          {block.products.map((product, index) => (
            <li
              key={product.id}
              onClickCapture={() => promotionClicked(userType, block.headline, product, index)}
            >
              <ProductCard product={product} priceConfig={priceConfig} showLoginHint={showLoginHint} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
