/** Thrown by {@link withDeadline} when the work did not finish in time. */
export class DeadlineExceededError extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not answer within ${ms} ms`);
  }
}

/**
 * The work's result, or a DeadlineExceededError after `ms`. The work itself goes on (a promise cannot
 * be cancelled); callers bound waiting, the clients below them bound the work.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what = 'the call'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
