import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  FinalizeCartMutation,
  FinalizeCartMutationVariables,
  ShopOrderQuery,
  ShopOrderQueryVariables,
  UpdateCartMutation,
  UpdateCartMutationVariables,
} from '../../gql/generated';
import { CART_FIELDS, CUSTOM_LINE_ITEM_FIELDS, TAXED_PRICE_FIELDS } from '../cart/cart.queries';

/** Further information and shipping of a cart, at the version the page shows (updateCart). */
export const UPDATE_CART_MUTATION: TypedDocumentNode<UpdateCartMutation, UpdateCartMutationVariables> = gql`
  mutation UpdateCart(
    $locale: String!
    $cartId: ID!
    $version: Int!
    $customerIdentifier: String
    $customerComment: String
    $shippingAgent: String
    $shippingAddress: ShippingAddressInput
    $useCustomerAddress: Boolean
  ) {
    updateCart(
      locale: $locale
      cartId: $cartId
      version: $version
      customerIdentifier: $customerIdentifier
      customerComment: $customerComment
      shippingAgent: $shippingAgent
      shippingAddress: $shippingAddress
      useCustomerAddress: $useCustomerAddress
    ) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

const SHOP_ORDER_FIELDS = gql`
  fragment ShopOrderFields on ShopOrder {
    orderNumber
    orderedAt
    status
    customerIdentifier
    customerComment
    shippingAgent
    shippingAddress {
      firstName
      lastName
      streetName
      postalCode
      city
      country
    }
    taxedPrice {
      ...TaxedPriceFields
    }
    customLineItem {
      ...CustomLineItemFields
    }
    lineItems {
      position
      sku
      name
      quantity
      linePrice {
        centAmount
        currency
      }
    }
  }
  ${TAXED_PRICE_FIELDS}
  ${CUSTOM_LINE_ITEM_FIELDS}
`;

/** Orders the cart at the version the user reviewed; the same order however often it is sent. */
export const FINALIZE_CART_MUTATION: TypedDocumentNode<FinalizeCartMutation, FinalizeCartMutationVariables> =
  gql`
    mutation FinalizeCart($locale: String!, $cartId: ID!, $version: Int!) {
      finalizeCart(locale: $locale, cartId: $cartId, version: $version) {
        ...ShopOrderFields
      }
    }
    ${SHOP_ORDER_FIELDS}
  `;

export const SHOP_ORDER_QUERY: TypedDocumentNode<ShopOrderQuery, ShopOrderQueryVariables> = gql`
  query ShopOrder($locale: String!, $orderNumber: String!) {
    shopOrder(locale: $locale, orderNumber: $orderNumber) {
      ...ShopOrderFields
    }
  }
  ${SHOP_ORDER_FIELDS}
`;
