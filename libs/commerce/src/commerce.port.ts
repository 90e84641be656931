import { ACCOUNT_REPORTS_PORT, type AccountReportsPort } from './account-reports.port';
import { BUDGET_PORT, type BudgetPort } from './budget.port';
import { CART_PORT, type CartPort } from './cart.port';
import { CATALOGUE_PORT, type CataloguePort } from './catalogue.port';
import { CUSTOMER_PORT, type CustomerPort } from './customer.port';
import { ORDER_PORT, type OrderPort } from './order.port';
import { SHOP_CONFIG_PORT, type ShopConfigPort } from './shop-config.port';

/**
 * The whole commerce backend: catalogue, customers, shop config, carts, orders, account reports and
 * budgets. Each capability is its own port with its own token, and a class injects only the ports it
 * uses (docs/architecture.md). This type is only a convenience for an outside system that implements
 * every capability in one object: `provideCommerce` registers that object under every token. The next
 * capability is a new port and token, not a new member of this type's intersection.
 */
export type CommercePort = CataloguePort &
  CustomerPort &
  ShopConfigPort &
  CartPort &
  OrderPort &
  AccountReportsPort &
  BudgetPort;

/** The injection token of each capability of CommercePort. */
export const COMMERCE_PORT_TOKENS = [
  CATALOGUE_PORT,
  CUSTOMER_PORT,
  SHOP_CONFIG_PORT,
  CART_PORT,
  ORDER_PORT,
  ACCOUNT_REPORTS_PORT,
  BUDGET_PORT,
] as const;

/** A value provider in the shape Nest takes (this library does not depend on Nest). */
export interface CommerceValueProvider {
  provide: (typeof COMMERCE_PORT_TOKENS)[number];
  useValue: CommercePort;
}

/** Registers one object that implements the whole commerce backend under every capability's token. */
export function provideCommerce(adapter: CommercePort): CommerceValueProvider[] {
  return COMMERCE_PORT_TOKENS.map((token) => ({ provide: token, useValue: adapter }));
}
