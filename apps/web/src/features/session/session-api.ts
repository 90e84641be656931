import type { LocaleCode } from '@shop/locales';

export interface SessionState {
  authenticated: boolean;
  userType: 'STANDARD' | 'EMPLOYEE' | null;
  mandantCode: string | null;
  customerNo: string | null;
  contactNo: string | null;
  needsCustomerSelection: boolean;
  expiresAt: string | null;
}

/** GET /auth/session: the server's view of the session; reading it renews the rolling session. */
export async function fetchSessionState(): Promise<SessionState | null> {
  try {
    const response = await fetch('/auth/session', { credentials: 'include', cache: 'no-store' });
    return response.ok ? ((await response.json()) as SessionState) : null;
  } catch {
    return null;
  }
}

export interface LocaleSessionResult {
  authenticated: boolean;
  changed: boolean;
  mandantCode: string | null;
  customerNo?: string | null;
  needsCustomerSelection?: boolean;
}

/** POST /api/updateApolloToken (docs/rules/calls.md): the session follows a locale switch to another tenant. */
export async function updateSessionLocale(code: LocaleCode): Promise<LocaleSessionResult | null> {
  try {
    const response = await fetch('/api/updateApolloToken', {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    return response.ok ? ((await response.json()) as LocaleSessionResult) : null;
  } catch {
    return null;
  }
}

/**
 * Ends the shop session without leaving the page (after a login error): CSRF token, then the POST
 * the BFF requires. The BFF's redirect to the IdP is not followed here.
 */
export async function signOutInBackground(locale: LocaleCode): Promise<void> {
  try {
    const csrf = await fetch('/auth/csrf', { credentials: 'include', cache: 'no-store' });
    const { csrfToken } = (await csrf.json()) as { csrfToken?: string };
    if (!csrfToken) return;
    await fetch('/auth/logout', {
      method: 'POST',
      credentials: 'include',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken, locale }),
    });
  } catch {
    // Nothing more to do: the session is already gone or the server is unreachable.
  }
}
