/**
 * Base names of every route in docs/rules/routes-and-guards.md. The full route name carries the locale after three
 * underscores (`account-orders___de-at`); libs/locales builds the paths, the guards reason on these.
 */
export const ROUTE_NAMES = [
  'slug',
  'login',
  'account',
  'account-home',
  'account-display-plans',
  'account-sales',
  'account-users',
  'account-users-contact-create',
  'account-users-contact-edit',
  'account-users-contact-approval',
  'account-users-location',
  'account-orders',
  'account-essence-list',
  'account-budgets',
  'account-company-data',
  'account-settings',
  'account-service-list',
  'account-service-list-category',
  'account-carts',
  'account-carts-cart',
  'c',
  'c-category',
  'p',
  'p-product',
  'contact',
  'invitation',
  'maintenance',
  'register',
  'register-new',
  'register-existing',
  'search',
  'shopping-list',
  'scan-me',
  'cart',
  'quick-order',
  'order-confirmation',
  'order-finish',
  'kitchensink',
  'preview',
  'staff-registrations',
  'staff-registration',
] as const;
export type RouteBaseName = (typeof ROUTE_NAMES)[number];

export const ROUTE_NAME_SEPARATOR = '___';

/** `account-orders` + `de-at` → `account-orders___de-at`. */
export function localizedRouteName(base: RouteBaseName, locale: string): string {
  return `${base}${ROUTE_NAME_SEPARATOR}${locale}`;
}

/** `account-orders___de-at` → { base: 'account-orders', locale: 'de-at' }, or null for other strings. */
export function parseRouteName(name: string): { base: RouteBaseName; locale: string } | null {
  const at = name.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at <= 0) return null;
  const base = name.slice(0, at);
  const locale = name.slice(at + ROUTE_NAME_SEPARATOR.length);
  if (!isRouteBaseName(base) || !locale) return null;
  return { base, locale };
}

export function isRouteBaseName(value: unknown): value is RouteBaseName {
  return typeof value === 'string' && (ROUTE_NAMES as readonly string[]).includes(value);
}

/** The register page and its two forms (guards 1 and 2). */
export const REGISTER_ROUTES: readonly RouteBaseName[] = ['register', 'register-new', 'register-existing'];

export function isRegisterRoute(name: RouteBaseName): boolean {
  return REGISTER_ROUTES.includes(name);
}

/**
 * docs/rules/routes-and-guards.md: the stored product referrer is cleared on every route whose name does not begin with
 * the category route name (`c`, `c-category`).
 */
export function keepsProductReferrer(name: RouteBaseName): boolean {
  return name === 'c' || name.startsWith('c-');
}
