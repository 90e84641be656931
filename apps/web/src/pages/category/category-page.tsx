import { useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { productReferrerFor } from '@shop/domain';
import { PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NotFoundPage } from '../error/not-found-page';
import { categoryPath } from '../../features/navigation/paths';
import { useLocale } from '../../features/locale/locale-context';
import { viewItemList } from '../../features/analytics/analytics';
import { CatalogueBreadcrumb } from '../../features/catalogue/catalogue-breadcrumb';
import { hasErrorCode } from '../../features/errors/graphql-error-code';
import { CATEGORY_PAGE_QUERY, PRODUCT_LISTING_QUERY } from '../../features/catalogue/catalogue.queries';
import { readListingParams } from '../../features/catalogue/listing-params';
import { readProductReferrer } from '../../features/catalogue/product-referrer-storage';
import { ProductListing } from '../../features/catalogue/product-listing';
import { useAnalyticsPrices } from '../../features/catalogue/use-analytics-prices';
import { useCataloguePageAlternates } from '../../features/catalogue/use-catalogue-page-alternates';
import { useListingContext } from '../../features/shop/use-listing-context';

/** /c/:category — breadcrumbs, subcategory chips, facets, sorting, grid and pager (docs/rules/routes-and-guards.md). */
export function CategoryPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const slug = useParams().category ?? '';
  const [search] = useSearchParams();
  const params = readListingParams(search);
  const listing = useListingContext();
  const category = useQuery(CATEGORY_PAGE_QUERY, { variables: { locale, slug } });
  const products = useQuery(PRODUCT_LISTING_QUERY, {
    variables: {
      locale,
      page: params.page,
      limit: params.limit,
      sort: params.sort,
      searchTerm: null,
      filter: params.filters.length ? params.filters : null,
      queryFilter: [{ name: 'category', values: [slug] }],
    },
  });
  const detail = category.data?.category;
  const list = products.data?.products;
  useDocumentTitle(detail?.name);
  useCataloguePageAlternates(detail);
  const referrer = useMemo(() => productReferrerFor(readProductReferrer(), slug), [slug]);

  const skus = useMemo(() => list?.items.map((item) => item.sku) ?? [], [list]);
  const analyticsPrices = useAnalyticsPrices(skus, 'listing');
  useEffect(() => {
    if (!detail || !list || !listing.ready || !analyticsPrices.settled) return;
    viewItemList(listing.userType, detail.name, analyticsPrices.withPrices(list.items));
    // One report per answer, once its prices are known (withPrices is new on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail, list, listing.ready, listing.userType, analyticsPrices.settled]);

  return (
    <PageStates
      unavailable={hasErrorCode(category.error, 'NOT_FOUND') && <NotFoundPage />}
      failed={(!!category.error && !detail) || (!!products.error && !list)}
      errorClassName="container page-section"
      onRetry={() => {
        void category.refetch();
        void products.refetch();
      }}
      progressive
    >
      <div className="container catalogue-page">
        {detail ? (
          <CatalogueBreadcrumb categories={detail.breadcrumbs} current={detail.name} />
        ) : (
          <Skeleton height="1.25rem" width="40%" />
        )}
        <h1 className="catalogue-page__title">
          {detail ? detail.name : <Skeleton height="1.2em" width="50%" />}
        </h1>
        {detail && detail.subcategories.length > 0 && (
          <ul className="chip-list" aria-label={t('catalogue.subcategories')}>
            {detail.subcategories.map((sub) => (
              <li key={sub.id}>
                <Link className="chip" to={categoryPath(locale, sub.slug)}>
                  {sub.name}
                  <span className="chip__count">({sub.productCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <ProductListing
          list={list}
          loading={products.loading}
          priceConfig={listing.priceConfig}
          showLoginHint={listing.showLoginHint}
          listName={detail?.name ?? slug}
          userType={listing.userType}
          highlightSlug={referrer?.productSlug}
          emptyText={t('catalogue.emptyCategory')}
        />
      </div>
    </PageStates>
  );
}
