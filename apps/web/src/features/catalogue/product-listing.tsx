import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PAGE_SIZES, PRODUCT_SORTS, isFacetAttribute, type ProductSort } from '@shop/domain';
import type { ProductListingQuery } from '../../gql/generated';
import { Drawer } from '../../ui/drawer/drawer';
import { FilterIcon } from '../../ui/icons';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import type { PriceFormatConfig } from '../pricing/format-price';
import { promotionClicked, selectItem } from '../analytics/analytics';
import { facetValueLabel } from './attribute-labels';
import { readListingParams, withListingChange } from './listing-params';
import { ProductCard } from './product-card';
import './product-listing.css';

type ProductList = ProductListingQuery['products'];
type Facets = ProductList['facets'];
type FacetToggle = { name: string; value: string };

/** Where the facets move behind the "Filter (n)" button into a drawer (product-listing.css). */
const DRAWER_MEDIA = '(max-width: 767px)';

interface ProductListingProps {
  list: ProductList | undefined;
  loading: boolean;
  /** Null while the shop configuration loads (the grid shows skeletons). */
  priceConfig: PriceFormatConfig | null;
  showLoginHint: boolean;
  /** Name of the list for analytics (category name or the search). */
  listName: string;
  userType: string | null | undefined;
  /** A product card to bring into view and mark (the product a user came back from). */
  highlightSlug?: string | null;
  emptyText: string;
}

/** The facets of a listing as checkbox groups; a change toggles one value in the URL. */
function FacetFilters({
  facets,
  onToggle,
}: {
  facets: Facets | undefined;
  onToggle: (toggle: FacetToggle) => void;
}) {
  const { t } = useTranslation();
  return facets?.map((facet) =>
    isFacetAttribute(facet.name) ? (
      <fieldset key={facet.name} className="listing__facet">
        <legend>{t(`catalogue.attribute.${facet.name}`)}</legend>
        {facet.values.map((entry) => (
          <label key={entry.value} className="listing__facet-value">
            <input
              type="checkbox"
              checked={entry.selected}
              onChange={() => onToggle({ name: facet.name, value: entry.value })}
            />
            <span>{facetValueLabel(facet.name, entry.value, t)}</span>
            <span className="listing__facet-count">{entry.count}</span>
          </label>
        ))}
      </fieldset>
    ) : null,
  );
}

/**
 * Sort select, facet filters, product grid and pager of a category or search listing; state lives in
 * the URL. Below 768 px the facets sit behind a "Filter (n)" button in a drawer (docs/decisions/0024).
 */
