import type { Db } from '../db';
import { hashPasswordAsync } from '../password';
import { addMissingBudgets, insertBudgetSeed } from './budgets';
import { insertCartSeed } from './carts';
import { insertCompanySeed } from './company';
import { insertExternalOrderSeed } from './external-orders';
import { generateSeedData, type SeedData } from './generate';
import { insertPriceSeed } from './customer-prices';
import { insertRows } from './insert-rows';
import { buildIntegrationClients } from './integration-clients';
import { buildPeople, DEMO_PASSWORD, OPS_LOGIN, opsAccount, seedSaltFor } from './people';
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
   * before 0029 (their rows carry the company, name and role of that migration). Default true.
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
  /**
   * False leaves out the company data of customers, their locations and their stock: for a database
   * migrated only up to a migration before 0028. Default true.
   */
  company?: boolean;
  /**
   * False leaves out the catalogue details of products and categories (meta texts, search keywords,
   * type, order hints, search-engine texts): for a database migrated only up to a migration before
   * 0035. Default true.
   */
  catalogueDetails?: boolean;
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
  'business_unit_stock',
  'business_unit_associate',
  'business_unit',
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
  'ops_operator',
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
    `insert into integration_client (client_id, mandant_code, customer_id, contact_id, description, name, role)
     select x.client_id, x.mandant_code, c.customer_id, x.contact_id, x.description, x.name, x.role
       from jsonb_to_recordset($1::jsonb)
            as x(client_id text, mandant_code text, contact_id text, description text, name text, role text)
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
 * Adds what migration 0028 brought (issue 26) to a database seeded before it, in one transaction: the
 * customers' company data, their locations, associates and stock. Nothing when locations exist. Its
 * customers and products must be those of `scale`. Answers how many locations were added.
 */
export async function addMissingCompany(db: Db, scale: number): Promise<number> {
  if (await db.one('select 1 from business_unit limit 1')) return 0;
  const { company } = generateSeedData(scale);
  await db.transaction((tx) => insertCompanySeed(tx, company));
  return company.businessUnits.length;
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

/**
 * Adds what migration 0035 could not derive to a database seeded before it, in one transaction: the
 * products' order hints in their category and the tenants' partner programme and newsletter templates
 * (decisions 0117, 0118). Nothing when any product has an order hint. Its products must be those of
 * `scale`. Answers how many products got a hint.
 */
export async function addMissingCatalogueDetails(db: Db, scale: number): Promise<number> {
  if (await db.one('select 1 from product where category_order_hint is not null limit 1')) return 0;
  const data = generateSeedData(scale);
  const hinted = data.products.filter((product) => product.category_order_hint !== null);
  await db.transaction(async (tx) => {
    await tx.query(
      `update product p set category_order_hint = x.hint
         from jsonb_to_recordset($1::jsonb) as x(id text, hint integer)
        where p.id = x.id`,
      [JSON.stringify(hinted.map((product) => ({ id: product.id, hint: product.category_order_hint })))],
    );
    await tx.query(
      `update tenant t
          set config = t.config || jsonb_build_object('partner', x.partner, 'hubspotTemplates', x.templates)
         from jsonb_to_recordset($1::jsonb) as x(mandant_code text, partner jsonb, templates jsonb)
        where t.mandant_code = x.mandant_code and not (t.config ? 'partner')`,
      [
        JSON.stringify(
          data.tenants.map((tenant) => ({
            mandant_code: tenant.mandant_code,
            partner: tenant.config.partner,
            templates: tenant.config.hubspotTemplates,
          })),
        ),
      ],
    );
  });
  return hinted.length;
}

/**
 * The seeded operations person's row (migration 0037); nothing when it is there, or when the database is
 * migrated only up to an earlier migration (the tests of older migrations seed such databases; the seed
 * command adds the row later, addMissingOpsOperator).
 */
async function insertOpsOperator(db: Db): Promise<number> {
  const table = await db.one<{ found: string | null }>(`select to_regclass('ops_operator')::text as found`);
  if (!table?.found) return 0;
  const rows = await db.query(
    `insert into ops_operator (login_email, name) values ($1, $2)
     on conflict (login_email) do nothing returning login_email`,
    [OPS_LOGIN.email, `${OPS_LOGIN.givenName} ${OPS_LOGIN.familyName}`],
  );
  return rows.length;
}

/**
 * Adds the seeded operations person (migration 0037) to a database seeded before it: the IdP account
 * and the ops_operator row, in one transaction; answers whether anything was added.
 */
export async function addMissingOpsOperator(db: Db): Promise<boolean> {
  const account = opsAccount();
  const hash = await hashPasswordAsync(DEMO_PASSWORD, seedSaltFor(account.email));
  return db.transaction(async (tx) => {
    const accounts = await tx.query(
      `insert into idp_account (subject, email, password_hash, given_name, family_name)
       select $1, $2, $3, $4, $5 where not exists (select 1 from idp_account where lower(email) = lower($2))
       returning subject`,
      [account.subject, account.email, hash, account.given_name, account.family_name],
    );
    const operators = await insertOpsOperator(tx);
    return accounts.length + operators > 0;
  });
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
  withCompany: boolean,
  withCatalogueDetails: boolean,
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
      ...(withCatalogueDetails ? { seo: 'jsonb' } : {}),
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
      ...(withCatalogueDetails
        ? { meta: 'jsonb', search_keywords: 'jsonb', product_type: 'text', category_order_hint: 'integer' }
        : {}),
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
  await insertOpsOperator(db);
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
      {
        client_id: 'text',
        mandant_code: 'text',
        customer_id: 'text',
        contact_id: 'text',
        description: 'text',
        name: 'text',
        role: 'text',
      },
      data.integrationClients,
    );
  }
  if (withExternalOrders) await insertExternalOrderSeed(db, data.externalOrders);
  if (withAccountReports) {
    await insertServiceSeed(db, data.services);
    await insertPlanSeed(db, data.plans);
  }
  if (withBudgets) await insertBudgetSeed(db, data.budgets);
  if (withCompany) await insertCompanySeed(db, data.company);
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
  const withCompany = options.company ?? true;
  const withCatalogueDetails = options.catalogueDetails ?? true;
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
      withCompany,
      withCatalogueDetails,
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
