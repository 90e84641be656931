import { next, redirectTo, type Guard } from '../guard-types';

/** Guard 9: a guest on a page that requires sign-in goes to the login page with a redirect back. */
export const signInRequiredGuard: Guard = ({ route, user, pathname, search, targets }) => {
  if (!route?.requiresAuth || user) return next();
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return redirectTo(targets.login(`${pathname}${query}`));
};
