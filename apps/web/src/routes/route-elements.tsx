import type { ReactNode } from 'react';
import type { RouteBaseName } from '@shop/domain';
import { AccountHomePage } from '../features/account/account-home-page';
import { BudgetsPage } from '../features/budgets/budgets-page';
import { CartPage } from '../features/cart/cart-page';
import { CartDetailPage } from '../features/cart-administration/cart-detail-page';
import { CartsPage } from '../features/cart-administration/carts-page';
import { LoginPage } from '../features/auth/login-page';
import { CategoryPage } from '../features/catalogue/category-page';
import { OrderConfirmationPage } from '../features/checkout/order-confirmation-page';
import { OrderFinishPage } from '../features/checkout/order-finish-page';
import { ProductPage } from '../features/catalogue/product-page';
import { SearchPage } from '../features/catalogue/search-page';
import { ContentPage } from '../features/content/content-page';
import { HomePage } from '../features/content/home-page';
import { MaintenancePage } from '../features/maintenance/maintenance-page';
import { KitchensinkPage } from '../features/page-shells/kitchensink-page';
import { OrdersPage } from '../features/orders/orders-page';
import { QuickOrderPage } from '../features/quick-order/quick-order-page';
import { DisplayPlansPage } from '../features/display-plans/display-plans-page';
import { SalesPage } from '../features/sales/sales-page';
import { ServiceListPage } from '../features/service-list/service-list-page';
import { PageShell } from '../features/page-shells/page-shell';

/**
 * The page of each route. Routes whose feature is built render it; the others render their page
 * shell (title, breadcrumb, honest empty state) until their issue builds them.
 */
const BUILT_PAGES: Partial<Record<RouteBaseName, () => ReactNode>> = {
  'account-home': () => <AccountHomePage />,
  login: () => <LoginPage />,
  maintenance: () => <MaintenancePage />,
  kitchensink: () => <KitchensinkPage />,
  preview: () => <ContentPage preview />,
  'c-category': () => <CategoryPage />,
  'p-product': () => <ProductPage />,
  search: () => <SearchPage />,
  cart: () => <CartPage />,
  'quick-order': () => <QuickOrderPage />,
  'account-carts': () => <CartsPage />,
  'account-carts-cart': () => <CartDetailPage />,
  'order-confirmation': () => <OrderConfirmationPage />,
  'order-finish': () => <OrderFinishPage />,
  'account-orders': () => <OrdersPage />,
  'account-sales': () => <SalesPage />,
  'account-service-list': () => <ServiceListPage />,
  'account-service-list-category': () => <ServiceListPage byCategory />,
  'account-display-plans': () => <DisplayPlansPage />,
  'account-budgets': () => <BudgetsPage />,
};

export function pageElementOf(name: RouteBaseName): ReactNode {
  const built = BUILT_PAGES[name];
  return built ? built() : <PageShell name={name} />;
}

/** The content page: the home page for the empty slug, a CMS page otherwise. */
export const homeElement = <HomePage />;
export const contentElement = <ContentPage />;
