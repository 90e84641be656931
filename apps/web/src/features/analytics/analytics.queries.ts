import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CustomerOrderCountQuery, CustomerOrderCountQueryVariables } from '../../gql/generated';

/** New or existing customer for the login event: the first page of one order (docs/rules/constants.md). */
export const CUSTOMER_ORDER_COUNT_QUERY: TypedDocumentNode<
  CustomerOrderCountQuery,
  CustomerOrderCountQueryVariables
> = gql`
  query CustomerOrderCount($locale: String!) {
    orders(locale: $locale, page: 1, size: 1) {
      total
    }
  }
`;
