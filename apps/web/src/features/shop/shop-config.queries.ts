import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ShopConfigQuery, ShopConfigQueryVariables } from '../../gql/generated';

export const SHOP_CONFIG_QUERY: TypedDocumentNode<ShopConfigQuery, ShopConfigQueryVariables> = gql`
  query ShopConfig($locale: String!) {
    shopConfig(locale: $locale) {
      locale
      mandantCode
      name
      currency
      intlLocale
      alternativePrice {
        currency
        factor
      }
      taxPercent
      shippingAgents {
        code
        name
      }
      deliveryCountries
    }
  }
`;
