import type { RouteMatch } from '@shop/locales';

/**
 * Paths the BFF is asked about (guards 7 and 8): content-addressed pages, whose slugs the CMS and
 * the catalogue own and rename — content pages (not the home page), categories and products. Pages
 * with fixed words are known to the route table alone and need no round trip. docs/decisions 0009.
 */
export function asksServer(match: RouteMatch | null): boolean {
  if (!match) return true;
  switch (match.route.name) {
    case 'slug':
      return match.params.slug !== '';
    case 'c-category':
    case 'p-product':
      return true;
    default:
      return false;
  }
}
