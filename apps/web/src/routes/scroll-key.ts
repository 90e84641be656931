import { matchPath } from '@shop/locales';

/**
 * docs/rules/routes-and-guards.md, "Scrolling": account routes share one scroll key, so moving between them keeps the
 * position; every other page has its own (a new page starts at the top, a hash scrolls to its anchor).
 */
export function scrollKey(location: { pathname: string; key: string }): string {
  return matchPath(location.pathname)?.route.keepScroll ? 'account' : location.key;
}
