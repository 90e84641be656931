import { gql, type TypedDocumentNode } from '@apollo/client';
import type { QuickOrderLookupQuery, QuickOrderLookupQueryVariables } from '../../gql/generated';

/** The products the codes of a quick order's rows name, one answer per code; never cached (decision 0035). */
export const QUICK_ORDER_LOOKUP_QUERY: TypedDocumentNode<
  QuickOrderLookupQuery,
  QuickOrderLookupQueryVariables
> = gql`
  query QuickOrderLookup($locale: String!, $codes: [String!]!) {
    quickOrderLookup(locale: $locale, codes: $codes) {
      code
      product {
        sku
        name
        attributes {
          minimumOrderQuantity
          successorArticleNumber
        }
      }
    }
  }
`;
