import { ACCOUNT_RESOLVERS } from './account/account.module';
import { APPROVAL_RESOLVERS } from './approval/approval.module';
import { BUDGETS_RESOLVERS } from './budgets/budgets.module';
import { CARTS_RESOLVERS } from './carts/carts.module';
import { CATALOGUE_RESOLVERS } from './catalogue/catalogue.module';
import { CONTENT_RESOLVERS } from './content/content.module';
import { EMPLOYEES_RESOLVERS } from './employees/employees.module';
import { ORDERS_RESOLVERS } from './orders/orders.module';
import { PRICING_RESOLVERS } from './pricing/pricing.module';
import { QUICK_ORDER_RESOLVERS } from './quick-order/quick-order.module';
import { ROUTING_RESOLVERS } from './routing/routing.module';
import { SHOP_CONFIG_RESOLVERS } from './shop-config/shop-config.module';

/**
 * Every resolver of the schema, for the SDL printer (schema/build-schema.ts). Each domain module
 * registers its own; this list only puts them together.
 */
export const GRAPHQL_RESOLVERS = [
  ...SHOP_CONFIG_RESOLVERS,
  ...CATALOGUE_RESOLVERS,
  ...CONTENT_RESOLVERS,
  ...ACCOUNT_RESOLVERS,
  ...ROUTING_RESOLVERS,
  ...EMPLOYEES_RESOLVERS,
  ...PRICING_RESOLVERS,
  ...CARTS_RESOLVERS,
  ...ORDERS_RESOLVERS,
  ...APPROVAL_RESOLVERS,
  ...QUICK_ORDER_RESOLVERS,
  ...BUDGETS_RESOLVERS,
];
