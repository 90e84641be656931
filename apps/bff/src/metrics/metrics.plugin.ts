import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphqlContext } from '../common/graphql-context';
import { GRAPHQL_OPERATION, type WithGraphqlOperation } from '../common/graphql-operation';
import type { BffMetrics } from './bff-metrics';

/**
 * Tells the metrics the operation a GraphQL request ran (the request's latency is labelled by it) and
 * counts the errors of its answer by code (docs/decisions/0135-metrics.md).
 */
export function metricsPlugin(metrics: BffMetrics): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      if (!metrics.enabled) return {};
      return {
        async didResolveOperation({ contextValue, operationName }) {
          if (operationName) (contextValue.req as WithGraphqlOperation)[GRAPHQL_OPERATION] = operationName;
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? [])
            metrics.graphqlError(String(error.extensions?.code ?? 'INTERNAL'));
        },
      };
    },
  };
}
