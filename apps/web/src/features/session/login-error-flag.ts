/**
 * The login error flag in docs/rules/errors.md: set when the customer cannot be refreshed after a 401; read
 * at start-up (it survives a reload in this tab), answered with a 10 s error toast and sign-out.
 */
export const LOGIN_ERROR_FLAG = 'shop.loginError';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function setLoginErrorFlag(): void {
  storage()?.setItem(LOGIN_ERROR_FLAG, '1');
}

export function hasLoginErrorFlag(): boolean {
  return storage()?.getItem(LOGIN_ERROR_FLAG) === '1';
}

export function clearLoginErrorFlag(): void {
  storage()?.removeItem(LOGIN_ERROR_FLAG);
}
