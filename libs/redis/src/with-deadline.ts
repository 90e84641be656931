/** Thrown by {@link withDeadline} when the work did not finish in time. */
export class DeadlineExceededError extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not answer within ${ms} ms`);
  }
}

/** Told of every deadline that fires (the apps count them as metrics); `what` names what was late. */
export type DeadlineListener = (what: string) => void;
const deadlineListeners = new Set<DeadlineListener>();

/** Adds a listener of fired deadlines; answers the function that removes it. */
export function onDeadlineExceeded(listener: DeadlineListener): () => void {
  deadlineListeners.add(listener);
  return () => deadlineListeners.delete(listener);
}

/**
 * The work's result, or a DeadlineExceededError after `ms`. The work itself goes on (a promise cannot
 * be cancelled); callers bound waiting, the clients below them bound the work.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what = 'the call'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      for (const listener of deadlineListeners) listener(what);
      reject(new DeadlineExceededError(what, ms));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A cache read that takes longer than this counts as a miss: a cache must never slow the shop down. */
export const CACHE_READ_DEADLINE_MS = 150;

/**
 * The one fail-open cache read: the read's value, or null (a miss) when it is slower than `ms` or
 * fails. Too slow is a miss without a word (Redis is busy or away, and its connection logs the
 * outage once); a failure is handed to `onFailure` (worth one log line).
 */
export async function readOrMiss<T>(
  read: Promise<T>,
  onFailure: (error: Error) => void,
  ms: number = CACHE_READ_DEADLINE_MS,
): Promise<T | null> {
  try {
    return await withDeadline(read, ms, 'the cache');
  } catch (error) {
    if (!(error instanceof DeadlineExceededError)) onFailure(error as Error);
    return null;
  }
}
