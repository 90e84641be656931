import { buildBudgetSeed, type BudgetSeedRow } from './budgets';
import { buildCartSeed, type CartSeed } from './carts';
import { buildCategories, buildProducts, type CategoryRow, type ProductRow } from './catalogue';
import { buildCmsRedirects, type CmsRedirectRow } from './cms-redirects';
import { buildCmsStories, type CmsStoryRow } from './cms-stories';
import { buildExternalOrderSeed, type ExternalOrderSeed } from './external-orders';
import { buildPriceSeed, type PriceSeed } from './customer-prices';
import { buildIntegrationClients, type IntegrationClientRow } from './integration-clients';
import { buildPeople, type People } from './people';
import { buildCompanySeed, type CompanySeed } from './company';
import { buildPlanSeed, type PlanSeed } from './plans';
import { buildServiceSeed, type ServiceSeed } from './service-reports';
import { buildTenants, type TenantRow } from './tenants';

export interface SeedData extends People {
  scale: number;
  tenants: TenantRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  company: CompanySeed;
  stories: CmsStoryRow[];
  redirects: CmsRedirectRow[];
  /** Customer and tier prices (libs/db/src/seed/customer-prices.ts). */
  prices: PriceSeed;
  /** Carts in several states per tenant (libs/db/src/seed/carts.ts). */
  carts: CartSeed;
  /** One API client per tenant (libs/db/src/seed/integration-clients.ts). */
  integrationClients: IntegrationClientRow[];
  /** EXTERNAL orders with invoices and credit memos (libs/db/src/seed/external-orders.ts). */
  externalOrders: ExternalOrderSeed;
  /** The service list: services and what was performed for each customer (./service-reports.ts). */
  services: ServiceSeed;
  /** Display plans: types, plans and rows (./plans.ts). */
  plans: PlanSeed;
  /** Budgets of seeded contacts in every period kind (libs/db/src/seed/budgets.ts). */
  budgets: BudgetSeedRow[];
}

/** Pure and deterministic: the same scale always yields the same data. */
export function generateSeedData(scale = 1): SeedData {
  if (!(scale > 0) || !Number.isFinite(scale))
    throw new Error(`Seed scale must be a positive number, got ${scale}`);
  const tenants = buildTenants();
  const categories = buildCategories();
  const { products } = buildProducts(scale);
  const people = buildPeople(scale);
  const tenantNames = Object.fromEntries(tenants.map((tenant) => [tenant.mandant_code, tenant.name]));
  const stories = buildCmsStories(categories, products, tenantNames);
  const redirects = buildCmsRedirects(categories);
  const prices = buildPriceSeed(products, people.customers);
  const carts = buildCartSeed(products, people);
  const integrationClients = buildIntegrationClients(people.contacts);
  const externalOrders = buildExternalOrderSeed(tenants, products, people);
  const services = buildServiceSeed(people);
  const plans = buildPlanSeed(people, products, categories);
  const budgets = buildBudgetSeed(people);
  const company = buildCompanySeed(products, people);
  return {
    scale,
    tenants,
    categories,
    products,
    stories,
    redirects,
    prices,
    carts,
    integrationClients,
    externalOrders,
    services,
    plans,
    budgets,
    company,
    ...people,
  };
}
