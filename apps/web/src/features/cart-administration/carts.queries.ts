import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CartByIdQuery,
  CartByIdQueryVariables,
  CartsQuery,
  CartsQueryVariables,
  CreateCartMutation,
  CreateCartMutationVariables,
  DeleteCartMutation,
  DeleteCartMutationVariables,
  MergeCartsMutation,
  MergeCartsMutationVariables,
  RecentCartDecisionsQuery,
  RecentCartDecisionsQueryVariables,
  SwitchCartMutation,
  SwitchCartMutationVariables,
} from '../../gql/generated';
import { CART_FIELDS, CART_LOCK_FIELDS } from '../cart/cart.queries';

const LISTED_CART = gql`
  fragment ListedCart on Cart {
    id
    key
    version
    cartState
    cartProcessStatus
    cartProcessType
    ownedBySession
    ...CartLock
    totalLineItemQuantity
    lastModifiedAt
    createdAt
    totalPrice {
      centAmount
      currency
    }
  }
  ${CART_LOCK_FIELDS}
`;

/** The customer's carts (cart administration); never from the cache (decision 0035). */
export const CARTS_QUERY: TypedDocumentNode<CartsQuery, CartsQueryVariables> = gql`
  query Carts($locale: String!, $page: Int!, $limit: Int!, $sorting: String!, $sortDirection: String!) {
    carts(locale: $locale, page: $page, limit: $limit, sorting: $sorting, sortDirection: $sortDirection) {
      items {
        ...ListedCart
      }
      total
      page
      lastPage
    }
  }
  ${LISTED_CART}
`;

export const CART_BY_ID_QUERY: TypedDocumentNode<CartByIdQuery, CartByIdQueryVariables> = gql`
  query CartById($locale: String!, $cartId: ID!) {
    cartById(locale: $locale, cartId: $cartId) {
      ...CartFields
      ownedBySession
      lastModifiedAt
      cartProcessComment
    }
  }
  ${CART_FIELDS}
`;

export const CREATE_CART_MUTATION: TypedDocumentNode<CreateCartMutation, CreateCartMutationVariables> = gql`
  mutation CreateCart($locale: String!) {
    createCart(locale: $locale) {
      ...ListedCart
    }
  }
  ${LISTED_CART}
`;

export const SWITCH_CART_MUTATION: TypedDocumentNode<SwitchCartMutation, SwitchCartMutationVariables> = gql`
  mutation SwitchCart($locale: String!, $cartId: ID!) {
    switchCart(locale: $locale, cartId: $cartId) {
      ...ListedCart
    }
  }
  ${LISTED_CART}
`;

export const DELETE_CART_MUTATION: TypedDocumentNode<DeleteCartMutation, DeleteCartMutationVariables> = gql`
  mutation DeleteCart($locale: String!, $cartId: ID!, $version: Int!) {
    deleteCart(locale: $locale, cartId: $cartId, version: $version) {
      cartId
    }
  }
`;

/** executeMergeCarts (approvers): the merged cart and the carts left out, with why. */
export const MERGE_CARTS_MUTATION: TypedDocumentNode<MergeCartsMutation, MergeCartsMutationVariables> = gql`
  mutation MergeCarts($locale: String!, $carts: [CartToMergeInput!]!, $comment: String) {
    executeMergeCarts(locale: $locale, carts: $carts, comment: $comment) {
      mergedCart {
        ...ListedCart
      }
      failedCarts {
        cartId
        messageKey
      }
    }
  }
  ${LISTED_CART}
`;

/**
 * The customer's newest decisions on carts that waited for approval (decision 0070); never from the
 * cache: a decision made meanwhile must show.
 */
export const RECENT_CART_DECISIONS_QUERY: TypedDocumentNode<
  RecentCartDecisionsQuery,
  RecentCartDecisionsQueryVariables
> = gql`
  query RecentCartDecisions($locale: String!, $limit: Int!) {
    recentCartDecisions(locale: $locale, limit: $limit) {
      cartId
      decision
      requesterName
      decidedByName
      comment
      orderNumber
      at
    }
  }
`;
