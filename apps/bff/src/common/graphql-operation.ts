/**
 * Set on a GraphQL request: the name of the operation it ran (by the metrics' Apollo plugin, or by the
 * response cache's fast path from the stored answer). Its latency is labelled by it (decision 0135).
 */
export const GRAPHQL_OPERATION = Symbol('graphqlOperation');

export type WithGraphqlOperation = { [GRAPHQL_OPERATION]?: string };
