import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  FACET_ATTRIBUTES,
  isProductSort,
  MAX_PRODUCT_PAGE_SIZE,
  normalizeSearchTerm,
  PRODUCT_PAGE_SIZES,
  type FacetAttribute,
  type ProductSort,
} from '@shop/domain';

/** What a listing URL says: `q`, `page`, `limit`, `sort` and one repeated parameter per facet. */
export interface ListingParams {
  q: string;
  page: number;
  limit: number;
  sort: ProductSort;
  filters: { name: FacetAttribute; values: string[] }[];
}

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : fallback;
}

/** Reads the listing state from the URL; anything malformed falls back to the default. */
export function readListingParams(search: URLSearchParams): ListingParams {
  const limitRaw = positiveInt(search.get('limit'), DEFAULT_PRODUCT_PAGE_SIZE, MAX_PRODUCT_PAGE_SIZE);
  const limit = (PRODUCT_PAGE_SIZES as readonly number[]).includes(limitRaw)
    ? limitRaw
    : DEFAULT_PRODUCT_PAGE_SIZE;
  const sort = search.get('sort');
  return {
    q: normalizeSearchTerm(search.get('q')),
    page: positiveInt(search.get('page'), 1, 10_000),
    limit,
    sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    filters: FACET_ATTRIBUTES.map((name) => ({
      name,
      values: [...new Set(search.getAll(name).filter((value) => value !== '' && value.length <= 100))],
    })).filter((filter) => filter.values.length > 0),
  };
}

/**
 * The URL parameters after a change. Defaults are left out (a clean canonical URL); a change of
 * filters, sort or page size goes back to page 1. Other parameters stay.
 */
export function withListingChange(
  search: URLSearchParams,
  change: Partial<Omit<ListingParams, 'filters'>> & { toggle?: { name: FacetAttribute; value: string } },
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | number | null) => {
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  };
  if (change.toggle) {
    const { name, value } = change.toggle;
    const values = next.getAll(name);
    next.delete(name);
    const toggled = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
    toggled.forEach((v) => next.append(name, v));
  }
  if (change.sort !== undefined) set('sort', change.sort === DEFAULT_PRODUCT_SORT ? null : change.sort);
  if (change.limit !== undefined)
    set('limit', change.limit === DEFAULT_PRODUCT_PAGE_SIZE ? null : change.limit);
  if (change.q !== undefined) set('q', change.q || null);
  const resetsPage =
    change.toggle || change.sort !== undefined || change.limit !== undefined || change.q !== undefined;
  if (change.page !== undefined) set('page', change.page <= 1 ? null : change.page);
  else if (resetsPage) next.delete('page');
  return next;
}
