import type { Db } from '../db';
import { hashPasswordAsync } from '../password';
import { addMissingBudgets, insertBudgetSeed } from './budgets';
import { insertCartSeed } from './carts';
import { insertExternalOrderSeed } from './external-orders';
import { generateSeedData, type SeedData } from './generate';
import { insertPriceSeed } from './customer-prices';
import { insertRows } from './insert-rows';
import { buildIntegrationClients } from './integration-clients';
import { buildPeople, DEMO_PASSWORD, seedSaltFor } from './people';
import { insertPlanSeed } from './plans';
import { insertServiceSeed } from './service-reports';

export interface SeedOptions {
  /** Multiplies the catalogue size (1 = 1,680 master products, about 1,500 per tenant); fractions allowed. */
  scale?: number;
  /**
   * False leaves the carts out: for a database migrated only up to a migration before 0011 (which
   * has no cart tables), as migration tests build one. Default true.
   */
  carts?: boolean;
  /**
   * False leaves out the minimum-quantity surcharge columns of tenants and customers: for a
   * database migrated only up to a migration before 0016. Default true.
   */
  minimumSurcharge?: boolean;
  /**
   * False leaves out the approval reminder columns of customers and carts: for a database migrated
   * only up to a migration before 0019. Default true.
   */
  approvalReminders?: boolean;
  /**
   * False leaves out the API clients of integrators: for a database migrated only up to a migration
   * before 0020. Default true.
   */
  integrationClients?: boolean;
  /**
   * False leaves out the EXTERNAL orders with their invoices and credit memos: for a database
   * migrated only up to a migration before 0021. Default true.
   */
  externalOrders?: boolean;
  /**
   * False leaves out the sales contacts of customers (and the employees' contact columns), the
   * service list and the display plans: for a database migrated only up to a migration before 0023.
   * Default true.
   */
  accountReports?: boolean;
  /**
   * False leaves out the budgets: for a database migrated only up to a migration before 0022.
   * Default true.
   */
  budgets?: boolean;
}

export interface SeedCounts {
  tenants: number;
  categories: number;
  products: number;
  customers: number;
  contacts: number;
  employees: number;
  idpAccounts: number;
  cmsStories: number;
  cmsRedirects: number;
  carts: number;
  integrationClients: number;
  externalOrders: number;
  billingDocuments: number;
  serviceEntries: number;
  plans: number;
  budgets: number;
}

/** Tables the seed fills, children first; --reset truncates them (and, by cascade, what refers to them). */
export const SEEDED_TABLES = [
  'billing_document_line',
  'billing_document',
  'shop_order_line',
  'shop_order',
  'plan_row',
  'plan',
  'plan_type',
  'service_entry',
  'service',
  'budget_ledger',
  'budget',
  'integration_client',
  'cart_event',
  'cart_line',
  'cart',
  'cms_redirect',
  'idp_account',
  'cms_story',
  'contact',
  'employee',
  'customer',
  'product',
  'category',
  'tenant',
] as const;

export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.one('select 1 from tenant limit 1')) !== null;
}

/**
 * Adds the seeded API clients (decision 0048) to a database seeded before migration 0020, for the
 * tenants whose seeded contact is there (its id does not depend on the scale); clients already
 * registered stay as they are. Answers the ids added.
 */
export async function addMissingIntegrationClients(db: Db): Promise<string[]> {
  const rows = buildIntegrationClients(buildPeople(1).contacts);
  const added = await db.query<{ client_id: string }>(
    `insert into integration_client (client_id, mandant_code, contact_id, description)
     select x.client_id, x.mandant_code, x.contact_id, x.description
       from jsonb_to_recordset($1::jsonb) as x(client_id text, mandant_code text, contact_id text, description text)
       join contact c on c.id = x.contact_id and c.mandant_code = x.mandant_code
     on conflict (client_id) do nothing
     returning client_id`,
    [JSON.stringify(rows)],
  );
  return added.map((row) => row.client_id).sort();
}

/**
 * Adds the EXTERNAL orders with their invoices and credit memos (migration 0021) to a database seeded
 * before them, when it has none; answers how many orders were added. Its customers and products must
 * be those of `scale` (an insert that finds them missing fails as a whole and changes nothing).
 */
export async function addMissingExternalOrders(db: Db, scale: number): Promise<number> {
  if (await db.one("select 1 from shop_order where source = 'EXTERNAL' limit 1")) return 0;
  const data = generateSeedData(scale);
  await db.transaction((tx) => insertExternalOrderSeed(tx, data.externalOrders));
  return data.externalOrders.orders.length;
}

