import { accessLevelOf, GUEST_ACCESS_LEVEL, type UserType, type WebRole } from './roles';

/**
 * One requirement of an access rule: a web role (the user's access level must be at least that
 * role's level; ROLE_AUTHENTICATED means "any signed-in user") or the EMPLOYEE user type (an
 * employee is a separate user type, not a role — docs/rules/roles.md).
 */
export type AccessRequirement = WebRole | 'EMPLOYEE';

/** Who asks: signed in or not, the role in the tenant asked about (null there = no role), user type. */
export interface AccessSubject {
  signedIn: boolean;
  /** Null for guests, and for a signed-in user in a tenant that is not their session's tenant. */
  role: WebRole | null;
  /** False when the signed-in user asks about another tenant than their session's. */
  ownTenant: boolean;
  userType: UserType | null;
}

export type AccessDecision = 'GRANTED' | 'UNAUTHENTICATED' | 'FORBIDDEN';

export const GUEST_SUBJECT: AccessSubject = { signedIn: false, role: null, ownTenant: false, userType: null };

/** Access level of a subject: guests below every role, a user without role the basic level. */
export function subjectAccessLevel(subject: AccessSubject): number {
  if (!subject.signedIn || !subject.ownTenant) return GUEST_ACCESS_LEVEL;
  return accessLevelOf(subject.role);
}

/**
 * Decides an access rule (any one of `requirements` suffices; none = public). Guests get
 * UNAUTHENTICATED, signed-in users who meet no requirement FORBIDDEN — the 401/403 split of
 * docs/rules/routes-and-guards.md guard 4 and docs/rules/errors.md. The BFF's access guard decides with it; the web's route guard 4
 * (routing/guards/access-level.guard.ts) compares the same access levels for its pages.
 */
export function decideAccess(
  subject: AccessSubject,
  requirements: readonly AccessRequirement[],
): AccessDecision {
  if (requirements.length === 0) return 'GRANTED';
  if (!subject.signedIn) return 'UNAUTHENTICATED';
  const level = subjectAccessLevel(subject);
  const met = requirements.some((requirement) =>
    requirement === 'EMPLOYEE'
      ? subject.userType === 'EMPLOYEE' && subject.ownTenant
      : level >= accessLevelOf(requirement),
  );
  return met ? 'GRANTED' : 'FORBIDDEN';
}
