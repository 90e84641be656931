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
