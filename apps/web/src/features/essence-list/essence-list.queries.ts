import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  EssenceListQuery,
  EssenceListQueryVariables,
  EssenceRestrictionQuery,
  EssenceRestrictionQueryVariables,
} from '../../gql/generated';

/** A page of the session customer's essence list (decision 0101); never from the cache (decision 0035). */
export const ESSENCE_LIST_QUERY: TypedDocumentNode<EssenceListQuery, EssenceListQueryVariables> = gql`
  query EssenceList($locale: String!, $page: Int!, $limit: Int!, $filters: EssenceListFilters) {
    essenceList(locale: $locale, page: $page, limit: $limit, filters: $filters) {
      total
      page
      limit
      lastPage
      source
      onlyItemsFromEssenceList
      items {
        essenceCode
        itemNo
        identifier
        productSlug
        purchases {
          date
          quantity
        }
        product {
          sku
          name
        }
      }
    }
  }
`;

/** Whether the session customer may order only its essence list, and its skus then (decision 0102). */
export const ESSENCE_RESTRICTION_QUERY: TypedDocumentNode<
  EssenceRestrictionQuery,
  EssenceRestrictionQueryVariables
> = gql`
  query EssenceRestriction($locale: String!) {
    essenceRestriction(locale: $locale) {
      onlyItemsFromEssenceList
      skus
    }
  }
`;
