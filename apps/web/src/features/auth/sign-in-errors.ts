/**
 * Why a sign-in did not come back signed in (decision 0111), as the login page's `?error=` names it:
 * the BFF's callback sends `login-failed` (the provider's answer could not be used) or `login-denied`
 * (the provider refused); the page itself `login-timeout` (the provider did not answer within 60 s)
 * and `server-configuration` (an authentication loop).
 */
export const SIGN_IN_ERRORS = [
  'login-failed',
  'login-denied',
  'login-timeout',
  'server-configuration',
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

export function signInErrorOf(value: string | null): SignInError | null {
  return (SIGN_IN_ERRORS as readonly string[]).includes(value ?? '') ? (value as SignInError) : null;
}

/** After this long on the way to the provider, the router takes over (docs/rules/constants.md). */
export const SIGN_IN_REDIRECT_FALLBACK_MS = 60_000;
