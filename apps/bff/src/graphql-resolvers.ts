import { ACCOUNT_RESOLVERS } from './account/account.module';
import { ACCOUNT_REPORTS_RESOLVERS } from './account-reports/account-reports.module';
import { WEBHOOKS_RESOLVERS } from './webhooks/webhooks.module';
import { API_CLIENTS_RESOLVERS } from './api-clients/api-clients.module';
import { APPROVAL_RESOLVERS } from './approval/approval.module';
import { BUDGETS_RESOLVERS } from './budgets/budgets.module';
import { CARTS_RESOLVERS } from './carts/carts.module';
import { COMPANY_RESOLVERS } from './company/company.module';
import { CONTACT_FORM_RESOLVERS } from './contact-form/contact-form.module';
import { REGISTRATION_DECISIONS_RESOLVERS } from './registration-decisions/registration-decisions.module';
import { CATALOGUE_RESOLVERS } from './catalogue/catalogue.module';
import { CONTENT_RESOLVERS } from './content/content.module';
import { DOCUMENTS_RESOLVERS } from './documents/documents.module';
import { EMPLOYEES_RESOLVERS } from './employees/employees.module';
import { ESSENCE_LIST_RESOLVERS } from './essence-list/essence-list.module';
import { INVITATIONS_RESOLVERS } from './invitations/invitations.module';
import { ORDERS_RESOLVERS } from './orders/orders.module';
import { PRICING_RESOLVERS } from './pricing/pricing.module';
import { QUICK_ORDER_RESOLVERS } from './quick-order/quick-order.module';
import { REGISTRATION_RESOLVERS } from './registration/registration.module';
import { ROUTING_RESOLVERS } from './routing/routing.module';
import { SHOP_CONFIG_RESOLVERS } from './shop-config/shop-config.module';
import { SHOPPING_LISTS_RESOLVERS } from './shopping-lists/shopping-lists.module';
import { USERS_RESOLVERS } from './users/users.module';

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
  ...DOCUMENTS_RESOLVERS,
  ...APPROVAL_RESOLVERS,
  ...QUICK_ORDER_RESOLVERS,
  ...ACCOUNT_REPORTS_RESOLVERS,
  ...BUDGETS_RESOLVERS,
  ...INVITATIONS_RESOLVERS,
  ...API_CLIENTS_RESOLVERS,
  ...WEBHOOKS_RESOLVERS,
  ...USERS_RESOLVERS,
  ...COMPANY_RESOLVERS,
  ...REGISTRATION_RESOLVERS,
  ...REGISTRATION_DECISIONS_RESOLVERS,
  ...CONTACT_FORM_RESOLVERS,
  ...SHOPPING_LISTS_RESOLVERS,
  ...ESSENCE_LIST_RESOLVERS,
];
