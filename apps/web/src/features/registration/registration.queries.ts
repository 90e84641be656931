import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateCustomerMutation,
  CreateCustomerMutationVariables,
  PostCodesQuery,
  PostCodesQueryVariables,
  RegisterExistingCustomerMutation,
  RegisterExistingCustomerMutationVariables,
  RegistrationOptionsQuery,
  RegistrationOptionsQueryVariables,
  RegistrationStateQuery,
  RegistrationStateQueryVariables,
} from '../../gql/generated';

/** The configured lists and field descriptions the registration form is built from (decision 0092). */
export const REGISTRATION_OPTIONS_QUERY: TypedDocumentNode<
  RegistrationOptionsQuery,
  RegistrationOptionsQueryVariables
> = gql`
  query RegistrationOptions($locale: String!) {
    shopConfig(locale: $locale) {
      mandantCode
      countryCode
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
      fieldDescriptions {
        parameterName
        status
      }
    }
  }
`;

export const REGISTRATION_FIELDS = gql`
  fragment RegistrationFields on Registration {
    id
    kind
    status
    loginEmail
    companyName
    customerNumber
    createdAt
  }
`;

export const REGISTRATION_STATE_QUERY: TypedDocumentNode<
  RegistrationStateQuery,
  RegistrationStateQueryVariables
> = gql`
  query RegistrationState($locale: String!) {
    registrationState(locale: $locale) {
      loginEmail
      registration {
        ...RegistrationFields
      }
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const CREATE_CUSTOMER_MUTATION: TypedDocumentNode<
  CreateCustomerMutation,
  CreateCustomerMutationVariables
> = gql`
  mutation CreateCustomer($input: NewCustomerRegistrationInput!) {
    createCustomer(input: $input) {
      ...RegistrationFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const REGISTER_EXISTING_CUSTOMER_MUTATION: TypedDocumentNode<
  RegisterExistingCustomerMutation,
  RegisterExistingCustomerMutationVariables
> = gql`
  mutation RegisterExistingCustomer($input: ExistingCustomerRegistrationInput!) {
    registerExistingCustomer(input: $input) {
      ...RegistrationFields
    }
  }
  ${REGISTRATION_FIELDS}
`;

export const POST_CODES_QUERY: TypedDocumentNode<PostCodesQuery, PostCodesQueryVariables> = gql`
  query PostCodes($locale: String!, $mandantCode: String!, $query: String!, $limit: Int) {
    postCodes(locale: $locale, mandantCode: $mandantCode, query: $query, limit: $limit) {
      items {
        code
        city
      }
    }
  }
`;
