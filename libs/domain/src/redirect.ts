/**
 * A redirect target after login or logout must stay on the shop's origin: a path that starts with
 * one slash (never two, docs/rules/validation.md), without backslashes or control characters.
 */
export function isSafeRedirectPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= 2000 &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !/[\\\u0000-\u001f]/.test(path)
  );
}

/** Post-login redirect target when none is given (docs/rules/constants.md). */
export const DEFAULT_POST_LOGIN_PATH = '/';

/** The `state` the identity provider hands back after sign-out: the start page then shows the sign-out page (decision 0111). */
export const SIGNED_OUT_STATE = 'signed-out';

/**
 * The query parameter the BFF adds to the post-login target when the provider came back with a
 * signed-in person (decision 0124): the web tells a sign-in that came back but left no session (an
 * authentication loop) from one the person abandoned at the provider's form.
 */
export const SIGN_IN_RETURN_PARAM = 'signin';
export const SIGN_IN_RETURN_VALUE = 'returned';

/** `path` (a safe redirect path) with the sign-in return mark added to its query. */
export function withSignInReturn(path: string): string {
  const hash = path.indexOf('#');
  const [base, fragment] = hash === -1 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${SIGN_IN_RETURN_PARAM}=${SIGN_IN_RETURN_VALUE}${fragment}`;
}
