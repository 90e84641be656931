import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createUnauthenticatedLink } from '../features/session/unauthenticated-link';
import { POSSIBLE_TYPES } from './possible-types';
import { canHashDocuments, createTrustedDocumentsLink, postLongQueries } from './trusted-documents-link';

/**
 * Names, prices and texts depend on the locale and the session, while ids may repeat across locales
 * of one tenant (it-it and it-de). These types are therefore stored under the query that loaded
 * them (whose arguments carry the locale) instead of being normalized by id.
 */
const LOCALE_DEPENDENT_TYPES = [
  'Category',
  'Product',
  'ContentStory',
  'HeroBannerBlock',
  'CategorySliderBlock',
  'ProductSliderBlock',
];

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      ...Object.fromEntries(LOCALE_DEPENDENT_TYPES.map((type) => [type, { keyFields: false as const }])),
      // The session is one object without an id: a query asking for part of it (the sales page's
      // `me { customer { salesContacts } }`) adds to it instead of replacing what `me` loaded.
      Me: { merge: true },
    },
  });
}

export interface ApolloClientOptions {
  /** Operations go out as hashes of trusted documents; default: where the browser can hash. */
  trustedDocuments?: boolean;
  /** The HTTP link's fetch (the trusted-document tooling and its test record requests with it). */
  fetch?: typeof fetch;
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const trusted = options.trustedDocuments ?? canHashDocuments();
  return new ApolloClient({
    link: ApolloLink.from([
      createUnauthenticatedLink(),
      ...(trusted ? [createTrustedDocumentsLink(), postLongQueries] : []),
      new HttpLink({ uri: '/graphql', credentials: 'include', fetch: options.fetch }),
    ]),
    cache: createCache(),
  });
}