export function ProductListing(props: ProductListingProps) {
  const { list, loading, priceConfig, showLoginHint, listName, userType, highlightSlug, emptyText } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readListingParams(search);
  const sortId = useId();
  const limitId = useId();
  const highlighted = useRef<HTMLLIElement>(null);
  const filterButton = useRef<HTMLButtonElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  // The drawer keeps the last answer while the next one loads, so its checkboxes (and the focus on
  // them) stay in place when a value is toggled.
  const [lastList, setLastList] = useState(list);
  if (list && list !== lastList) setLastList(list);
  const shown = list ?? lastList;
  const selectedCount = params.filters.reduce((count, filter) => count + filter.values.length, 0);

  // A drawer left open when the window grows to the desktop layout closes (the facets are beside the grid there).
  useEffect(() => {
    if (!filtersOpen || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DRAWER_MEDIA);
    const onChange = () => {
      if (!media.matches) closeFilters();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [filtersOpen, closeFilters]);

  useEffect(() => {
    highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [list]);

  const change = (next: Parameters<typeof withListingChange>[1]) =>
    setSearch(withListingChange(search, next));
  const toggle = ({ name, value }: FacetToggle) => change({ toggle: { name: name as never, value } });

  return (
    <div className="listing">
      <aside className="listing__filters" aria-label={t('catalogue.filters')}>
        <FacetFilters facets={list?.facets} onToggle={toggle} />
      </aside>
      <div className="listing__main">
        <div className="listing__toolbar">
          <button
            ref={filterButton}
            type="button"
            className="button button--secondary listing__filter-button"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(true)}
          >
            <FilterIcon />
            {selectedCount > 0
              ? t('catalogue.filterButton', { count: selectedCount })
              : t('catalogue.filters')}
          </button>
          <p className="listing__total" aria-live="polite">
            {list ? t('catalogue.resultCount', { count: list.total }) : '\u00a0'}
          </p>
          <span className="listing__control">
            <label htmlFor={sortId}>{t('catalogue.sortBy')}</label>
            <select
              id={sortId}
              value={params.sort}
              onChange={(event) => change({ sort: event.target.value as ProductSort })}
            >
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalogue.sort.${sort}`)}
                </option>
              ))}
            </select>
          </span>
          <span className="listing__control">
            <label htmlFor={limitId}>{t('catalogue.perPage')}</label>
            <select
              id={limitId}
              value={params.limit}
              onChange={(event) => change({ limit: Number(event.target.value) })}
            >
              {PRODUCT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        </div>
        {!list || !priceConfig ? (
          <LoadingRegion label={t('common.loading')}>
            <ul className="product-grid">
              {Array.from({ length: Math.min(params.limit, 12) }, (_, i) => (
                <li key={i} className="product-grid__skeleton">
                  <Skeleton className="product-grid__skeleton-media" height="auto" />
                  <Skeleton height="1.2em" width="85%" />
                  <Skeleton height="1em" width="50%" />
                  <Skeleton height="3.25rem" width="40%" />
                </li>
              ))}
            </ul>
          </LoadingRegion>
        ) : list.items.length === 0 ? (
          <p className="empty-state listing__empty">{emptyText}</p>
        ) : (
          <>
            <ul className="product-grid" aria-busy={loading}>
              {list.items.map((product, index) => {
                const mark = product.slug === highlightSlug;
                return (
                  <li
                    key={product.id}
                    ref={mark ? highlighted : undefined}
                    className={
                      mark ? 'product-grid__item product-grid__item--referrer' : 'product-grid__item'
                    }
                    onClickCapture={() => {
                      const position = (list.page - 1) * list.limit + index;
                      selectItem(userType, listName, product, position);
                      promotionClicked(userType, listName, product, position);
                    }}
                  >
                    <ProductCard product={product} priceConfig={priceConfig} showLoginHint={showLoginHint} />
                  </li>
                );
              })}
            </ul>
            <Pager page={list.page} lastPage={list.lastPage} />
          </>
        )}
      </div>
      <Drawer
        open={filtersOpen}
        onClose={closeFilters}
        title={t('catalogue.filters')}
        closeLabel={t('catalogue.closeFilters')}
        returnFocusTo={filterButton}
        footer={
          <button type="button" className="button button--primary listing__apply" onClick={closeFilters}>
            {shown ? t('catalogue.showProducts', { count: shown.total }) : t('common.loading')}
          </button>
        }
      >
        <div className="listing__drawer-facets" aria-busy={loading}>
          <FacetFilters facets={shown?.facets} onToggle={toggle} />
        </div>
      </Drawer>
    </div>
  );
}

/** Previous / numbered / next links; real links (crawlable, open in a new tab). */
function Pager({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  if (lastPage <= 1) return null;
  const href = (target: number) => {
    const query = withListingChange(search, { page: target }).toString();
    return query ? `?${query}` : '?';
  };
  const pages = [...new Set([1, page - 1, page, page + 1, lastPage])].filter((p) => p >= 1 && p <= lastPage);
  return (
    <nav className="pager" aria-label={t('catalogue.pagination')}>
      {page > 1 && (
        <Link to={href(page - 1)} className="pager__link" rel="prev">
          {t('catalogue.previousPage')}
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p} className="pager__item">
          {i > 0 && p - pages[i - 1] > 1 && <span className="pager__gap">…</span>}
          {p === page ? (
            <span className="pager__link pager__link--current" aria-current="page">
              {p}
            </span>
          ) : (
            <Link to={href(p)} className="pager__link" aria-label={t('catalogue.pageN', { page: p })}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < lastPage && (
        <Link to={href(page + 1)} className="pager__link" rel="next">
          {t('catalogue.nextPage')}
        </Link>
      )}
    </nav>
  );
}
