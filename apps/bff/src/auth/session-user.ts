import type { SessionContact, SessionCustomer, SessionEmployee, UserType, WebRole } from '@shop/domain';

/** What the shop keeps in the server-side session after login (never in the browser). */
export interface SessionUser {
  subject: string;
  email: string;
  /** Kept for RP-initiated logout at the identity provider. */
  idToken: string;
  userType: UserType;
  /** Tenant of the contact or employee; null for an IdP user unknown to the shop. */
  mandantCode: string | null;
  role: WebRole | null;
  customer: SessionCustomer | null;
  contact: SessionContact | null;
  employee: SessionEmployee | null;
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
