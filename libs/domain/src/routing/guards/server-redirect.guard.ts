import { isSafeRedirectPath } from '../../redirect';
import { next, redirectTo, type Guard } from '../guard-types';

/** An external target must be an absolute http(s) URL. */
function isExternalUrl(url: string): boolean {
  return /^https?:\/\/[^/\\\s]+/i.test(url);
}

/**
 * Guard 7: the redirect the server knows for the path (CMS redirects) is followed: an internal one
 * by router navigation, an external one by a full page load. Targets that are neither a safe shop
 * path nor an http(s) URL are ignored, as is a redirect to the path itself.
 */
export const serverRedirectGuard: Guard = ({ serverRedirect, pathname }) => {
  if (!serverRedirect) return next();
  const { to, external } = serverRedirect;
  if (external) return isExternalUrl(to) ? redirectTo(to, true) : next();
  if (!isSafeRedirectPath(to) || to === pathname) return next();
  return redirectTo(to);
};
