import type { MockLink } from '@apollo/client/testing';
import type { LocaleCode } from '@shop/locales';
import { CATEGORY_PAGE_QUERY, PRODUCT_LISTING_QUERY } from '../features/catalogue/catalogue.queries';

/** GraphQL answers of the catalogue pages for unit tests, shaped like apps/bff/schema.graphql. */
type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;
const reusable = { maxUsageCount: Number.POSITIVE_INFINITY };

const category = (id: string, name: string, slug: string, productCount = 0) => ({
  __typename: 'Category',
  id,
  name,
  slug,
  productCount,
});

/** A `LocaleAlternate` of the schema. */
export const alternate = (locale: LocaleCode, path: string) => ({
  __typename: 'LocaleAlternate',
  locale,
  path,
});

export function categoryMock(
  slug: string,
  locale: LocaleCode = 'de-at',
  alternates = [alternate(locale, `/${locale}/c/${slug}`)],
): Mock {
  return {
    ...reusable,
    request: { query: CATEGORY_PAGE_QUERY, variables: { locale, slug } },
    result: {
      data: {
        category: {
          __typename: 'CategoryDetail',
          id: 'cat-floor',
          key: 'floor',
          name: 'Bodenpflege',
          slug,
          productCount: 42,
          alternates,
          breadcrumbs: [
            {
              __typename: 'Category',
              id: 'cat-top',
              name: 'Reinigung',
              slug: 'reinigung',
              alternates: [alternate(locale, `/${locale}/c/reinigung`)],
            },
          ],
          subcategories: [
            category('cat-a', 'Unterhaltsreiniger', 'unterhaltsreiniger', 30),
            category('cat-b', 'Grundreiniger', 'grundreiniger', 12),
          ],
        },
      },
    },
  };
}

export interface ListingVariables {
  page?: number;
  limit?: number;
  sort?: string;
  searchTerm?: string | null;
  filter?: { name: string; values: string[] }[] | null;
  queryFilter?: { name: string; values: string[] }[] | null;
}

export function listingMock(
  variables: ListingVariables,
  items: unknown[],
  total = items.length,
  locale: LocaleCode = 'de-at',
): Mock {
  const limit = variables.limit ?? 24;
  return {
    ...reusable,
    request: {
      query: PRODUCT_LISTING_QUERY,
      variables: {
        locale,
        page: 1,
        limit,
        sort: 'relevance',
        searchTerm: null,
        filter: null,
        queryFilter: null,
        ...variables,
      },
    },
    result: {
      data: {
        products: {
          __typename: 'ProductList',
          total,
          page: variables.page ?? 1,
          limit,
          lastPage: Math.max(1, Math.ceil(total / limit)),
          items,
          facets: [
            {
              __typename: 'Facet',
              name: 'container',
              values: [
                { __typename: 'FacetValue', value: 'BOTTLE', count: 20, selected: false },
                { __typename: 'FacetValue', value: 'CANISTER', count: 22, selected: false },
              ],
            },
          ],
        },
      },
    },
  };
}
