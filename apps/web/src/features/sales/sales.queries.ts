import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SalesContactsQuery, SalesContactsQueryVariables } from '../../gql/generated';

/** The session customer's salesperson, service and shipment contact (decision 0063). */
export const SALES_CONTACTS_QUERY: TypedDocumentNode<SalesContactsQuery, SalesContactsQueryVariables> = gql`
  query SalesContacts {
    me {
      customer {
        id
        salesContacts {
          salesperson {
            ...SalesContactFields
          }
          serviceContact {
            ...SalesContactFields
          }
          shipmentContact {
            ...SalesContactFields
          }
        }
      }
    }
  }

  fragment SalesContactFields on SalesContact {
    employeeNo
    salutation
    name
    email
    phone
  }
`;
