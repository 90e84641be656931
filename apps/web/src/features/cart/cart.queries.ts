import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CartQuery,
  CartQueryVariables,
  ChangeCartLinesMutation,
  ChangeCartLinesMutationVariables,
  LockCartMutation,
  LockCartMutationVariables,
  UnlockCartMutation,
  UnlockCartMutationVariables,
} from '../../gql/generated';
import { PRODUCT_CARD_FRAGMENT } from '../product/product-card.queries';

/** Net, tax and gross of a cart or an order (OrderTotals shows them). */
export const TAXED_PRICE_FIELDS = gql`
  fragment TaxedPriceFields on TaxedPrice {
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
`;

/** Who has a cart open for editing, until when (decision 0041). */
export const CART_LOCK_FIELDS = gql`
  fragment CartLock on Cart {
    lockedByOther
    lockedByName
    lockedUntil
  }
`;

/** The minimum-quantity surcharge of a cart or an order (OrderTotals shows it apart from the lines). */
export const CUSTOM_LINE_ITEM_FIELDS = gql`
  fragment CustomLineItemFields on CustomLineItem {
    key
    name
    price {
      centAmount
      currency
    }
  }
`;

export const CART_FIELDS = gql`
  fragment CartFields on Cart {
    id
    key
    version
    academyOnly
    cartState
    cartProcessStatus
    ...CartLock
    totalLineItemQuantity
    totalPrice {
      centAmount
      currency
    }
    taxedPrice {
      ...TaxedPriceFields
    }
    customLineItem {
      ...CustomLineItemFields
    }
    surchargeWaiver {
      from {
        centAmount
        currency
      }
      missing {
        centAmount
        currency
      }
    }
    budget {
      contactNumber
      period
      exceeds
      canExceedBudget
      periodEnd
      value {
        centAmount
        currency
      }
      remaining {
        centAmount
        currency
      }
      remainingAfterCart {
        centAmount
        currency
      }
    }
    customerIdentifier
    customerComment
    shippingAgent
    shipsToCustomerAddress
    shippingAddress {
      firstName
      lastName
      streetName
      postalCode
      city
      country
    }
    lineItems {
      key
      sku
      quantity
      unitPrice {
        centAmount
        currency
      }
      linePrice {
        centAmount
        currency
      }
      product {
        ...ProductCard
        attributes {
          minimumOrderQuantity
          qtyInOverpack
          hazardousMaterial
          energyOption
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${TAXED_PRICE_FIELDS}
  ${CART_LOCK_FIELDS}
  ${CUSTOM_LINE_ITEM_FIELDS}
`;

/** The session's Active cart (created on first ask); never from the cache (decision 0035). */
export const CART_QUERY: TypedDocumentNode<CartQuery, CartQueryVariables> = gql`
  query Cart($locale: String!) {
    cart(locale: $locale) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const CHANGE_CART_LINES_MUTATION: TypedDocumentNode<
  ChangeCartLinesMutation,
  ChangeCartLinesMutationVariables
> = gql`
  mutation ChangeCartLines(
    $locale: String!
    $cartId: ID!
    $version: Int!
    $mode: String!
    $lines: [CartLineInput!]!
  ) {
    changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: $mode, lines: $lines) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** Opens a cart for editing: the session holds its lock for 10 minutes (renewed by asking again). */
export const LOCK_CART_MUTATION: TypedDocumentNode<LockCartMutation, LockCartMutationVariables> = gql`
  mutation LockCart($locale: String!, $cartId: ID!) {
    lockCart(locale: $locale, cartId: $cartId) {
      id
      ...CartLock
    }
  }
  ${CART_LOCK_FIELDS}
`;

/** Leaves a cart's editing (the session's lock is released). */
export const UNLOCK_CART_MUTATION: TypedDocumentNode<UnlockCartMutation, UnlockCartMutationVariables> = gql`
  mutation UnlockCart($locale: String!, $cartId: ID!) {
    unlockCart(locale: $locale, cartId: $cartId) {
      id
      ...CartLock
    }
  }
  ${CART_LOCK_FIELDS}
`;
