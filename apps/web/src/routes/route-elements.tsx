import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SIGNED_OUT_STATE, type RouteBaseName } from '@shop/domain';
import { matchPath } from '@shop/locales';
import { lazyPage, type RoutePage } from './lazy-page';

// Each page is a chunk of its own, loaded when its route is visited (decision 0108). Adding a page is
// one line: `'route-name': lazyPage(() => import('../pages/x/x-page'), 'XPage'),`. The first-load
// budget (scripts/lib/first-load.mjs) reads this file to find a route's page module.
const content = lazyPage(() => import('../pages/content/content-page'), 'ContentPage');
const serviceList = lazyPage(() => import('../pages/service-list/service-list-page'), 'ServiceListPage');
export const homePage = lazyPage(() => import('../pages/home/home-page'), 'HomePage', { texts: 'shell' });
const signedOut = lazyPage(() => import('../pages/sign-out/signed-out-page'), 'SignedOutPage');
/** The operations console at /ops, outside the shop's locales and chrome (decision 0139). */
export const opsConsolePage = lazyPage(
  () => import('../pages/ops-console/ops-console-page'),
  'OpsConsolePage',
  {
    texts: 'shell',
  },
);

/** Routes with a page of their own: all but the account root (a redirect) and the content route. */
type PageRouteName = Exclude<RouteBaseName, 'account' | 'slug'>;

/** The page of each route; the type makes a new route of the table come with its page. */
const BUILT_PAGES: Record<PageRouteName, RoutePage> = {
  'account-home': lazyPage(() => import('../pages/account-home/account-home-page'), 'AccountHomePage'),
  login: lazyPage(() => import('../pages/login/login-page'), 'LoginPage'),
  maintenance: lazyPage(() => import('../pages/maintenance/maintenance-page'), 'MaintenancePage'),
  kitchensink: lazyPage(() => import('../pages/kitchensink/kitchensink-page'), 'KitchensinkPage'),
  preview: content.with({ preview: true }),
  c: lazyPage(() => import('../pages/categories/categories-page'), 'CategoriesPage'),
  p: lazyPage(() => import('../pages/products/products-page'), 'ProductsPage'),
  'c-category': lazyPage(() => import('../pages/category/category-page'), 'CategoryPage'),
  'p-product': lazyPage(() => import('../pages/product/product-page'), 'ProductPage'),
  search: lazyPage(() => import('../pages/search/search-page'), 'SearchPage'),
  cart: lazyPage(() => import('../pages/cart/cart-page'), 'CartPage'),
  'shopping-list': lazyPage(() => import('../pages/shopping-list/shopping-list-page'), 'ShoppingListPage'),
  // A page of its own (scan-me.html, decision 0125): a link to it from the shop is a full page load
  // (document-page.tsx); its skeleton and error state draw with the shell texts (decision 0127).
  'scan-me': lazyPage(() => import('./document-page'), 'DocumentLoad', { texts: 'shell' }),
  'quick-order': lazyPage(() => import('../pages/quick-order/quick-order-page'), 'QuickOrderPage'),
  'account-carts': lazyPage(() => import('../pages/carts/carts-page'), 'CartsPage'),
  'account-carts-cart': lazyPage(() => import('../pages/cart-detail/cart-detail-page'), 'CartDetailPage'),
  'order-confirmation': lazyPage(
    () => import('../pages/order-confirmation/order-confirmation-page'),
    'OrderConfirmationPage',
  ),
  'order-finish': lazyPage(() => import('../pages/order-finish/order-finish-page'), 'OrderFinishPage'),
  'account-orders': lazyPage(() => import('../pages/orders/orders-page'), 'OrdersPage'),
  'account-sales': lazyPage(() => import('../pages/sales/sales-page'), 'SalesPage'),
  'account-service-list': serviceList,
  'account-service-list-category': serviceList.with({ byCategory: true }),
  'account-display-plans': lazyPage(
    () => import('../pages/display-plans/display-plans-page'),
    'DisplayPlansPage',
  ),
  'account-essence-list': lazyPage(
    () => import('../pages/essence-list/essence-list-page'),
    'EssenceListPage',
  ),
  'account-budgets': lazyPage(() => import('../pages/budgets/budgets-page'), 'BudgetsPage'),
  invitation: lazyPage(() => import('../pages/invitation/invitation-page'), 'InvitationPage'),
  'account-users': lazyPage(() => import('../pages/account-users/account-users-page'), 'AccountUsersPage'),
  'account-users-contact-create': lazyPage(
    () => import('../pages/account-users-contact-create/contact-create-page'),
    'ContactCreatePage',
  ),
  'account-users-contact-edit': lazyPage(
    () => import('../pages/account-users-contact-edit/contact-edit-page'),
    'ContactEditPage',
  ),
  'account-company-data': lazyPage(
    () => import('../pages/company-data/company-data-page'),
    'CompanyDataPage',
  ),
  'account-settings': lazyPage(() => import('../pages/settings/settings-page'), 'SettingsPage'),
  'account-users-location': lazyPage(() => import('../pages/locations/locations-page'), 'LocationsPage'),
  register: lazyPage(() => import('../pages/register/register-pages'), 'RegisterPage'),
  'register-new': lazyPage(() => import('../pages/register/register-pages'), 'RegisterNewPage'),
  'register-existing': lazyPage(() => import('../pages/register/register-pages'), 'RegisterExistingPage'),
  'account-users-contact-approval': lazyPage(
    () => import('../pages/contact-approval/contact-approval-page'),
    'ContactApprovalPage',
  ),
  contact: lazyPage(() => import('../pages/contact/contact-page'), 'ContactPage'),
  'staff-registrations': lazyPage(
    () => import('../pages/staff-registrations/staff-registrations-page'),
    'StaffRegistrationsPage',
  ),
  'staff-registration': lazyPage(
    () => import('../pages/staff-registrations/staff-registration-page'),
    'StaffRegistrationPage',
  ),
};

/** True when the route renders a page of its own (tested for every route of the table). */
export function hasBuiltPage(name: RouteBaseName): boolean {
  return name in BUILT_PAGES;
}

function routePageOf(name: RouteBaseName): RoutePage {
  if (name === 'account') return BUILT_PAGES['account-home'];
  if (name === 'slug') return content;
  return BUILT_PAGES[name];
}

export function pageElementOf(name: RouteBaseName): ReactNode {
  return routePageOf(name).element();
}

/** The locale's start page: the sign-out page on the way back from sign-out (decision 0111), else home. */
function HomeOrSignedOut() {
  const [search] = useSearchParams();
  return search.get('state') === SIGNED_OUT_STATE ? signedOut.element() : homePage.element();
}

/** The content page: the home page for the empty slug, a CMS page otherwise. */
export const homeElement = <HomeOrSignedOut />;
export const contentElement = content.element();

/**
 * The page a shop path renders, for loading its code ahead (link intent, the first page): the account
 * root's is the account home it redirects to; null for paths outside the shop's routes (the 404 page
 * is part of the entry).
 */
export function routePageOfPath(pathname: string): RoutePage | null {
  const match = matchPath(pathname);
  if (!match) return null;
  const { name } = match.route;
  if (name === 'slug') return match.params.slug ? content : homePage;
  return routePageOf(name);
}
