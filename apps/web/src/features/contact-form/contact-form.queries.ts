import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SetContactFormMutation, SetContactFormMutationVariables } from '../../gql/generated';

export const SET_CONTACT_FORM_MUTATION: TypedDocumentNode<
  SetContactFormMutation,
  SetContactFormMutationVariables
> = gql`
  mutation SetContactForm($input: ContactFormInput!) {
    setContactForm(input: $input) {
      id
      accepted
    }
  }
`;
