import { cleanQuery } from '../clean-query';
import { next, redirectTo, type Guard } from '../guard-types';

/**
 * Guard 6: tracking parameters go and the rest is ordered (a replace navigation when that changes
 * the URL); the canonical link is the cleaned URL; a page with a search term `q` is noindex,follow.
 */
export const queryCleaningGuard: Guard = ({ pathname, search, hash, origin }) => {
  const cleaned = cleanQuery(search);
  const head = {
    canonical: `${origin}${pathname}${cleaned.search}`,
    robots: cleaned.entries.some(([key]) => key === 'q') ? 'noindex,follow' : null,
  };
  if (cleaned.changed) return redirectTo(`${pathname}${cleaned.search}${hash ?? ''}`, false, { head });
  return next({ head });
};
