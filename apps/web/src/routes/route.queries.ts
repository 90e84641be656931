import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RouteResolutionQuery, RouteResolutionQueryVariables } from '../gql/generated';

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
