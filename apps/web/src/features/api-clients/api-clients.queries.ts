import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApiClientsQuery,
  ApiClientsQueryVariables,
  CreateApiClientMutation,
  CreateApiClientMutationVariables,
  RevokeApiClientMutation,
  RevokeApiClientMutationVariables,
  RotateApiClientSecretMutation,
  RotateApiClientSecretMutationVariables,
} from '../../gql/generated';

export const API_CLIENT_FIELDS = gql`
  fragment ApiClientFields on ApiClient {
    clientId
    name
    role
    contactNumber
    createdAt
    createdByName
    lastUsedAt
    state
    revokedAt
    rotationGraceEndsAt
    version
  }
`;

/** The customer's API clients and the roles a new one may have (decision 0090); never from the cache. */
export const API_CLIENTS_QUERY: TypedDocumentNode<ApiClientsQuery, ApiClientsQueryVariables> = gql`
  query ApiClients($locale: String!) {
    apiClients(locale: $locale) {
      ...ApiClientFields
    }
    shopConfig(locale: $locale) {
      mandantCode
      webRoles {
        code
        isAdministrator
      }
    }
  }
  ${API_CLIENT_FIELDS}
`;

export const CREATE_API_CLIENT_MUTATION: TypedDocumentNode<
  CreateApiClientMutation,
  CreateApiClientMutationVariables
> = gql`
  mutation CreateApiClient($locale: String!, $name: String!, $role: String!, $idempotencyKey: String!) {
    createApiClient(locale: $locale, name: $name, role: $role, idempotencyKey: $idempotencyKey) {
      secret
      client {
        ...ApiClientFields
      }
    }
  }
  ${API_CLIENT_FIELDS}
`;

export const ROTATE_API_CLIENT_SECRET_MUTATION: TypedDocumentNode<
  RotateApiClientSecretMutation,
  RotateApiClientSecretMutationVariables
> = gql`
  mutation RotateApiClientSecret($locale: String!, $clientId: String!, $version: Int!) {
    rotateApiClientSecret(locale: $locale, clientId: $clientId, version: $version) {
      secret
      client {
        ...ApiClientFields
      }
    }
  }
  ${API_CLIENT_FIELDS}
`;

export const REVOKE_API_CLIENT_MUTATION: TypedDocumentNode<
  RevokeApiClientMutation,
  RevokeApiClientMutationVariables
> = gql`
  mutation RevokeApiClient($locale: String!, $clientId: String!, $version: Int!) {
    revokeApiClient(locale: $locale, clientId: $clientId, version: $version) {
      ...ApiClientFields
    }
  }
  ${API_CLIENT_FIELDS}
`;
