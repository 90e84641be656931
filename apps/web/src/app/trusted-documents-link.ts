import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/**
 * The sha256 (hex) of a document's text, as the BFF's manifests key it. Web Crypto: only in a secure
 * context (https, or localhost in development); see {@link canHashDocuments}.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** False on a page served over plain http from another host than localhost (no crypto.subtle). */
export const canHashDocuments = (): boolean => typeof globalThis.crypto?.subtle?.digest === 'function';

/**
 * Trusted documents (docs/decisions/0050-trusted-documents.md): every operation goes out as the
 * sha256 of its document, which the BFF looks up in the web's manifest
 * (apps/bff/trusted-documents/web.json, written by `npx nx codegen web`); queries as GET, mutations as
 * POST. The document's text is never sent after an unknown hash (no automatic registration): an
 * operation missing from the manifest is a build error, which a test catches. Only a BFF with trusted
 * documents off (PERSISTED_QUERY_NOT_SUPPORTED) gets texts, from then on (Apollo's `disable`).
 */
export function createTrustedDocumentsLink(): ApolloLink {
  return new PersistedQueryLink({
    sha256: sha256Hex,
    useGETForHashedQueries: true,
    retry: ({ meta }) => meta.persistedQueryNotSupported,
  });
}

/**
 * Most characters of URL-encoded variables a GET carries: a quick order of 100 long codes would make
 * a URL that proxies refuse (nginx: 8 kB by default); such a query goes as POST.
 */
export const MAX_GET_VARIABLES_LENGTH = 2048;

/** Turns a hashed GET with long variables into a POST (after the trusted-documents link). */
export const postLongQueries = new ApolloLink((operation, forward) => {
  const { fetchOptions } = operation.getContext();
  if (
    fetchOptions?.method === 'GET' &&
    encodeURIComponent(JSON.stringify(operation.variables)).length > MAX_GET_VARIABLES_LENGTH
  )
    operation.setContext({ fetchOptions: { ...fetchOptions, method: 'POST' } });
  return forward(operation);
});
