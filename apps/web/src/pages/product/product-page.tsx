import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ProductPageQuery } from '../../gql/generated';
import { PageStates } from '../../ui/page-states';
import { Slider } from '../../ui/slider/slider';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMetaDescription } from '../../ui/use-meta-description';
import { NotFoundPage } from '../error/not-found-page';
import { useLocale } from '../../features/locale/locale-context';
import { CustomerPrice } from '../../features/pricing/customer-price';
import { AddToCart } from '../../features/cart/add-to-cart';
import { AddToList } from '../../features/shopping-list/add-to-list';
import '../../features/shopping-list/shopping-list.css';
import { selectItem, viewItem } from '../../features/analytics/analytics';
import { useAnalyticsPrices } from '../../features/catalogue/use-analytics-prices';
import { facetValueLabel } from '../../features/catalogue/attribute-labels';
import { CatalogueBreadcrumb } from '../../features/catalogue/catalogue-breadcrumb';
import { PRODUCT_PAGE_QUERY } from '../../features/catalogue/catalogue.queries';
import { hasErrorCode } from '../../features/errors/graphql-error-code';
import { packLabel } from '../../features/product/pack-label';
import { ProductCard } from '../../features/catalogue/product-card';
import { storeProductReferrer } from '../../features/catalogue/product-referrer-storage';
import { useCataloguePageAlternates } from '../../features/catalogue/use-catalogue-page-alternates';
import { useListingContext } from '../../features/shop/use-listing-context';
import './product-page.css';

type Product = ProductPageQuery['product'];

/** /p/+product (any depth) — images, attributes, further information, breadcrumbs, related products. */
export function ProductPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const slug = useParams()['*'] ?? '';
  const listing = useListingContext();
  const query = useQuery(PRODUCT_PAGE_QUERY, { variables: { locale, slug } });
  const product = query.data?.product;
  useDocumentTitle(product?.name);
  useMetaDescription(product?.description);
  useCataloguePageAlternates(product);

  const analyticsPrices = useAnalyticsPrices(product ? [product.sku] : [], 'detail');
  useEffect(() => {
    if (!product || !listing.ready || !analyticsPrices.settled) return;
    viewItem(listing.userType, analyticsPrices.withPrices([product])[0]);
    // One report per product, once its price is known (withPrices is new on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product, listing.ready, listing.userType, analyticsPrices.settled]);

  const relatedName = t('product.related');
  return (
    <PageStates
      unavailable={
        (hasErrorCode(query.error, 'NOT_FOUND') || hasErrorCode(query.error, 'BAD_USER_INPUT')) && (
          <NotFoundPage />
        )
      }
      failed={!!query.error && !product}
      errorClassName="container page-section"
      onRetry={() => void query.refetch()}
      data={product}
      loading={<ProductSkeleton />}
    >
      {(product) => (
        <div className="container product-page">
          <CatalogueBreadcrumb
            categories={product.breadcrumbs}
            current={product.name}
            onCategoryClick={(categorySlug) =>
              storeProductReferrer({ productSlug: product.slug, categorySlug })
            }
          />
          <div className="product-page__top">
            <div className="product-page__media">
              <img src={product.imageUrl} alt={product.name} width="480" height="480" decoding="async" />
              {product.attributes.badges.includes('promotion') && (
                <span className="product-page__badge">{t('product.promotion')}</span>
              )}
            </div>
            <div className="product-page__summary">
              <h1 className="product-page__name">{product.name}</h1>
              {product.attributes.subtitle && (
                <p className="product-page__subtitle">{product.attributes.subtitle}</p>
              )}
              <p className="product-page__numbers">
                {t('product.sku')}: <span>{product.sku}</span> · {t('product.ean')}:{' '}
                <span>{product.ean}</span>
              </p>
              <p className="product-page__pack">{packLabel(product.unit, product.packSize, t)}</p>
              <div className="product-page__price">
                {listing.priceConfig && (
                  <CustomerPrice
                    sku={product.sku}
                    kind="detail"
                    config={listing.priceConfig}
                    fallback={
                      listing.showLoginHint && (
                        <p className="product-page__login-hint">{t('product.loginForPrices')}</p>
                      )
                    }
                  />
                )}
              </div>
              {product.attributes.successorArticleNumber && (
                <p className="product-page__notice" role="note">
                  {t('product.successor', { number: product.attributes.successorArticleNumber })}
                </p>
              )}
              {product.attributes.hazardousMaterial && (
                <p className="product-page__hazard" role="note">
                  {t('product.hazardNotice')}
                </p>
              )}
              <AddToCart
                sku={product.sku}
                successorArticleNumber={product.attributes.successorArticleNumber}
                rule={{
                  minimumOrderQuantity: product.attributes.minimumOrderQuantity,
                  qtyInOverpack: product.attributes.qtyInOverpack,
                }}
              />
              <AddToList sku={product.sku} productName={product.name} />
            </div>
          </div>
          <section className="product-page__section" aria-labelledby="product-attributes">
            <h2 id="product-attributes">{t('product.attributes')}</h2>
            <AttributeList product={product} />
          </section>
          {product.description && (
            <section className="product-page__section" aria-labelledby="product-further-information">
              <h2 id="product-further-information">{t('product.furtherInformation')}</h2>
              <p className="product-page__description">{product.description}</p>
            </section>
          )}
          {product.relatedProducts.length > 0 && (
            <Slider headline={relatedName} variant="products">
              {product.relatedProducts.map((related, index) => (
                <li
                  key={related.id}
                  onClickCapture={() => selectItem(listing.userType, relatedName, related, index)}
                >
                  {listing.priceConfig && (
                    <ProductCard
                      product={related}
                      priceConfig={listing.priceConfig}
                      showLoginHint={listing.showLoginHint}
                    />
                  )}
                </li>
              ))}
            </Slider>
          )}
        </div>
      )}
    </PageStates>
  );
}

function AttributeList({ product }: { product: Product }) {
  const { t } = useTranslation();
  const a = product.attributes;
  const rows: [string, string][] = [];
  if (a.container)
    rows.push([t('catalogue.attribute.container'), facetValueLabel('container', a.container, t)]);
  rows.push([t('product.minimumOrderQuantity'), String(a.minimumOrderQuantity)]);
  if (a.qtyInOverpack !== null) rows.push([t('product.qtyInOverpack'), String(a.qtyInOverpack)]);
  rows.push([
    t('catalogue.attribute.hazardous_material'),
    a.hazardousMaterial ? t('catalogue.yes') : t('catalogue.no'),
  ]);
  if (a.energyOption) {
    rows.push([
      t('catalogue.attribute.energy_option_required'),
      facetValueLabel('energy_option_required', a.energyOption, t),
    ]);
  }
  if (a.academyIndustry) {
    rows.push([t('product.academyIndustry'), facetValueLabel('academy_industry', a.academyIndustry, t)]);
  }
  if (a.academyType) rows.push([t('product.academyType'), facetValueLabel('academy_type', a.academyType, t)]);
  return (
    <dl className="product-page__attributes">
      {rows.map(([label, value]) => (
        <div key={label} className="product-page__attribute">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="container product-page">
      <Skeleton height="1.25rem" width="40%" />
      <div className="product-page__top">
        <Skeleton className="product-page__media" height="auto" />
        <div className="product-page__summary">
          <Skeleton height="2rem" width="80%" />
          <Skeleton height="1.2rem" width="60%" />
          <Skeleton height="1rem" width="45%" />
          <Skeleton height="3.25rem" width="35%" />
        </div>
      </div>
    </LoadingRegion>
  );
}
