import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError, GraphQLSchema, ValidationRule } from 'graphql';
import type { AppConfig } from '../config/app-config';
import {
  attachDeadline,
  executionDeadlinePlugin,
  OperationDeadline,
  withRootFieldDeadline,
} from './execution-deadline';
import { limitAwareErrorFormatter } from './limit-errors';
import { limitValidationRules, operationCostPlugin } from './operation-limits';

/** The GraphQL server options of the limits, the deadline and introspection (see app.module.ts). */
export interface GraphqlLimitOptions {
  introspection: boolean;
  parseOptions: { maxTokens: number };
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  transformSchema: (schema: GraphQLSchema) => GraphQLSchema;
  /** The deadline of a new request's operation (put on the GraphQL context). */
  deadlineFor: (request: object) => OperationDeadline;
}

export function graphqlLimitOptions(config: AppConfig): GraphqlLimitOptions {
  const limits = config.graphqlLimits;
  return {
    introspection: config.graphqlIntrospection,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitValidationRules(limits),
    plugins: [operationCostPlugin(limits.maxCost), executionDeadlinePlugin() as ApolloServerPlugin],
    formatError: limitAwareErrorFormatter({ suggestions: config.graphqlIntrospection }),
    transformSchema: withRootFieldDeadline,
    deadlineFor(request) {
      const deadline = new OperationDeadline(config.GRAPHQL_DEADLINE_MS);
      attachDeadline(request, deadline);
      return deadline;
    },
  };
}
