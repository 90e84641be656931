import type { ApolloServerPlugin } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
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
        async willSendResponse({ contextValue, request, response, schema, document, operation }) {
          const state = (contextValue.req as { [FAST_PATH]?: FastPathState })[FAST_PATH];
          if (!state || !document || !operation) return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (response.http.status !== undefined && response.http.status !== 200) return;
          state.storable =
            onlyKnownInputs(operation, request.variables, request.extensions) &&
            isCacheableRead(schema, document, operation);
        },
      };
    },
  };
}

/**
 * Whether the request holds nothing the operation ignores: variables it declares, the persisted-query
 * extension and nothing else. GraphQL runs an operation with extra variables as if they were not
 * there, so without this a caller could make any number of keys for one answer (decision 0055,
 * amended).
 */
function onlyKnownInputs(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  extensions: Record<string, unknown> | undefined,
): boolean {
  const declared = new Set(
    operation.variableDefinitions?.map((definition) => definition.variable.name.value),
  );
  if (Object.keys(variables ?? {}).some((name) => !declared.has(name))) return false;
  for (const [name, value] of Object.entries(extensions ?? {})) {
    if (name !== 'persistedQuery' || !value || typeof value !== 'object') return false;
    if (Object.keys(value).some((key) => key !== 'version' && key !== 'sha256Hash')) return false;
  }
  return true;
}
