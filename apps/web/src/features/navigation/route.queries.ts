import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ExternalShopsQuery,
  ExternalShopsQueryVariables,
  RouteResolutionQuery,
  RouteResolutionQueryVariables,
} from '../../gql/generated';

/** The BFF's view of a path: server redirect (guard 7) and whether the page exists (guard 8). */
export const ROUTE_RESOLUTION_QUERY: TypedDocumentNode<RouteResolutionQuery, RouteResolutionQueryVariables> =
  gql`
    query RouteResolution($path: String!) {
      route(path: $path) {
        path
        name
        notFound
        redirect {
          to
          external
        }
      }
    }
  `;

/** Where the locales without a shop here lead (configured in the BFF, defaults in libs/locales). */
export const EXTERNAL_SHOPS_QUERY: TypedDocumentNode<ExternalShopsQuery, ExternalShopsQueryVariables> = gql`
  query ExternalShops {
    externalShops {
      locale
      countryCode
      url
    }
  }
`;
