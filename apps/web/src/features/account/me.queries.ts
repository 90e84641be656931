import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MeQuery, MeQueryVariables } from '../../gql/generated';

export const ME_QUERY: TypedDocumentNode<MeQuery, MeQueryVariables> = gql`
  query Me {
    me {
      userType
      mandantCode
      role
      accessLevel
      loginEmailHash
      needsCustomerSelection
      customer {
        id
        customerNo
        name
        city
      }
      contact {
        id
        contactNo
        firstName
        lastName
        email
        role
      }
      employee {
        id
        employeeNo
        name
      }
    }
  }
`;
