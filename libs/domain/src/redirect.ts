/**
 * A redirect target after login or logout must stay on the shop's origin: a path that starts with
 * one slash (never two, spec 01 §5), without backslashes or control characters.
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

/** Post-login redirect target when none is given (spec 01 §9). */
export const DEFAULT_POST_LOGIN_PATH = '/';
