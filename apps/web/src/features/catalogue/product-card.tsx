import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCardFragment } from '../../gql/generated';
import { productPath } from '../navigation/paths';
import { isPromoted } from '../analytics/analytics';
import { useLocale } from '../locale/locale-context';
import { AddToCart } from '../cart/add-to-cart';
import { AddToList } from '../shopping-list/add-to-list';
import '../shopping-list/shopping-list.css';
import { CustomerPrice } from '../pricing/customer-price';
import type { PriceFormatConfig } from '../pricing/format-price';
import { packLabel } from '../product/pack-label';
import './product-card.css';

interface ProductCardProps {
  product: ProductCardFragment;
  priceConfig: PriceFormatConfig;
  /** Guests see a hint that prices follow the login; signed-in users without prices see nothing. */
  showLoginHint: boolean;
}

export function ProductCard({ product, priceConfig, showLoginHint }: ProductCardProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <article className="product-card">
      <div className="product-card__media">
        <img src={product.imageUrl} alt="" loading="lazy" decoding="async" width="240" height="240" />
        {isPromoted(product) && <span className="product-card__badge">{t('product.promotion')}</span>}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link to={productPath(locale, product.slug)} className="product-card__link">
            {product.name}
          </Link>
        </h3>
        <p className="product-card__pack">{packLabel(product.unit, product.packSize, t)}</p>
        <p className="product-card__sku">
          <span className="visually-hidden">SKU </span>
          {product.sku}
        </p>
        <div className="product-card__price">
          <CustomerPrice
            sku={product.sku}
            kind="listing"
            config={priceConfig}
            fallback={
              showLoginHint && <p className="product-card__login-hint">{t('product.loginForPrices')}</p>
            }
          />
        </div>
        <AddToCart
          variant="card"
          sku={product.sku}
          productName={product.name}
          successorArticleNumber={product.attributes.successorArticleNumber}
          rule={{
            minimumOrderQuantity: product.attributes.minimumOrderQuantity,
            qtyInOverpack: product.attributes.qtyInOverpack,
          }}
        />
        <AddToList sku={product.sku} productName={product.name} />
      </div>
    </article>
  );
}
