import type { ApolloServerPlugin, PersistedQueryOptions } from '@apollo/server';
import type { GraphQLFormattedError, GraphQLSchema, ValidationRule } from 'graphql';
import type { Logger } from 'pino';
import { faultLogPlugin } from '../common/fault-log';
import { textInputPlugin } from '../common/validation/text-input';
import type { AppConfig } from '../config/app-config';
import { trustedDocumentOptions } from '../trusted-documents/trusted-document-options';
import { trustedDocumentsOf } from '../trusted-documents/trusted-documents';
import { OperationDeadline } from '../common/operation-deadline';
import { attachDeadline, executionDeadlinePlugin, withRootFieldDeadline } from './execution-deadline';
import { limitAwareErrorFormatter } from './limit-errors';
import { limitValidationRules, operationCostPlugin } from './operation-limits';

/** The GraphQL server options of the limits, the deadline and introspection (see app.module.ts). */
export interface GraphqlLimitOptions {
  introspection: boolean;
  parseOptions: { maxTokens: number };
  validationRules: ValidationRule[];
  /** Persisted queries from the trusted-document manifests, none with GRAPHQL_TRUSTED_DOCUMENTS=off. */
  persistedQueries: PersistedQueryOptions | false;
  plugins: ApolloServerPlugin[];
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  transformSchema: (schema: GraphQLSchema) => GraphQLSchema;
  /** The deadline of a new request's operation (put on the GraphQL context). */
  deadlineFor: (request: object) => OperationDeadline;
}

export function graphqlLimitOptions(config: AppConfig, logger?: Logger): GraphqlLimitOptions {
  const limits = config.graphqlLimits;
  const documents = trustedDocumentsOf(config);
  if (config.trustedDocuments !== 'off')
    logger?.[documents.size ? 'info' : 'warn'](
      { trustedDocuments: config.trustedDocuments, documents: documents.size, clients: documents.clients },
      'trusted documents',
    );
  const trusted = trustedDocumentOptions(config.trustedDocuments, documents);
  const formatError = limitAwareErrorFormatter({ suggestions: config.graphqlIntrospection });
  return {
    introspection: config.graphqlIntrospection,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitValidationRules(limits),
    persistedQueries: trusted.persistedQueries,
    plugins: [
      ...trusted.plugins,
      textInputPlugin(),
      operationCostPlugin(limits.maxCost),
      executionDeadlinePlugin() as ApolloServerPlugin,
      ...(logger ? [faultLogPlugin(formatError, logger) as ApolloServerPlugin] : []),
    ],
    formatError,
    transformSchema: withRootFieldDeadline,
    deadlineFor(request) {
      const deadline = new OperationDeadline(config.GRAPHQL_DEADLINE_MS);
      attachDeadline(request, deadline);
      return deadline;
    },
  };
}
