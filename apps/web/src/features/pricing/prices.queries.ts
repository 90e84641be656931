import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CustPrice1UnitsQuery, CustPrice1UnitsQueryVariables } from '../../gql/generated';

/** Listing prices of the skus of a page: one call for all of them (docs/rules/calls.md custPrice1Units). */
export const CUST_PRICE_1_UNITS_QUERY: TypedDocumentNode<
  CustPrice1UnitsQuery,
  CustPrice1UnitsQueryVariables
> = gql`
  query CustPrice1Units($locale: String!, $skus: [String!]!) {
    custPrice1Units(locale: $locale, skus: $skus) {
      id
      sku
      channel
      price {
        centAmount
        currency
      }
    }
  }
`;
