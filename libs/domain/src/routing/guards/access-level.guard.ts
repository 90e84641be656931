import { accessLevelOf, GUEST_ACCESS_LEVEL, isWebRole } from '../../roles';
import { next, type Guard, type GuardUser } from '../guard-types';

/** The user's access level; a signed-in user without (known) role counts as ROLE_AUTHENTICATED. */
export function userAccessLevel(user: GuardUser | null): number {
  if (!user) return GUEST_ACCESS_LEVEL;
  return accessLevelOf(isWebRole(user.role) ? user.role : null);
}

/**
 * Guard 4: a page with an access level needs a role of at least that level, else a fatal 403 with
 * the flags isAuthenticated and accessGranted. A guest on a page that any signed-in user may open is
 * left to guard 9 (login with redirect back) — docs/decisions 0008.
 */
export const accessLevelGuard: Guard = ({ route, user }) => {
  if (!route?.access) return next();
  const required = accessLevelOf(route.access);
  if (!user && required <= accessLevelOf('ROLE_AUTHENTICATED')) return next();
  if (userAccessLevel(user) >= required) return next();
  return {
    kind: 'error',
    error: {
      status: 403,
      fatal: true,
      message: 'Forbidden',
      isAuthenticated: user !== null,
      accessGranted: false,
    },
  };
};
