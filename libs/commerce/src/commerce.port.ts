import type { AccountReportsPort } from './account-reports.port';
import type { BudgetPort } from './budget.port';
import type { CartPort } from './cart.port';
import type { CataloguePort } from './catalogue.port';
import type { CustomerPort } from './customer.port';
import type { OrderPort } from './order.port';
import type { ShopConfigPort } from './shop-config.port';

/**
 * The commerce backend: catalogue, customers, contacts, carts, orders, budgets (later lists …), one port per
 * capability. Every method takes the ShopContext first; results are scoped to ctx.mandantCode and,
 * where it matters, to ctx.customer. Texts come in ctx.language.
 */
export type CommercePort = CataloguePort &
  CustomerPort &
  ShopConfigPort &
  CartPort &
  OrderPort &
  AccountReportsPort &
  BudgetPort;

export const COMMERCE_PORT = Symbol('COMMERCE_PORT');
