import type { ReactNode } from 'react';
import type { RouteBaseName } from '@shop/domain';
import { AccountHomePage } from '../pages/account-home/account-home-page';
import { BudgetsPage } from '../pages/budgets/budgets-page';
import { CartPage } from '../pages/cart/cart-page';
import { CartDetailPage } from '../pages/cart-detail/cart-detail-page';
import { CartsPage } from '../pages/carts/carts-page';
import { LoginPage } from '../pages/login/login-page';
import { CategoryPage } from '../pages/category/category-page';
import { OrderConfirmationPage } from '../pages/order-confirmation/order-confirmation-page';
import { OrderFinishPage } from '../pages/order-finish/order-finish-page';
import { ProductPage } from '../pages/product/product-page';
import { SearchPage } from '../pages/search/search-page';
import { ContentPage } from '../pages/content/content-page';
import { HomePage } from '../pages/home/home-page';
import { MaintenancePage } from '../pages/maintenance/maintenance-page';
import { KitchensinkPage } from '../pages/kitchensink/kitchensink-page';
import { OrdersPage } from '../pages/orders/orders-page';
import { QuickOrderPage } from '../pages/quick-order/quick-order-page';
import { DisplayPlansPage } from '../pages/display-plans/display-plans-page';
import { SalesPage } from '../pages/sales/sales-page';
import { ServiceListPage } from '../pages/service-list/service-list-page';
import { PageShell } from '../pages/page-shell/page-shell';

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
