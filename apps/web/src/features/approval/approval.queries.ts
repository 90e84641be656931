import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApproveCartMutation,
  ApproveCartMutationVariables,
  CartDecisionQuery,
  CartDecisionQueryVariables,
  DeclineCartMutation,
  DeclineCartMutationVariables,
  RequestCartApprovalMutation,
  RequestCartApprovalMutationVariables,
} from '../../gql/generated';

export const REQUEST_CART_APPROVAL_MUTATION: TypedDocumentNode<
  RequestCartApprovalMutation,
  RequestCartApprovalMutationVariables
> = gql`
  mutation RequestCartApproval($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
    requestCartApproval(locale: $locale, cartId: $cartId, version: $version, comment: $comment) {
      id
      version
      cartState
      cartProcessStatus
    }
  }
`;

export const APPROVE_CART_MUTATION: TypedDocumentNode<ApproveCartMutation, ApproveCartMutationVariables> =
  gql`
    mutation ApproveCart($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
      approveCart(locale: $locale, cartId: $cartId, version: $version, comment: $comment) {
        orderNumber
      }
    }
  `;

export const DECLINE_CART_MUTATION: TypedDocumentNode<DeclineCartMutation, DeclineCartMutationVariables> =
  gql`
    mutation DeclineCart($locale: String!, $cartId: ID!, $version: Int!, $comment: String) {
      declineCart(locale: $locale, cartId: $cartId, version: $version, comment: $comment) {
        cartId
      }
    }
  `;

export const CART_DECISION_QUERY: TypedDocumentNode<CartDecisionQuery, CartDecisionQueryVariables> = gql`
  query CartDecision($locale: String!, $cartId: ID!) {
    cartDecision(locale: $locale, cartId: $cartId) {
      decision
      comment
      orderNumber
      mergedCartId
    }
  }
`;
