import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ContentPageQuery, ContentPageQueryVariables } from '../../gql/generated';

export const CONTENT_PAGE_QUERY: TypedDocumentNode<ContentPageQuery, ContentPageQueryVariables> = gql`
  query ContentPage($locale: String!, $slug: String!) {
    content(locale: $locale, slug: $slug) {
      id
      slug
      locale
      title
      seoDescription
      blocks {
        __typename
        ... on HeroBannerBlock {
          id
          headline
          text
          image
          ctaLabel
          ctaLink
        }
        ... on CategorySliderBlock {
          id
          headline
          categories {
            id
            key
            name
            slug
            productCount
          }
        }
        ... on ProductSliderBlock {
          id
          headline
          products {
            ...ProductCard
          }
        }
      }
    }
  }

  fragment ProductCard on Product {
    id
    sku
    name
    slug
    unit
    packSize
    imageUrl
    price {
      centAmount
      currency
    }
  }
`;
