import { ShopError } from './shop-error';

/** Message key of an operation that ran past its deadline (code UNAVAILABLE: try again). */
export const DEADLINE_KEY = 'error.deadline-exceeded';

export const deadlineExceeded = () => new ShopError('UNAVAILABLE', DEADLINE_KEY);

/**
 * The execution deadline of one GraphQL operation (one per request, on the GraphQL context). It starts
 * when execution starts and is stopped when the response is sent. graphql-js cannot abort a resolver
 * that runs, so the deadline ends what waits instead:
 * - the root fields of the operation (wrapped once per schema: withRootFieldDeadline in
 *   graphql-limits/execution-deadline.ts);
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
