import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageStates } from '../../ui/page-states';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { useLocale } from '../../features/locale/locale-context';
import { searchEvent, viewItemList } from '../../features/analytics/analytics';
import { useAnalyticsPrices } from '../../features/catalogue/use-analytics-prices';
import { PRODUCT_LISTING_QUERY } from '../../features/catalogue/catalogue.queries';
import { readListingParams, withListingChange } from '../../features/catalogue/listing-params';
import { ProductListing } from '../../features/catalogue/product-listing';
import { ProductSearchForm } from '../../features/catalogue/product-search-form';
import { useListingContext } from '../../features/shop/use-listing-context';

/** /suche (localized) — the results of `q` in the shop's language, with facets, sorting and paging. */
export function SearchPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const params = readListingParams(search);
  const listing = useListingContext();
  const products = useQuery(PRODUCT_LISTING_QUERY, {
    skip: params.q === '',
    variables: {
      locale,
      searchTerm: params.q,
      page: params.page,
      limit: params.limit,
      sort: params.sort,
      filter: params.filters.length ? params.filters : null,
      queryFilter: null,
    },
  });
  const list = params.q ? products.data?.products : undefined;
  const title = params.q ? t('search.titleFor', { q: params.q }) : t('search.title');
  useDocumentTitle(title);

  const skus = useMemo(() => list?.items.map((item) => item.sku) ?? [], [list]);
  const analyticsPrices = useAnalyticsPrices(skus, 'listing');
  useEffect(() => {
    if (!list || !listing.ready || !analyticsPrices.settled) return;
    searchEvent(listing.userType, params.q, list.total);
    viewItemList(listing.userType, t('search.listName'), analyticsPrices.withPrices(list.items));
    // One report per answer (a new page or filter is a new answer), once its prices are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, listing.ready, analyticsPrices.settled]);

  return (
    <div className="container catalogue-page">
      <Breadcrumb name="search" current={title} />
      <h1 className="catalogue-page__title">{title}</h1>
      {/* Keyed by `q`: the box starts over with the term of the URL. */}
      <ProductSearchForm
        key={params.q}
        id="search-page-input"
        label={t('search.label')}
        initial={params.q}
        onSearch={(q) => setSearch(withListingChange(search, { q }))}
      />
      <PageStates
        unavailable={!params.q && <p className="empty-state listing__empty">{t('search.noQuery')}</p>}
        failed={!!products.error && !list}
        onRetry={() => void products.refetch()}
        progressive
      >
        <ProductListing
          list={list}
          loading={products.loading}
          priceConfig={listing.priceConfig}
          showLoginHint={listing.showLoginHint}
          listName={t('search.listName')}
          userType={listing.userType}
          emptyText={t('search.noResults', { q: params.q })}
        />
      </PageStates>
    </div>
  );
}
