/** Paging of product listings and search (docs/rules/calls.md products: page, limit). */
export const PRODUCT_PAGE_SIZES = [24, 48, 96] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 96;

/**
 * Sort orders of a listing: `relevance` is the search rank for a search and the category order
 * (order hint, then article number) otherwise. Price sorting needs customer prices: not here.
 */
export const PRODUCT_SORTS = ['relevance', 'name-asc', 'name-desc', 'sku-asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'relevance';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** Type-ahead: suggestions start at this many characters and are capped at this many results. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_DEBOUNCE_MS = 250;
/** Search terms longer than this are cut (a search box is not a document). */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** A query without text fails with this message (docs/rules/errors.md). */
export const NO_QUERY_PROVIDED = 'no query provided';

/** The search text as the shop uses it: whitespace collapsed and trimmed; '' when there is none. */
export function normalizeSearchTerm(term: string | null | undefined): string {
  return (term ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH);
}

/** Facets of a listing: product attributes a user can filter by. */
export const FACET_ATTRIBUTES = [
  'container',
  'unit',
  'hazardous_material',
  'energy_option_required',
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

export function isFacetAttribute(value: unknown): value is FacetAttribute {
  return typeof value === 'string' && (FACET_ATTRIBUTES as readonly string[]).includes(value);
}

/** Last page of a listing (at least 1, so an empty listing still has page 1). */
export function lastPageOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