/**
 * Adds the seeded budgets (issue 14) to a database seeded before migration 0022, in one transaction;
 * nothing when it has budgets already. Answers how many were added.
 */
export function addMissingSeedBudgets(db: Db): Promise<number> {
  return db.transaction((tx) => addMissingBudgets(tx, buildPeople(1)));
}

/**
 * Adds what migration 0023 brought (issue 14) to a database seeded before it, in one transaction:
 * the staff who look after customers with their salutation, mail and phone (new ones inserted, the
 * existing employee's columns filled), each customer's sales, service and shipment contact where none
 * is set, the services with their entries and the display plans. Nothing when services exist. Like
 * addMissingExternalOrders, its customers must be those of `scale`. Answers how many plans were added.
 */
export async function addMissingAccountReports(db: Db, scale: number): Promise<number> {
  if (await db.one('select 1 from service limit 1')) return 0;
  const data = generateSeedData(scale);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into employee (id, mandant_code, employee_no, login_email, first_name, last_name, salutation, email, phone)
       select x.id, x.mandant_code, x.employee_no, x.login_email, x.first_name, x.last_name, x.salutation, x.email, x.phone
         from jsonb_to_recordset($1::jsonb) as x(id text, mandant_code text, employee_no text, login_email text,
              first_name text, last_name text, salutation text, email text, phone text)
       on conflict (id) do update set salutation = excluded.salutation, email = excluded.email, phone = excluded.phone`,
      [JSON.stringify(data.employees)],
    );
    await tx.query(
      `update customer c
          set salesperson_id = x.salesperson_id, service_contact_id = x.service_contact_id,
              shipment_contact_id = x.shipment_contact_id
         from jsonb_to_recordset($1::jsonb) as x(id text, salesperson_id text, service_contact_id text,
              shipment_contact_id text)
        where c.id = x.id and c.salesperson_id is null and c.service_contact_id is null
          and c.shipment_contact_id is null`,
      [JSON.stringify(data.customers)],
    );
    await insertServiceSeed(tx, data.services);
    await insertPlanSeed(tx, data.plans);
  });
  return data.plans.plans.length;
}

export async function truncateSeededTables(db: Db): Promise<void> {
  await db.query(`truncate ${SEEDED_TABLES.join(', ')} restart identity cascade`);
}

async function insertSeedData(
  db: Db,
  data: SeedData,
  passwordHashes: Promise<string[]>,
  withCarts: boolean,
  withSurcharge: boolean,
  withReminders: boolean,
  withIntegrationClients: boolean,
  withExternalOrders: boolean,
  withAccountReports: boolean,
  withBudgets: boolean,
): Promise<void> {
  await insertRows(
    db,
    'tenant',
    {
      mandant_code: 'text',
      name: 'text',
      country_code: 'text',
      currency: 'text',
      tax_percent: 'integer',
      config: 'jsonb',
      ...(withSurcharge
        ? {
            min_order_net_cents: 'integer',
            min_qty_surcharge_cents: 'integer',
            min_qty_surcharge_sku: 'text',
          }
        : {}),
    },
    data.tenants,
  );
  await insertRows(
    db,
    'category',
    {
      id: 'text',
      key: 'text',
      parent_id: 'text',
      depth: 'integer',
      order_hint: 'integer',
      name: 'jsonb',
      slug: 'jsonb',
    },
    data.categories,
  );
  await insertRows(
    db,
    'product',
    {
      id: 'text',
      mandant_code: 'text',
      sku: 'text',
      ean: 'text',
      category_id: 'text',
      name: 'jsonb',
      description: 'jsonb',
      slug: 'jsonb',
      unit: 'text',
      pack_size: 'integer',
      list_price_cents: 'integer',
      currency: 'text',
      image: 'text',
      attributes: 'jsonb',
    },
    data.products,
  );
  // Employees first: customers refer to their sales contacts (migration 0023).
  await insertRows(
    db,
    'employee',
    {
      id: 'text',
      mandant_code: 'text',
      employee_no: 'text',
      login_email: 'text',
      first_name: 'text',
      last_name: 'text',
      ...(withAccountReports ? { salutation: 'text', email: 'text', phone: 'text' } : {}),
    },
    data.employees,
  );
  await insertRows(
    db,
    'customer',
    {
      id: 'text',
      mandant_code: 'text',
      customer_no: 'text',
      name1: 'text',
      name2: 'text',
      street: 'text',
      post_code: 'text',
      city: 'text',
      country_code: 'text',
      language_code: 'text',
      customer_group_code: 'text',
      email: 'text',
      phone: 'text',
      currency: 'text',
      ...(withSurcharge ? { excl_from_min_qty_charge: 'boolean' } : {}),
      ...(withReminders ? { reminder_mail_interval: 'text' } : {}),
      ...(withAccountReports
        ? { salesperson_id: 'text', service_contact_id: 'text', shipment_contact_id: 'text' }
        : {}),
    },
    data.customers,
  );
  await insertRows(
    db,
    'contact',
    {
      id: 'text',
      customer_id: 'text',
      mandant_code: 'text',
      contact_no: 'text',
      login_email: 'text',
      salutation: 'text',
      first_name: 'text',
      last_name: 'text',
      email: 'text',
      phone: 'text',
      position: 'text',
      role: 'text',
      deletion_state: 'boolean',
    },
    data.contacts,
  );
  const hashes = await passwordHashes;
  await insertRows(
    db,
    'idp_account',
    { subject: 'text', email: 'text', password_hash: 'text', given_name: 'text', family_name: 'text' },
    data.accounts.map((account, i) => ({ ...account, password_hash: hashes[i] })),
  );
  await insertRows(
    db,
    'cms_story',
    { locale: 'text', slug: 'text', name: 'text', content: 'jsonb', draft: 'boolean' },
    data.stories,
  );
  await insertRows(
    db,
    'cms_redirect',
    { mandant_code: 'text', locale: 'text', from_path: 'text', target: 'text', external: 'boolean' },
    data.redirects,
  );
  await insertPriceSeed(db, data.prices);
  if (withCarts) await insertCartSeed(db, data.carts, { approvalReminders: withReminders });
  if (withIntegrationClients) {
    await insertRows(
      db,
      'integration_client',
      { client_id: 'text', mandant_code: 'text', contact_id: 'text', description: 'text' },
      data.integrationClients,
    );
  }
  if (withExternalOrders) await insertExternalOrderSeed(db, data.externalOrders);
  if (withAccountReports) {
    await insertServiceSeed(db, data.services);
    await insertPlanSeed(db, data.plans);
  }
  if (withBudgets) await insertBudgetSeed(db, data.budgets);
}

/** Generates the data for `scale` and inserts it in one transaction. Expects migrated, empty tables. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedCounts> {
  const data = generateSeedData(options.scale ?? 1);
  // scrypt (~3 s at scale 1) runs on the thread pool while the catalogue is inserted.
  const passwordHashes = Promise.all(
    data.accounts.map((account) => hashPasswordAsync(DEMO_PASSWORD, seedSaltFor(account.email))),
  );
  // Awaited in insertSeedData; this only keeps a failure before that from being unhandled.
  passwordHashes.catch(() => undefined);
  const withCarts = options.carts ?? true;
  const withSurcharge = options.minimumSurcharge ?? true;
  const withReminders = options.approvalReminders ?? true;
  const withIntegrationClients = options.integrationClients ?? true;
  const withExternalOrders = options.externalOrders ?? true;
  const withAccountReports = options.accountReports ?? true;
  const withBudgets = options.budgets ?? true;
  await db.transaction((tx) =>
    insertSeedData(
      tx,
      data,
      passwordHashes,
      withCarts,
      withSurcharge,
      withReminders,
      withIntegrationClients,
      withExternalOrders,
      withAccountReports,
      withBudgets,
    ),
  );
  return {
    tenants: data.tenants.length,
    categories: data.categories.length,
    products: data.products.length,
    customers: data.customers.length,
    contacts: data.contacts.length,
    employees: data.employees.length,
    idpAccounts: data.accounts.length,
    cmsStories: data.stories.length,
    cmsRedirects: data.redirects.length,
    carts: withCarts ? data.carts.carts.length : 0,
    integrationClients: withIntegrationClients ? data.integrationClients.length : 0,
    externalOrders: withExternalOrders ? data.externalOrders.orders.length : 0,
    billingDocuments: withExternalOrders ? data.externalOrders.documents.length : 0,
    serviceEntries: withAccountReports ? data.services.entries.length : 0,
    plans: withAccountReports ? data.plans.plans.length : 0,
    budgets: withBudgets ? data.budgets.length : 0,
  };
}
