import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CategoryTreeQuery, CategoryTreeQueryVariables } from '../../gql/generated';

export const CATEGORY_TREE_QUERY: TypedDocumentNode<CategoryTreeQuery, CategoryTreeQueryVariables> = gql`
  query CategoryTree($locale: String!) {
    categoryTree(locale: $locale) {
      categories {
        ...NavCategory
        children {
          ...NavCategory
          children {
            ...NavCategory
          }
        }
      }
    }
  }

  fragment NavCategory on Category {
    id
    key
    name
    slug
    orderHint
    productCount
  }
`;
