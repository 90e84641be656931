import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { LIMIT_KEYS, limitExceeded } from './limit-errors';
import { costExtension } from './cost-extension';
import { LIST_COST_RULES, operationCost, type ListCostRules } from './list-cost';

/** The limits every GraphQL operation is checked against before it runs (AppConfig GRAPHQL_*). */
export interface OperationLimits {
  /** Nesting of fields (fragments do not count as a level). */
  readonly maxDepth: number;
  /** Aliased fields in the operation, fragments included (`__typename` aliases are free). */
  readonly maxAliases: number;
  /** Fields at the root of the operation (distinct response keys), fragments included. */
  readonly maxRootFields: number;
  /** Directives in the operation, fragments included. */
  readonly maxDirectives: number;
  /** Lexical tokens of the whole document (graphql-js stops parsing there). */
  readonly maxTokens: number;
  /** Cost from list sizes (see list-cost.ts), computed with the request's variables. */
  readonly maxCost: number;
}

type ArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;
type RejectHandler = NonNullable<NonNullable<ArmorConfig['maxDepth']>['onReject']>[number];

/** graphql-armor reports the found count only in its message ("…, found 22."). */
const FOUND = /found (\d+)\.?$/;

const refuseWith =
  (messageKey: string, max: number): RejectHandler =>
  (context: ValidationContext | null, error: GraphQLError) => {
    const found = FOUND.exec(error.message);
    context?.reportError(limitExceeded(messageKey, max, found ? Number(found[1]) : undefined));
  };

/**
 * Validation rules of the limits that need no variables: depth, aliases and directives (graphql-armor)
 * and root fields (below). They run with graphql's own validation, once per new document (Apollo keeps
 * validated documents), and a refused document never executes.
 */
export function limitValidationRules(limits: OperationLimits): ValidationRule[] {
  const armor = new ApolloArmor({
    // The token limit is graphql-js' own (parseOptions.maxTokens); the cost is ours (list-cost.ts);
    // suggestions are cut in formatError (limit-errors.ts), which also covers execution errors.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
    maxDepth: {
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [refuseWith(LIMIT_KEYS.depth, limits.maxDepth)],
    },
    maxAliases: {
      n: limits.maxAliases,
      propagateOnRejection: false,
      onReject: [refuseWith(LIMIT_KEYS.aliases, limits.maxAliases)],
    },
    maxDirectives: {
      n: limits.maxDirectives,
      propagateOnRejection: false,
      onReject: [refuseWith(LIMIT_KEYS.directives, limits.maxDirectives)],
    },
  });
  return [...armor.protect().validationRules, maxRootFieldsRule(limits.maxRootFields)];
}

/**
 * At most `max` fields at the root of each operation: every root field is a resolver calling the
 * upstream on its own (an alias of a search is another search). Counts distinct response keys, so
 * `{ me me }` is one field, `{ a: me b: me }` two; `__typename` is free.
 */
export function maxRootFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const found = rootFieldKeys(operation.selectionSet, context, new Set()).size;
      if (found > max) context.reportError(limitExceeded(LIMIT_KEYS.rootFields, max, found));
      return false;
    },
  });
}

function rootFieldKeys(
  set: SelectionSetNode,
  context: ValidationContext,
  seenFragments: Set<string>,
  keys = new Set<string>(),
): Set<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') keys.add((selection.alias ?? selection.name).value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootFieldKeys(selection.selectionSet, context, seenFragments, keys);
    } else if (!seenFragments.has(selection.name.value)) {
      // A fragment spread twice adds the same keys twice: walk it once.
      seenFragments.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) rootFieldKeys(fragment.selectionSet, context, seenFragments, keys);
    }
  }
  return keys;
}

/**
 * The cost (list-cost.ts) of the operation that is about to run, with its variables (a page size is
 * usually a variable); null when the variables do not coerce: execution refuses them before any
 * resolver runs.
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
  rules: ListCostRules = LIST_COST_RULES,
): number | null {
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, {
    maxErrors: 1,
  });
  if (variables.errors) return null;
  return Math.ceil(operationCost(schema, document, operation, variables.coerced, rules));
}

/** The refusal of an operation costing more than `maxCost`, or null (see {@link requestedCost}). */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
  maxCost: number,
  rules: ListCostRules = LIST_COST_RULES,
): GraphQLError | null {
  const cost = requestedCost(schema, document, operation, rawVariables, rules);
  return cost !== null && cost > maxCost ? limitExceeded(LIMIT_KEYS.cost, maxCost, cost) : null;
}

/**
 * Checks each operation's cost after validation and before execution (Apollo's didResolveOperation:
 * a throw there answers the error and runs nothing), and reports the cost of an operation that ran in
 * the answer's `extensions.cost` (costExtension). One walk of the operation per request.
 */
export function operationCostPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let cost: number | null = null;
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          const resolved = operation ?? getOperationAST(document, request.operationName);
          if (!resolved) return;
          cost = requestedCost(schema, document, resolved, request.variables);
          if (cost !== null && cost > maxCost) {
            const found = cost;
            cost = null;
            throw limitExceeded(LIMIT_KEYS.cost, maxCost, found);
          }
        },
        async willSendResponse({ response }) {
          // Only an operation that ran has `data` (null included): not one refused by another check.
          if (cost === null || response.body.kind !== 'single' || !('data' in response.body.singleResult))
            return;
          const result = response.body.singleResult;
          result.extensions = {
            ...result.extensions,
            cost: costExtension(cost, maxCost),
          };
        },
      };
    },
  };
}
