import type { ApolloServerPlugin } from '@apollo/server';
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { DEADLINE_KEY, deadlineExceeded } from './limit-errors';

/**
 * The execution deadline of one GraphQL operation (one per request, on the GraphQL context). It starts
 * when execution starts and is stopped when the response is sent. graphql-js cannot abort a resolver
 * that runs, so the deadline ends what waits instead:
 * - the root fields of the operation (wrapped once per schema, see {@link withRootFieldDeadline});
 * - the per-request loaders (RequestLoaders, PriceLoaders): a batch in flight rejects when the
 *   deadline passes, a batch after it never calls the upstream.
 * The upstream call in flight finishes on its own; its result is dropped.
 */
export class OperationDeadline {
  private readonly controller = new AbortController();
  private readonly passed: Promise<never>;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly ms: number) {
    // One listener per request, however many races: the races share this promise.
    this.passed = new Promise<never>((_, reject) =>
      this.controller.signal.addEventListener('abort', () => reject(this.controller.signal.reason), {
        once: true,
      }),
    );
    this.passed.catch(() => undefined);
  }

  /** Aborted when the deadline passes, with the coded error as its reason. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get hasPassed(): boolean {
    return this.controller.signal.aborted;
  }

  start(): void {
    if (this.timer || this.hasPassed) return;
    this.timer = setTimeout(() => this.controller.abort(deadlineExceeded()), this.ms);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** Throws the coded error once the deadline has passed (before calling an upstream). */
  throwIfPassed(): void {
    if (this.hasPassed) throw this.controller.signal.reason;
  }

  /** `work`, or the coded error as soon as the deadline passes first. */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.hasPassed) {
      Promise.resolve(work).catch(() => undefined);
      return Promise.reject(this.controller.signal.reason);
    }
    return Promise.race([work, this.passed]);
  }
}

/** Runs `call` unless the deadline has passed, and ends waiting for it when the deadline passes. */
export function withinDeadline<T>(
  deadline: OperationDeadline | undefined,
  call: () => Promise<T>,
): Promise<T> {
  if (!deadline) return call();
  try {
    deadline.throwIfPassed();
  } catch (error) {
    return Promise.reject(error);
  }
  return deadline.race(call());
}

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
