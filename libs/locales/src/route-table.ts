import type { ParamRule, RouteBaseName, WebRole } from '@shop/domain';
import type { LocaleCode } from './locales';
import type { RouteWordKey } from './route-words';

/** One path segment of a route pattern. */
export type RouteSegment =
  | { kind: 'word'; word: RouteWordKey }
  | { kind: 'param'; param: string }
  /** Any depth; `min` segments at least (0 for the content slug, 1 for products). */
  | { kind: 'splat'; param: string; min: 0 | 1 };

/**
 * Layout families the web renders a route in (docs/rules/routes-and-guards.md; listing, detail, cart
 * and checkout: docs/decisions/0115).
 */
export type RouteLayout = 'default' | 'account' | 'listing' | 'detail' | 'cart' | 'checkout' | 'maintenance';

export interface RouteDefinition {
  name: RouteBaseName;
  segments: readonly RouteSegment[];
  /** A locale whose path differs in shape, not only in words (cs-cz: settings under company data). */
  localeSegments?: Partial<Record<LocaleCode, readonly RouteSegment[]>>;
  /** Lowest role that may open the page (guard 4); null = no access level. */
  access: WebRole | null;
  /** Guests are sent to login (guard 9). */
  requiresAuth: boolean;
  /** No unique-selling-point banner on this page. */
  noUsp: boolean;
  /** Route guards by name, run after the global ones (docs/rules/errors.md: unknown names throw). */
  guards: readonly string[];
  paramRules: Readonly<Record<string, ParamRule>>;
  layout: RouteLayout;
  /** Account routes keep the scroll position between pages (docs/rules/routes-and-guards.md "Scrolling"). */
  keepScroll: boolean;
}

/**
 * Pattern syntax: `{word}` a localized route word, `:param` one segment, `*param` any depth (also
 * none), `+param` any depth, at least one segment.
 */
export function parsePattern(pattern: string): RouteSegment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): RouteSegment => {
      if (part.startsWith('{') && part.endsWith('}'))
        return { kind: 'word', word: part.slice(1, -1) as RouteWordKey };
      if (part.startsWith(':')) return { kind: 'param', param: part.slice(1) };
      if (part.startsWith('*')) return { kind: 'splat', param: part.slice(1), min: 0 };
      if (part.startsWith('+')) return { kind: 'splat', param: part.slice(1), min: 1 };
      throw new Error(`Route pattern part "${part}" is neither {word}, :param, *param nor +param`);
    });
}

type RouteOptions = Partial<Omit<RouteDefinition, 'name' | 'segments' | 'localeSegments'>> & {
  localePatterns?: Partial<Record<LocaleCode, string>>;
};

function route(name: RouteBaseName, pattern: string, options: RouteOptions = {}): RouteDefinition {
  const { localePatterns, ...rest } = options;
  const localeSegments = localePatterns
    ? Object.fromEntries(
        Object.entries(localePatterns).map(([locale, p]) => [locale, parsePattern(p as string)]),
      )
    : undefined;
  return {
    name,
    segments: parsePattern(pattern),
    ...(localeSegments ? { localeSegments } : {}),
    access: null,
    requiresAuth: false,
    noUsp: false,
    guards: [],
    paramRules: {},
    layout: 'default',
    keepScroll: false,
    ...rest,
  };
}

/** Account pages: below /{locale}/account, sign-in required, account layout, scroll kept. */
function accountRoute(
  name: RouteBaseName,
  pattern: string,
  access: WebRole,
  options: RouteOptions = {},
): RouteDefinition {
  return route(name, `{account}/${pattern}`, {
    access,
    requiresAuth: true,
    layout: 'account',
    keepScroll: true,
    ...options,
    localePatterns: options.localePatterns
      ? Object.fromEntries(
          Object.entries(options.localePatterns).map(([locale, p]) => [locale, `{account}/${p}`]),
        )
      : undefined,
  });
}

const USERS = '{accountHome}/{users}';
const SERVICE = '{accountHome}/{serviceList}';
const CARTS = '{accountHome}/{carts}';

/**
 * Every route in docs/rules/routes-and-guards.md, in matching order: fixed words before parameters, the catch-all
 * content page last. Names, words, access and no-usp choices the spec leaves open: docs/decisions 0007.
 */
