import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConfirmRegistrationMutation,
  ConfirmRegistrationMutationVariables,
  CreateContactWithTokenMutation,
  CreateContactWithTokenMutationVariables,
  DeclineRegistrationCustomObjectMutation,
  DeclineRegistrationCustomObjectMutationVariables,
  DeclineRegistrationMutation,
  DeclineRegistrationMutationVariables,
  ReadTokenCustomObjectQuery,
  RegistrationConfigQuery,
  RegistrationConfigQueryVariables,
  ReadTokenCustomObjectQueryVariables,
  StaffRegistrationQuery,
  StaffRegistrationQueryVariables,
  StaffRegistrationsQuery,
  StaffRegistrationsQueryVariables,
} from '../../gql/generated';

export const REGISTRATION_FIELDS = gql`
  fragment RegistrationReviewFields on RegistrationReview {
    id
    kind
    status
    version
    locale
    createdAt
    decidedAt
    declineReason
    companyName
    address1
    postCode
    city
    countryCode
    phone
    email
    customerGroupCode
    customerNumber
    dynamicFields {
      name
      value
    }
    contact {
      salutation
      firstName
      lastName
      loginEmail
      phone
      email
      organizationalLevelCode
      webRole
    }
    comments
  }
`;

export const STAFF_REGISTRATIONS_QUERY: TypedDocumentNode<
  StaffRegistrationsQuery,
  StaffRegistrationsQueryVariables
> = gql`
  query StaffRegistrations($locale: String!, $status: String, $page: Int!) {
    staffRegistrations(locale: $locale, status: $status, page: $page) {
      total
      page
      lastPage
      items {
        id
        status
        createdAt
        decidedAt
        companyName
        city
        contact {
          firstName
          lastName
          loginEmail
        }
      }
    }
  }
`;

export const STAFF_REGISTRATION_QUERY: TypedDocumentNode<
  StaffRegistrationQuery,
  StaffRegistrationQueryVariables
> = gql`
  query StaffRegistration($locale: String!, $id: ID!) {
    staffRegistration(locale: $locale, id: $id) {
      ...RegistrationReviewFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const CONFIRM_REGISTRATION_MUTATION: TypedDocumentNode<
  ConfirmRegistrationMutation,
  ConfirmRegistrationMutationVariables
> = gql`
  mutation ConfirmRegistration($locale: String!, $id: ID!, $version: Int!) {
    confirmRegistration(locale: $locale, id: $id, version: $version) {
      ...RegistrationReviewFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const DECLINE_REGISTRATION_MUTATION: TypedDocumentNode<
  DeclineRegistrationMutation,
  DeclineRegistrationMutationVariables
> = gql`
  mutation DeclineRegistration($locale: String!, $id: ID!, $version: Int!, $reason: String!) {
    declineRegistration(locale: $locale, id: $id, version: $version, reason: $reason) {
      ...RegistrationReviewFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const READ_TOKEN_QUERY: TypedDocumentNode<
  ReadTokenCustomObjectQuery,
  ReadTokenCustomObjectQueryVariables
> = gql`
  query ReadTokenCustomObject($locale: String!, $token: String!, $customer: String!) {
    readTokenCustomObject(locale: $locale, token: $token, customer: $customer) {
      ...RegistrationReviewFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const CREATE_CONTACT_WITH_TOKEN_MUTATION: TypedDocumentNode<
  CreateContactWithTokenMutation,
  CreateContactWithTokenMutationVariables
> = gql`
  mutation CreateContactWithToken(
    $locale: String!
    $token: String!
    $customer: String!
    $version: Int!
    $webRole: String
  ) {
    createContactWithToken(
      locale: $locale
      token: $token
      customer: $customer
      version: $version
      webRole: $webRole
    ) {
      ...RegistrationReviewFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const DECLINE_WITH_TOKEN_MUTATION: TypedDocumentNode<
  DeclineRegistrationCustomObjectMutation,
  DeclineRegistrationCustomObjectMutationVariables
> = gql`
  mutation DeclineRegistrationCustomObject(
    $locale: String!
    $token: String!
    $customer: String!
    $version: Int!
    $reason: String!
  ) {
    declineRegistrationCustomObject(
      locale: $locale
      token: $token
      customer: $customer
      version: $version
      reason: $reason
    ) {
      ...RegistrationReviewFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

/** The configured lists the deciding and contact pages offer: web roles and salutations. */
export const REGISTRATION_CONFIG_QUERY: TypedDocumentNode<
  RegistrationConfigQuery,
  RegistrationConfigQueryVariables
> = gql`
  query RegistrationConfig($locale: String!) {
    shopConfig(locale: $locale) {
      mandantCode
      salutations {
        code
        name
      }
      customerGroups {
        code
        name
      }
      organizationalLevels {
        code
        name
      }
      webRoles {
        code
        isAdministrator
      }
    }
  }
`;
