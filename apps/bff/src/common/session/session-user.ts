import type { SessionIdentity } from '@shop/domain';

/**
 * What the shop keeps in the server-side session after login (never in the browser): the identity
 * the rules of libs/domain (own tenant, role, prices) look at, plus what login and logout need.
 */
export interface SessionUser extends SessionIdentity {
  subject: string;
  email: string;
  /** Kept for RP-initiated logout at the identity provider. */
  idToken: string;
}

declare module 'express-session' {
  interface SessionData {
    user?: SessionUser;
    returnTo?: string;
    /** The shop locale the sign-in started from; a failed sign-in returns there. */
    loginLocale?: string;
    csrfToken?: string;
  }
}
