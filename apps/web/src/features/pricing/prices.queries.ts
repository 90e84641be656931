import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CustPrice1UnitsQuery, CustPrice1UnitsQueryVariables } from '../../gql/generated';

/** Listing prices of the skus of a page: one call for all of them (spec 02 §7 custPrice1Units). */
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

/** The fields of one detail price (spec 02 §7 custPrices). */
export const CUST_PRICE_FIELDS = `id sku channel price { centAmount currency }
  tierPrices { id minimumQuantity price { centAmount currency } }`;
