import { gql, type ApolloCache } from '@apollo/client';

/** The cart field a write needs from the cache (exported: the precompile spec compares every document). */
export const CART_VERSION_FRAGMENT = gql`
  fragment CartVersion on Cart {
    version
  }
`;

/**
 * A cart's version as the Apollo cache holds it now. A write answers with the cart's new version and
 * the cache has it at once; a query of the page that is being refetched meanwhile keeps showing the
 * version from before until its own answer comes, so a write that took its version from the rendered
 * data could carry the old one and be refused as a conflict with the user's own change. Writes read
 * the version here when they are sent; `shown` is the rendered one, for a cart not in the cache.
 */
export function cartVersionNow(cache: ApolloCache, cartId: string, shown: number): number {
  const id = cache.identify({ __typename: 'Cart', id: cartId });
  const cached = id ? cache.readFragment<{ version: number }>({ id, fragment: CART_VERSION_FRAGMENT }) : null;
  return cached?.version ?? shown;
}
