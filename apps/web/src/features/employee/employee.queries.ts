import { gql, type TypedDocumentNode } from '@apollo/client';
import { ME_FIELDS } from '../session/me.queries';
import type {
  ClearCustomerSelectionMutation,
  ClearCustomerSelectionMutationVariables,
  EmployeeCustomersQuery,
  EmployeeCustomersQueryVariables,
  SelectCustomerMutation,
  SelectCustomerMutationVariables,
} from '../../gql/generated';

export const EMPLOYEE_CUSTOMERS_QUERY: TypedDocumentNode<
  EmployeeCustomersQuery,
  EmployeeCustomersQueryVariables
> = gql`
  query EmployeeCustomers($query: String!, $page: Int!, $limit: Int!) {
    employeeCustomers(query: $query, page: $page, limit: $limit) {
      total
      page
      limit
      lastPage
      items {
        id
        customerNo
        name
        city
        contacts {
          id
          contactNo
          firstName
          lastName
          email
          role
        }
      }
    }
  }
`;

export const SELECT_CUSTOMER_MUTATION: TypedDocumentNode<
  SelectCustomerMutation,
  SelectCustomerMutationVariables
> = gql`
  mutation SelectCustomer($contactId: ID!, $customerId: ID) {
    selectCustomer(contactId: $contactId, customerId: $customerId) {
      ...SessionMeFields
    }
  }
  ${ME_FIELDS}
`;

export const CLEAR_CUSTOMER_SELECTION_MUTATION: TypedDocumentNode<
  ClearCustomerSelectionMutation,
  ClearCustomerSelectionMutationVariables
> = gql`
  mutation ClearCustomerSelection {
    clearCustomerSelection {
      ...SessionMeFields
    }
  }
  ${ME_FIELDS}
`;
