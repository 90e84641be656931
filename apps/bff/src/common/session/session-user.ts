import type { SessionIdentity, SessionOperator } from '@shop/domain';

/**
 * What the shop keeps in the server-side session after login (never in the browser): the identity
 * the rules of libs/domain (own tenant, role, prices) look at, plus what login and logout need.
 */
export interface SessionUser extends SessionIdentity {
  subject: string;
  email: string;
  /** Kept for RP-initiated logout at the identity provider. */
  idToken: string;
  /**
   * The contact's change stamp this session has taken over (epoch ms; absent: none since sign-in).
   * A newer stamp makes the session re-read its contact (docs/decisions/0084-contact-session-refresh.md).
   */
  contactStamp?: number;
  /**
   * An operations person (docs/decisions/0138-operations-role.md): ROLE_OPS, beside the shop's
   * identity, which is then a signed-in user of no tenant with no customer and no role.
   */
  operator?: SessionOperator;
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