export const ROUTES: readonly RouteDefinition[] = [
  route('account', '{account}', { requiresAuth: true, layout: 'account', keepScroll: true }),
  accountRoute('account-home', '{accountHome}', 'ROLE_AUTHENTICATED'),
  accountRoute('account-display-plans', '{accountHome}/{displayPlans}', 'ROLE_AUTHENTICATED'),
  accountRoute('account-sales', '{accountHome}/{sales}', 'ROLE_AUTHENTICATED', { noUsp: true }),
  accountRoute('account-users', USERS, 'ROLE_ADMIN'),
  accountRoute('account-users-contact-create', `${USERS}/{contact}`, 'ROLE_ADMIN'),
  accountRoute(
    'account-users-contact-approval',
    `${USERS}/{contact}/{approval}/:token/:customer`,
    'ROLE_ADMIN',
  ),
  accountRoute('account-users-contact-edit', `${USERS}/{contact}/:id`, 'ROLE_ADMIN'),
  accountRoute('account-users-location', `${USERS}/{location}`, 'ROLE_ADMIN'),
  accountRoute('account-orders', '{accountHome}/{orders}', 'ROLE_AUTHENTICATED'),
  accountRoute('account-essence-list', '{accountHome}/{essenceList}', 'ROLE_AUTHENTICATED'),
  accountRoute('account-budgets', '{accountHome}/{budgets}', 'ROLE_CART_APPROVER'),
  accountRoute('account-company-data', '{accountHome}/{companyData}', 'ROLE_ADMIN'),
  accountRoute('account-settings', '{accountHome}/{settings}', 'ROLE_CART_APPROVER', {
    localePatterns: { 'cs-cz': '{accountHome}/{companyData}/{settings}' },
  }),
  accountRoute('account-service-list', SERVICE, 'ROLE_ADMIN'),
  accountRoute('account-service-list-category', `${SERVICE}/:category`, 'ROLE_ADMIN', {
    paramRules: { category: 'category' },
  }),
  accountRoute('account-carts', CARTS, 'ROLE_AUTHENTICATED'),
  accountRoute('account-carts-cart', `${CARTS}/:cartId`, 'ROLE_AUTHENTICATED', { noUsp: true }),
  route('login', '{login}'),
  route('c', '{category}', { layout: 'listing' }),
  route('c-category', '{category}/:category', { paramRules: { category: 'category' }, layout: 'listing' }),
  route('p', '{product}', { layout: 'listing' }),
  route('p-product', '{product}/+product', { layout: 'detail' }),
  route('contact', '{contactPage}'),
  route('invitation', '{invitation}'),
  route('maintenance', '{maintenance}', { layout: 'maintenance' }),
  route('register', '{register}'),
  route('register-new', '{register}/{registerNew}'),
  route('register-existing', '{register}/{registerExisting}'),
  route('search', '{search}', { layout: 'listing' }),
  route('shopping-list', '{shoppingList}'),
  route('cart', '{cart}', { layout: 'cart' }),
  // Scan-me (docs/decisions/0105): open to guests, works offline through the service worker.
  route('scan-me', '{scanMe}'),
  route('quick-order', '{quickOrder}'),
  route('order-confirmation', '{orderConfirmation}', {
    requiresAuth: true,
    guards: ['checkout'],
    layout: 'checkout',
  }),
  route('order-finish', '{orderFinish}', { requiresAuth: true, guards: ['checkout'], layout: 'checkout' }),
  route('kitchensink', '{kitchensink}'),
  route('preview', '{preview}/*fullSlug'),
  // Staff pages (docs/decisions/0097): employees of the tenant decide registrations. Guard 4 knows
  // web roles only; the page and every BFF call require the EMPLOYEE user type.
  route('staff-registrations', '{staff}/{registrations}', { requiresAuth: true }),
  route('staff-registration', '{staff}/{registrations}/:id', { requiresAuth: true }),
  route('slug', '*slug', { paramRules: { slug: 'contentSlug' } }),
];

const BY_NAME = new Map(ROUTES.map((definition) => [definition.name, definition]));

export function routeDefinition(name: RouteBaseName): RouteDefinition {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`No route named ${name}`);
  return found;
}

export function segmentsOf(definition: RouteDefinition, locale: LocaleCode): readonly RouteSegment[] {
  return definition.localeSegments?.[locale] ?? definition.segments;
}

/** Names of the route's parameters, in path order. */
export function paramNamesOf(definition: RouteDefinition, locale: LocaleCode): string[] {
  return segmentsOf(definition, locale).flatMap((segment) =>
    segment.kind === 'word' ? [] : [segment.param],
  );
}
