import type { ApolloServerPlugin } from '@apollo/server';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { DEADLINE_KEY, type OperationDeadline } from '../common/operation-deadline';

const requestDeadlines = new WeakMap<object, OperationDeadline>();

/** Makes `deadline` the deadline of the HTTP request `request` (for loaders kept per request object). */
export function attachDeadline(request: object, deadline: OperationDeadline): void {
  requestDeadlines.set(request, deadline);
}

/** The deadline of the GraphQL operation of `request`, if it is one. */
export function deadlineOfRequest(request: object): OperationDeadline | undefined {
  return requestDeadlines.get(request);
}

interface DeadlineContext {
  deadline?: OperationDeadline;
}

/**
 * Starts the deadline of the context when execution starts and stops it when execution ends.
 * When it passed meanwhile, the answer carries error.deadline-exceeded even if no field reported it
 * (a resolver may swallow a failed load, e.g. DataLoader.loadMany): the data may be incomplete.
 * Per request, not per field (no willResolveField).
 */
export function executionDeadlinePlugin(): ApolloServerPlugin<DeadlineContext> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ contextValue }) {
          contextValue.deadline?.start();
          return {
            async executionDidEnd() {
              contextValue.deadline?.stop();
            },
          };
        },
        async willSendResponse({ contextValue, response }) {
          contextValue.deadline?.stop();
          if (!contextValue.deadline?.hasPassed || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const errors = result.errors ?? [];
          if (errors.some((error) => error.extensions?.messageKey === DEADLINE_KEY)) return;
          result.errors = [
            ...errors,
            { message: DEADLINE_KEY, extensions: { code: 'UNAVAILABLE', messageKey: DEADLINE_KEY } },
          ];
        },
      };
    },
  };
}

/**
 * Wraps the resolvers of the root fields (Query, Mutation) once: a root field does not start after
 * the deadline, and its answer is not waited for beyond it. Only root fields: a wrapper on every field
 * would cost on every field of a listing (measured ~10 % for Apollo's per-field hooks). A mutation
 * that passed its deadline may still have taken effect.
 */
export function withRootFieldDeadline(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      const wrapped: GraphQLFieldResolver<unknown, DeadlineContext | undefined> = (
        source,
        args,
        context,
        info,
      ) => {
        const deadline = context?.deadline;
        if (!deadline) return resolve(source, args, context, info);
        deadline.throwIfPassed();
        const result: unknown = resolve(source, args, context, info);
        return isPromise(result) ? deadline.race(result) : result;
      };
      field.resolve = wrapped as typeof field.resolve;
    }
  }
  return schema;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === 'function';
