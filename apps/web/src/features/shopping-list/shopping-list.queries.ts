import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AddShoppingListToCartMutation,
  AddShoppingListToCartMutationVariables,
  MergeShoppingListMutation,
  MergeShoppingListMutationVariables,
  ShoppingListCsvQuery,
  ShoppingListCsvQueryVariables,
  ShoppingListKeysQuery,
  ShoppingListKeysQueryVariables,
  ShoppingListQuery,
  ShoppingListQueryVariables,
  UpdateShoppingListMutation,
  UpdateShoppingListMutationVariables,
} from '../../gql/generated';

export const SHOPPING_LIST_FIELDS = gql`
  fragment ShoppingListFields on ShoppingList {
    id
    key
    name
    version
    isScanMe
    hasNotBuyableItems
    totalLineItemQuantity
    lineItems {
      key
      sku
      quantity
      addedAt
      buyable
      price {
        centAmount
        currency
      }
      product {
        id
        sku
        name
        slug
        imageUrl
      }
    }
  }
`;

export const SHOPPING_LIST_KEYS_QUERY: TypedDocumentNode<
  ShoppingListKeysQuery,
  ShoppingListKeysQueryVariables
> = gql`
  query ShoppingListKeys($locale: String!) {
    shoppingListKeys(locale: $locale) {
      shoppingList
      scanMe
    }
  }
`;

export const SHOPPING_LIST_QUERY: TypedDocumentNode<ShoppingListQuery, ShoppingListQueryVariables> = gql`
  query ShoppingList($locale: String!, $key: String!) {
    shoppingList(locale: $locale, key: $key) {
      ...ShoppingListFields
    }
  }
  ${SHOPPING_LIST_FIELDS}
`;

export const UPDATE_SHOPPING_LIST_MUTATION: TypedDocumentNode<
  UpdateShoppingListMutation,
  UpdateShoppingListMutationVariables
> = gql`
  mutation UpdateShoppingList($input: UpdateShoppingListInput!) {
    updateShoppingList(input: $input) {
      ...ShoppingListFields
    }
  }
  ${SHOPPING_LIST_FIELDS}
`;

export const MERGE_SHOPPING_LIST_MUTATION: TypedDocumentNode<
  MergeShoppingListMutation,
  MergeShoppingListMutationVariables
> = gql`
  mutation MergeShoppingList($input: MergeShoppingListInput!) {
    mergeShoppingList(input: $input) {
      ...ShoppingListFields
    }
  }
  ${SHOPPING_LIST_FIELDS}
`;

export const SHOPPING_LIST_CSV_QUERY: TypedDocumentNode<ShoppingListCsvQuery, ShoppingListCsvQueryVariables> =
  gql`
    query ShoppingListCsv($locale: String!, $key: String!) {
      generateShoppingListCsvEncodedFileContent(locale: $locale, key: $key) {
        fileName
        content
        mimeType
      }
    }
  `;

export const ADD_SHOPPING_LIST_TO_CART_MUTATION: TypedDocumentNode<
  AddShoppingListToCartMutation,
  AddShoppingListToCartMutationVariables
> = gql`
  mutation AddShoppingListToCart($locale: String!, $key: String!, $cartId: ID, $cartVersion: Int) {
    addShoppingListToCart(locale: $locale, key: $key, cartId: $cartId, cartVersion: $cartVersion) {
      added
      notAdded {
        sku
        lineItemKey
        name
        reason
      }
      cart {
        id
        version
      }
    }
  }
`;
