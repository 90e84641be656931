import { SIGN_IN_RETURN_PARAM, SIGN_IN_RETURN_VALUE } from '@shop/domain';

/**
 * Sign-ins this tab started (decisions 0111 and 0124), kept in sessionStorage across the full page
 * loads of the sign-in: the login event reports a sign-in once it has come back, and sign-ins that
 * came back from the provider again and again without leaving a session are an authentication loop
 * ('Server configuration error'). A sign-in the person abandoned at the provider's form never came
 * back, so a guest who opens several account pages in a row is not in a loop.
 */
export const SIGN_IN_ATTEMPTS_KEY = 'shop.signInAttempts';
/** Returns without a session within SIGN_IN_LOOP_WINDOW_MS that make a loop. */
export const SIGN_IN_LOOP_RETURNS = 3;
export const SIGN_IN_LOOP_WINDOW_MS = 60_000;

interface Attempt {
  at: number;
  returned: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function attempts(): Attempt[] {
  try {
    const value = JSON.parse(storage()?.getItem(SIGN_IN_ATTEMPTS_KEY) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is Attempt =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Attempt).at === 'number' &&
        typeof (entry as Attempt).returned === 'boolean',
    );
  } catch {
    return [];
  }
}

function save(list: Attempt[]): void {
  storage()?.setItem(SIGN_IN_ATTEMPTS_KEY, JSON.stringify(list));
}

/** A sign-in leaves for the identity provider now. */
export function recordSignInStart(now = Date.now()): void {
  const recent = attempts().filter((attempt) => now - attempt.at < SIGN_IN_LOOP_WINDOW_MS);
  save([...recent, { at: now, returned: false }]);
}

/**
 * On a page load whose address carries the BFF's return mark: the latest sign-in came back from the
 * provider. The mark is taken off the address (the page's own URL stays as the person asked for it).
 */
export function takeSignInReturnMark(location: Location, history: History): void {
  const url = new URL(location.href);
  if (url.searchParams.get(SIGN_IN_RETURN_PARAM) !== SIGN_IN_RETURN_VALUE) return;
  url.searchParams.delete(SIGN_IN_RETURN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const list = attempts();
  const last = list[list.length - 1];
  if (last) save([...list.slice(0, -1), { ...last, returned: true }]);
}

/** Whether starting one more sign-in would continue a loop (it came back without a session too often). */
export function isSignInLoop(now = Date.now()): boolean {
  return (
    attempts().filter((attempt) => attempt.returned && now - attempt.at < SIGN_IN_LOOP_WINDOW_MS).length >=
    SIGN_IN_LOOP_RETURNS
  );
}

/** A signed-in session is here: true once if this tab had started the sign-in (then forgotten). */
export function takeCompletedSignIn(): boolean {
  const started = attempts().length > 0;
  if (started) storage()?.removeItem(SIGN_IN_ATTEMPTS_KEY);
  return started;
}
