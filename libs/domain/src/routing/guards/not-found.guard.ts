import { next, type Guard } from '../guard-types';

/**
 * Guard 8: no route → the non-fatal 404 "Page not found" (shown in the layout). A route whose
 * parameter breaks its rule is the fatal validation failure in docs/rules/errors.md, "Page Not Found: {path}".
 */
export const notFoundGuard: Guard = ({ route, pathname }) => {
  if (!route) return { kind: 'error', error: { status: 404, fatal: false, message: 'Page not found' } };
  if (!route.paramsValid)
    return { kind: 'error', error: { status: 404, fatal: true, message: `Page Not Found: ${pathname}` } };
  return next();
};
