import { accessLevelOf, type GuardUser, type RouteBaseName, userAccessLevel } from '@shop/domain';
import { routeDefinition } from '@shop/locales';

/** The account area's menu, in this order; child pages (contact, one cart …) are reached from these. */
export const ACCOUNT_MENU_PAGES: readonly RouteBaseName[] = [
  'account-home',
  'account-orders',
  'account-essence-list',
  'account-carts',
  'account-budgets',
  'account-display-plans',
  'account-sales',
  'account-service-list',
  'account-users',
  'account-users-location',
  'account-company-data',
  'account-settings',
];

/** Whether a signed-in user may open a route, by the same rule as guard 4 (libs/domain). */
export function mayOpen(name: RouteBaseName, user: GuardUser | null): boolean {
  const { access, requiresAuth } = routeDefinition(name);
  if (requiresAuth && !user) return false;
  return access === null || userAccessLevel(user) >= accessLevelOf(access);
}

/** Exactly the account pages the user's role may open. */
export function accountMenuFor(user: GuardUser | null): RouteBaseName[] {
  return ACCOUNT_MENU_PAGES.filter((name) => mayOpen(name, user));
}
