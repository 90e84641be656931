import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FooterQuery, FooterQueryVariables } from '../../gql/generated';

export const FOOTER_QUERY: TypedDocumentNode<FooterQuery, FooterQueryVariables> = gql`
  query Footer($locale: String!) {
    footer(locale: $locale) {
      columns {
        title
        links {
          label
          to
        }
      }
      legal
      usps
    }
  }
`;
