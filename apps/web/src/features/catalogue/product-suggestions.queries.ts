import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProductSuggestionsQuery, ProductSuggestionsQueryVariables } from '../../gql/generated';

// Apart from catalogue.queries.ts: the header's search loads with every page, the catalogue pages'
// documents only with their routes (a module goes into one chunk whole).
export const PRODUCT_SUGGESTIONS_QUERY: TypedDocumentNode<
  ProductSuggestionsQuery,
  ProductSuggestionsQueryVariables
> = gql`
  query ProductSuggestions($locale: String!, $searchTerm: String!) {
    productSuggestions(locale: $locale, searchTerm: $searchTerm) {
      sku
      name
      slug
      imageUrl
    }
  }
`;
