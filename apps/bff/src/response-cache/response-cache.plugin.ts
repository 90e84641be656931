import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphqlContext } from '../common/graphql-context';
import { isCacheableRead } from './cacheable-read';
import { FAST_PATH, type FastPathState } from './fast-path';

/**
 * Marks an answer the fast path may store: a cacheable read (see cacheable-read.ts) that ended
 * without errors. The fast path stores it when it is written (decision 0055).
 */
export function responseCachePlugin(): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response, schema, document, operation }) {
          const state = (contextValue.req as { [FAST_PATH]?: FastPathState })[FAST_PATH];
          if (!state || !document || !operation) return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (response.http.status !== undefined && response.http.status !== 200) return;
          state.storable = isCacheableRead(schema, document, operation);
        },
      };
    },
  };
}
