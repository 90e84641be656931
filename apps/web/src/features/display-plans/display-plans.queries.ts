import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CustomerPlansQuery, CustomerPlansQueryVariables } from '../../gql/generated';

/** A page of the customer's display plans (docs/rules/calls.md customerPlans, decision 0065). */
export const CUSTOMER_PLANS_QUERY: TypedDocumentNode<CustomerPlansQuery, CustomerPlansQueryVariables> = gql`
  query CustomerPlans(
    $locale: String!
    $page: Int!
    $limit: Int!
    $orderField: String!
    $orderDirection: String!
  ) {
    customerPlans(
      locale: $locale
      page: $page
      limit: $limit
      orderField: $orderField
      orderDirection: $orderDirection
    ) {
      collection {
        id
        name
        date
        type {
          id
          name
          columns
          rootCategory
        }
        language {
          id
          languageIdentifier
          name
        }
      }
      paginationInfo {
        totalCount
        lastPage
        itemsPerPage
      }
    }
  }
`;
