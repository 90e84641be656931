import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrderHistoryQuery, OrderHistoryQueryVariables } from '../../gql/generated';

/** A page of the customer's orders (spec 02 WP2 orderHistories); never from the cache (decision 0035). */
export const ORDER_HISTORY_QUERY: TypedDocumentNode<OrderHistoryQuery, OrderHistoryQueryVariables> = gql`
  query OrderHistory(
    $locale: String!
    $page: Int!
    $limit: Int!
    $orderDirection: String!
    $status: String
    $source: String
    $fromDate: String
    $untilDate: String
  ) {
    orderHistories(
      locale: $locale
      page: $page
      limit: $limit
      orderDirection: $orderDirection
      status: $status
      source: $source
      fromDate: $fromDate
      untilDate: $untilDate
    ) {
      total
      page
      limit
      lastPage
      items {
        identifier
        type
        state
        date
        key
        origin
        totalGross {
          centAmount
          currency
        }
      }
    }
  }
`;
