import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  OrderHistoryQuery,
  OrderHistoryQueryVariables,
  OrderInformationsQuery,
  OrderInformationsQueryVariables,
  ReorderMutation,
  ReorderMutationVariables,
} from '../../gql/generated';
import { CART_FIELDS } from '../cart/cart.queries';

/** A page of the customer's orders (docs/rules/calls.md orderHistories); never from the cache (decision 0035). */
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

/** State and invoices/credit memos of orders (docs/rules/calls.md orderInformations). */
export const ORDER_INFORMATIONS_QUERY: TypedDocumentNode<
  OrderInformationsQuery,
  OrderInformationsQueryVariables
> = gql`
  query OrderInformations($locale: String!, $orderNumbers: [String!]!) {
    orderInformations(locale: $locale, orderNumbers: $orderNumbers) {
      orderNumber
      state
      origin
      documents {
        type
        number
        date
        totalGross {
          centAmount
          currency
        }
      }
    }
  }
`;

/** An order's lines into the cart again (decision 0058); the cart comes back whole for the header. */
export const REORDER_MUTATION: TypedDocumentNode<ReorderMutation, ReorderMutationVariables> = gql`
  mutation Reorder($locale: String!, $cartId: ID!, $version: Int!, $orderNumber: String!) {
    reorder(locale: $locale, cartId: $cartId, version: $version, orderNumber: $orderNumber) {
      added
      skipped {
        sku
        name
        reason
      }
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`;
