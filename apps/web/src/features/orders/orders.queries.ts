import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  OrderDetailQuery,
  OrderDetailQueryVariables,
  OrderHistoryQuery,
  OrderHistoryQueryVariables,
} from '../../gql/generated';

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

/** One order's lines and amounts, when its row is opened. */
export const ORDER_DETAIL_QUERY: TypedDocumentNode<OrderDetailQuery, OrderDetailQueryVariables> = gql`
  query OrderDetail($locale: String!, $orderNumber: String!) {
    shopOrder(locale: $locale, orderNumber: $orderNumber) {
      orderNumber
      customerIdentifier
      shippingAgent
      shippingAddress {
        firstName
        lastName
        streetName
        postalCode
        city
        country
      }
      lineItems {
        position
        sku
        name
        quantity
        unitPrice {
          centAmount
          currency
        }
        linePrice {
          centAmount
          currency
        }
      }
      taxedPrice {
        totalNet {
          centAmount
          currency
        }
        totalTax {
          centAmount
          currency
        }
        totalGross {
          centAmount
          currency
        }
        taxPercent
      }
    }
  }
`;
