import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AcceptInvitationMutation,
  AcceptInvitationMutationVariables,
  InvitationQuery,
  InvitationQueryVariables,
} from '../../gql/generated';

/** The state of an invitation link (decision 0085); company, role and login only while VALID. */
export const INVITATION_QUERY: TypedDocumentNode<InvitationQuery, InvitationQueryVariables> = gql`
  query Invitation($locale: String!, $token: String!) {
    invitation(locale: $locale, token: $token) {
      state
      companyName
      role
      loginEmail
      firstName
      expiresAt
    }
  }
`;

/** Uses the invitation once; answers where the browser continues (decision 0086). */
export const ACCEPT_INVITATION_MUTATION: TypedDocumentNode<
  AcceptInvitationMutation,
  AcceptInvitationMutationVariables
> = gql`
  mutation AcceptInvitation($locale: String!, $token: String!) {
    acceptInvitation(locale: $locale, token: $token) {
      next
      url
      contactNo
    }
  }
`;
