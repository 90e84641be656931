import type { RouteBaseName } from '@shop/domain';
import type de from '../../i18n/de.json';

type Pages = (typeof de)['pages'];
type PageWith<Field extends string> = {
  [Key in keyof Pages]: Pages[Key] extends Record<Field, string> ? Key : never;
}[keyof Pages];

/** `account-users-location` → `accountUsersLocation`, the page's entry below `pages` in the translations. */
export function pageIdOf(name: RouteBaseName): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Translation key of a page's title (checked for every page in page-titles.spec.ts). */
export function pageTitleKey(name: RouteBaseName): `pages.${PageWith<'title'>}.title` {
  return `pages.${pageIdOf(name)}.title` as `pages.${PageWith<'title'>}.title`;
}

/** Translation key of a page shell's empty state. */
export function pageEmptyKey(name: RouteBaseName): `pages.${PageWith<'empty'>}.empty` {
  return `pages.${pageIdOf(name)}.empty` as `pages.${PageWith<'empty'>}.empty`;
}

/**
 * The breadcrumb parent of each page (the home page is every trail's start). Pages not listed
 * hang directly below the home page.
 */
export const PAGE_PARENTS: Partial<Record<RouteBaseName, RouteBaseName>> = {
  'account-display-plans': 'account-home',
  'account-sales': 'account-home',
  'account-users': 'account-home',
  'account-users-contact-create': 'account-users',
  'account-users-contact-edit': 'account-users',
  'account-users-contact-approval': 'account-users',
  'account-users-location': 'account-users',
  'staff-registration': 'staff-registrations',
  'account-orders': 'account-home',
  'account-essence-list': 'account-home',
  'account-budgets': 'account-home',
  'account-company-data': 'account-home',
  'account-settings': 'account-home',
  'account-service-list': 'account-home',
  'account-service-list-category': 'account-service-list',
  'account-carts': 'account-home',
  'account-carts-cart': 'account-carts',
  'c-category': 'c',
  'p-product': 'p',
  'register-new': 'register',
  'register-existing': 'register',
  'order-confirmation': 'cart',
  'order-finish': 'cart',
};

/** home → … → parent → page, without the home page itself. */
export function trailOf(name: RouteBaseName): RouteBaseName[] {
  const trail: RouteBaseName[] = [name];
  for (let parent = PAGE_PARENTS[name]; parent; parent = PAGE_PARENTS[parent]) trail.unshift(parent);
  return trail;
}
