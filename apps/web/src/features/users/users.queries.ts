import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ChangePersonMutation,
  ChangePersonMutationVariables,
  CompanyContactQuery,
  CompanyContactQueryVariables,
  CompanyContactsQuery,
  CompanyContactsQueryVariables,
  ContactFormOptionsQuery,
  ContactFormOptionsQueryVariables,
  CreateContactMutation,
  CreateContactMutationVariables,
  RemovePersonMutation,
  RemovePersonMutationVariables,
  ResendInvitationMutation,
  ResendInvitationMutationVariables,
} from '../../gql/generated';

export const COMPANY_CONTACT_FIELDS = gql`
  fragment CompanyContactFields on Contact {
    id
    contactNumber
    customerNumber
    loginEmail
    salutation
    firstName
    middleName
    lastName
    personalEmail
    phone
    position
    organizationalLevelCode
    role
    deletionState
    version
    createdAt
    isTemporary
    invitationExpiresAt
  }
`;

/** A page of the customer's contacts (decision 0082); never from the cache (decision 0035). */
export const COMPANY_CONTACTS_QUERY: TypedDocumentNode<CompanyContactsQuery, CompanyContactsQueryVariables> =
  gql`
    query CompanyContacts(
      $locale: String!
      $mandantCode: String!
      $search: String
      $sort: ContactSort
      $direction: String
      $page: Int
      $limit: Int
    ) {
      companyContacts(
        locale: $locale
        mandantCode: $mandantCode
        search: $search
        sort: $sort
        direction: $direction
        page: $page
        limit: $limit
      ) {
        items {
          ...CompanyContactFields
        }
        paginationInfo {
          totalCount
          lastPage
          itemsPerPage
        }
        temporaryAssociatesKnown
      }
    }
    ${COMPANY_CONTACT_FIELDS}
  `;

export const COMPANY_CONTACT_QUERY: TypedDocumentNode<CompanyContactQuery, CompanyContactQueryVariables> =
  gql`
    query CompanyContact($locale: String!, $mandantCode: String!, $id: ID!) {
      companyContact(locale: $locale, mandantCode: $mandantCode, id: $id) {
        ...CompanyContactFields
      }
    }
    ${COMPANY_CONTACT_FIELDS}
  `;

/** What the contact form offers: the tenant's roles, salutations and organizational levels. */
export const CONTACT_FORM_OPTIONS_QUERY: TypedDocumentNode<
  ContactFormOptionsQuery,
  ContactFormOptionsQueryVariables
> = gql`
  query ContactFormOptions($locale: String!) {
    shopConfig(locale: $locale) {
      webRoles {
        code
        isAdministrator
        accessLevel
      }
      salutations {
        code
        name
      }
      organizationalLevels {
        code
        name
      }
    }
  }
`;

export const CREATE_CONTACT_MUTATION: TypedDocumentNode<
  CreateContactMutation,
  CreateContactMutationVariables
> = gql`
  mutation CreateContact($input: CreateContactInput!) {
    createContact(input: $input) {
      ...CompanyContactFields
    }
  }
  ${COMPANY_CONTACT_FIELDS}
`;

export const CHANGE_PERSON_MUTATION: TypedDocumentNode<ChangePersonMutation, ChangePersonMutationVariables> =
  gql`
    mutation ChangePerson($input: ChangePersonInput!) {
      changePerson(input: $input) {
        ...CompanyContactFields
      }
    }
    ${COMPANY_CONTACT_FIELDS}
  `;

export const REMOVE_PERSON_MUTATION: TypedDocumentNode<RemovePersonMutation, RemovePersonMutationVariables> =
  gql`
    mutation RemovePerson($input: RemovePersonInput!) {
      removePerson(input: $input) {
        id
        deletionState
        version
      }
    }
  `;

export const RESEND_INVITATION_MUTATION: TypedDocumentNode<
  ResendInvitationMutation,
  ResendInvitationMutationVariables
> = gql`
  mutation ResendInvitation($input: ResendInvitationInput!) {
    resendInvitation(input: $input) {
      ...CompanyContactFields
    }
  }
  ${COMPANY_CONTACT_FIELDS}
`;
