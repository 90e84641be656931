import type { ApolloServerPlugin, PersistedQueryOptions } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { TrustedDocuments } from './trusted-documents';

/** GRAPHQL_TRUSTED_DOCUMENTS (docs/decisions/0050-trusted-documents.md). */
export type TrustedDocumentsMode = 'off' | 'allow' | 'only';

/** Message key of a document the BFF does not know: an unknown hash, or (`only`) a text not in a manifest. */
export const NOT_TRUSTED_KEY = 'error.persisted-query-not-found';
/** Apollo's code of an unknown hash (APQ clients look for it); also ours for a text refused in `only`. */
export const NOT_TRUSTED_CODE = 'PERSISTED_QUERY_NOT_FOUND';

type PersistedQueryCache = NonNullable<PersistedQueryOptions['cache']>;

/** Apollo keys its persisted-query store `apq:<hash>` (requestPipeline's APQ_CACHE_PREFIX). */
const APQ_PREFIX = 'apq:';

/**
 * Apollo's persisted-query store, answered from the manifests and never written: the automatic
 * registration of APQ (a client sends text and hash once, then the hash alone) stores nothing, so a
 * hash runs only a document of a manifest.
 */
export function manifestQueryStore(documents: TrustedDocuments): PersistedQueryCache {
  return {
    get: async (key) => documents.get(key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key),
    set: async () => undefined,
    delete: async () => false,
  };
}

/** `only`: the refusal of a document sent as text whose hash is in no manifest (HTTP 400, nothing runs). */
export function notTrusted(): GraphQLError {
  return new GraphQLError(NOT_TRUSTED_KEY, {
    extensions: { code: NOT_TRUSTED_CODE, messageKey: NOT_TRUSTED_KEY, http: { status: 400 } },
  });
}

/**
 * `only`: every operation must be a document of a manifest. A hash was looked up by Apollo already
 * (unknown: PERSISTED_QUERY_NOT_FOUND before parsing); a text is refused before Apollo parses it by
 * the /graphql edge (persisted-query-edge.ts, decision 0076). This check in didResolveOperation (the
 * first hook that may refuse with a coded answer) stays behind it for any way in the edge does not
 * see, at the cost of one Map lookup.
 */
export function trustedDocumentsOnlyPlugin(documents: TrustedDocuments): ApolloServerPlugin {
  // One listener for every request: it keeps no state.
  const listener = {
    async didResolveOperation({ queryHash }: { queryHash: string }) {
      if (!documents.has(queryHash)) throw notTrusted();
    },
  };
  return { requestDidStart: async () => listener };
}

/** The Apollo server options of a mode: its persisted-query store and the `only` check. */
export function trustedDocumentOptions(
  mode: TrustedDocumentsMode,
  documents: TrustedDocuments,
): { persistedQueries: PersistedQueryOptions | false; plugins: ApolloServerPlugin[] } {
  if (mode === 'off') return { persistedQueries: false, plugins: [] };
  const persistedQueries = { cache: manifestQueryStore(documents) };
  return {
    persistedQueries,
    plugins: mode === 'only' ? [trustedDocumentsOnlyPlugin(documents)] : [],
  };
}
