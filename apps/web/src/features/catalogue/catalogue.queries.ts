import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CategoryPageQuery,
  CategoryPageQueryVariables,
  ProductListingQuery,
  ProductListingQueryVariables,
  ProductPageQuery,
  ProductPageQueryVariables,
} from '../../gql/generated';
import { PRODUCT_CARD_FRAGMENT } from '../product/product-card.queries';

export const CATEGORY_PAGE_QUERY: TypedDocumentNode<CategoryPageQuery, CategoryPageQueryVariables> = gql`
  query CategoryPage($locale: String!, $slug: String!) {
    category(locale: $locale, slug: $slug) {
      id
      key
      name
      slug
      productCount
      alternates {
        locale
        path
      }
      breadcrumbs {
        id
        name
        slug
        alternates {
          locale
          path
        }
      }
      subcategories {
        id
        name
        slug
        productCount
      }
    }
  }
`;

export const PRODUCT_LISTING_QUERY: TypedDocumentNode<ProductListingQuery, ProductListingQueryVariables> =
  gql`
    query ProductListing(
      $locale: String!
      $page: Int!
      $limit: Int!
      $sort: String!
      $searchTerm: String
      $filter: [FacetFilterInput!]
      $queryFilter: [AttributeFilterInput!]
    ) {
      products(
        locale: $locale
        page: $page
        limit: $limit
        sort: $sort
        searchTerm: $searchTerm
        filter: $filter
        queryFilter: $queryFilter
      ) {
        total
        page
        limit
        lastPage
        items {
          ...ProductCard
        }
        facets {
          name
          values {
            value
            count
            selected
          }
        }
      }
    }
    ${PRODUCT_CARD_FRAGMENT}
  `;

export const PRODUCT_PAGE_QUERY: TypedDocumentNode<ProductPageQuery, ProductPageQueryVariables> = gql`
  query ProductPage($locale: String!, $slug: String!) {
    product(locale: $locale, slug: $slug) {
      ...ProductCard
      ean
      description
      attributes {
        container
        subtitle
        minimumOrderQuantity
        qtyInOverpack
        hazardousMaterial
        energyOption
        academyIndustry
        academyType
        successorArticleNumber
        badges
      }
      alternates {
        locale
        path
      }
      breadcrumbs {
        id
        name
        slug
        alternates {
          locale
          path
        }
      }
      relatedProducts(limit: 12) {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
`;
