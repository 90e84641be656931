import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MeQuery, MeQueryVariables } from '../../gql/generated';

/** What the shop knows of the signed-in user; shared by `me` and the employee's selection mutations. */
export const ME_FIELDS = gql`
  fragment SessionMeFields on Me {
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
`;

export const ME_QUERY: TypedDocumentNode<MeQuery, MeQueryVariables> = gql`
  query Me {
    me {
      ...SessionMeFields
    }
  }
  ${ME_FIELDS}
`;
