import { defaultMinimumSurchargeRule } from '@shop/domain';
import { LANGUAGES, MANDANT_CODES } from '@shop/locales';
import { migrate } from '../src/migrate';
import { verifyPassword } from '../src/password';
import { SEED_APPROVAL_REQUESTED_DAYS_AGO } from '../src/seed/carts';
import { generateSeedData } from '../src/seed/generate';
import { DEMO_PASSWORD } from '../src/seed/people';
import { integrationClientIdOf } from '../src/seed/integration-clients';
import {
  addMissingIntegrationClients,
  addMissingOpsOperator,
  isSeeded,
  seed,
  truncateSeededTables,
} from '../src/seed/seed';
import { databaseTargets, type TestDatabase } from '../src/testing';

const SCALE = 0.1;
jest.setTimeout(60_000);

const productChecksum = async (database: TestDatabase) =>
  (
    await database.db.one<{ sum: string }>(
      `select md5(string_agg(concat_ws('|', id, mandant_code, sku, ean, category_id, name::text, description::text,
              slug::text, unit, pack_size, list_price_cents, currency, image, attributes::text), E'\\n' order by id)) as sum
         from product`,
    )
  )?.sum;

describe.each(databaseTargets())('migrate and seed on $name', (target) => {
  let database: TestDatabase;
  const expected = generateSeedData(SCALE);

  beforeAll(async () => {
    database = await target.start();
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('migrates, and migrating again changes nothing', async () => {
    const first = await migrate(database.db);
    expect(first.applied).toContain('0001_foundation.sql');
    const second = await migrate(database.db);
    expect(second.applied).toEqual([]);
    expect(second.skipped).toEqual(first.applied);
    const rows = await database.db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((r) => r.name)).toEqual(first.applied);
  });

  it('seeds an empty database and reports the counts', async () => {
    expect(await isSeeded(database.db)).toBe(false);
    const counts = await seed(database.db, { scale: SCALE });
    expect(counts.tenants).toBe(6);
    expect(counts.products).toBe(expected.products.length);
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('has products on promotion (badge key promotion, docs/rules/data-model.md) in every tenant', async () => {
    const rows = await database.db.query<{ mandant_code: string; n: number }>(
      `select mandant_code, count(*)::int as n from product
        where attributes -> 'badge' @> '[{"key": "promotion"}]'::jsonb group by mandant_code order by 1`,
    );
    expect(rows.map((row) => row.mandant_code)).toEqual([...MANDANT_CODES].sort());
    for (const row of rows) expect(row.n).toBeGreaterThan(0);
  });

  it('has 6 tenants and at least 40 categories over 3 levels', async () => {
    const tenants = await database.db.query<{ mandant_code: string }>(
      'select mandant_code from tenant order by 1',
    );
    expect(tenants.map((t) => t.mandant_code)).toEqual([...MANDANT_CODES].sort());
    const levels = await database.db.query<{ depth: number; n: number }>(
      'select depth, count(*)::int as n from category group by depth order by depth',
    );
    expect(levels.map((l) => l.depth)).toEqual([0, 1, 2]);
    expect(levels.reduce((sum, l) => sum + l.n, 0)).toBeGreaterThanOrEqual(40);
  });

  it('has products for every tenant, with names in all five languages', async () => {
    const rows = await database.db.query<{ mandant_code: string; n: number; missing: number }>(
      `select mandant_code, count(*)::int as n,
              count(*) filter (where not (name ?& $1::text[]))::int as missing
         from product group by mandant_code`,
      [[...LANGUAGES]],
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.n).toBe(expected.products.filter((p) => p.mandant_code === row.mandant_code).length);
      expect(row.missing).toBe(0);
    }
  });

  it('has one contact per role on each tenant’s first customer', async () => {
    const rows = await database.db.query<{ mandant_code: string; role: string | null; n: number }>(
      `select c.mandant_code, c.role, count(*)::int as n
         from contact c join customer cu on cu.id = c.customer_id
        where cu.customer_no = '100001'
        group by c.mandant_code, c.role`,
    );
    expect(rows).toHaveLength(6 * 5);
    for (const row of rows) expect(row.n).toBe(1);
  });

  it('gives every tenant its minimum-quantity surcharge and excludes some customers, never the first', async () => {
    const tenants = await database.db.query<{
      currency: string;
      min_order_net_cents: number;
      min_qty_surcharge_cents: number;
      min_qty_surcharge_sku: string;
    }>('select currency, min_order_net_cents, min_qty_surcharge_cents, min_qty_surcharge_sku from tenant');
    for (const tenant of tenants) {
      const rule = defaultMinimumSurchargeRule(tenant.currency)!;
      expect(tenant).toEqual({
        currency: tenant.currency,
        min_order_net_cents: rule.minimumNetCents,
        min_qty_surcharge_cents: rule.surchargeCents,
        min_qty_surcharge_sku: rule.sku,
      });
    }
    const excluded = await database.db.query<{ mandant_code: string; customer_no: string }>(
      'select mandant_code, customer_no from customer where excl_from_min_qty_charge order by 1, 2',
    );
    expect(new Set(excluded.map((row) => row.mandant_code))).toEqual(new Set(MANDANT_CODES));
    expect(excluded.map((row) => row.customer_no)).not.toContain('100001');
    expect(excluded.map((row) => row.customer_no)).toContain('100002');
  });

  it('stores IdP accounts that verify with the demo password', async () => {
    const accounts = await database.db.query<{ email: string; password_hash: string }>(
      `select email, password_hash from idp_account
        where email like 'admin@%' or email like 'employee@%' or email in ('newcomer@shop.example', 'ops@shop.example')`,
    );
    expect(accounts).toHaveLength(14);
    for (const account of accounts) {
      expect(verifyPassword(DEMO_PASSWORD, account.password_hash)).toBe(true);
      expect(verifyPassword('wrong', account.password_hash)).toBe(false);
    }
    const total = await database.db.one<{ n: number }>('select count(*)::int as n from idp_account');
    expect(total?.n).toBe(expected.accounts.length);
  });

  it('grants the operations role to the seeded ops login only (migration 0037, decision 0138)', async () => {
    expect(await database.db.query('select login_email, name from ops_operator')).toEqual([
      { login_email: 'ops@shop.example', name: 'Oskar Betrieb' },
    ]);
  });

  it('adds the ops login to a database seeded before migration 0037, once', async () => {
    await database.db.query('delete from ops_operator');
    await database.db.query("delete from idp_account where email = 'ops@shop.example'");
    expect(await addMissingOpsOperator(database.db)).toBe(true);
    expect(await addMissingOpsOperator(database.db)).toBe(false);
    const account = await database.db.one<{ password_hash: string }>(
      "select password_hash from idp_account where email = 'ops@shop.example'",
    );
    expect(verifyPassword(DEMO_PASSWORD, account!.password_hash)).toBe(true);
    expect(await database.db.query('select login_email from ops_operator')).toEqual([
      { login_email: 'ops@shop.example' },
    ]);
  });

  it('has a home page and a footer per shop locale', async () => {
    const rows = await database.db.query<{ n: number }>(
      `select count(*)::int as n from cms_story where slug in ('', 'global/footer')`,
    );
    expect(rows[0].n).toBe(14);
  });

  it('has carts in every state per tenant, with lines, a created event and a lock that runs 10 minutes', async () => {
    const rows = await database.db.query<{
      mandant_code: string;
      active: number;
      saved: number;
      locked: number;
      pending_approval: number;
      merged: number;
      without_lines: number;
      without_created_event: number;
    }>(
      `select c.mandant_code,
              count(*) filter (where c.state = 'Active' and c.locked_by is null)::int as active,
              count(*) filter (where c.state = 'Saved' and c.process_status = 'None' and c.process_type = 'Normal')::int as saved,
              count(*) filter (where c.locked_by = c.owner_contact_id
                and c.locked_until between now() + interval '9 minutes' and now() + interval '10 minutes')::int as locked,
              count(*) filter (where c.process_status = 'Open' and c.process_comment is not null
                and o.role = 'ROLE_CART_MANAGER_NO_CHECKOUT')::int as pending_approval,
              count(*) filter (where c.process_type = 'Merged')::int as merged,
              count(*) filter (where not exists (select 1 from cart_line l where l.cart_id = c.id))::int as without_lines,
              count(*) filter (where not exists (select 1 from cart_event e
                where e.cart_id = c.id and e.action = 'created' and e.contact_id = c.owner_contact_id))::int
                as without_created_event
         from cart c join contact o on o.id = c.owner_contact_id
        group by c.mandant_code order by c.mandant_code`,
    );
    expect(rows.map((row) => row.mandant_code)).toEqual([...MANDANT_CODES].sort());
    for (const row of rows) {
      for (const state of ['active', 'saved', 'locked', 'pending_approval', 'merged'] as const)
        expect({ tenant: row.mandant_code, state, seeded: row[state] > 0 }).toEqual({
          tenant: row.mandant_code,
          state,
          seeded: true,
        });
      expect(row.without_lines).toBe(0);
      expect(row.without_created_event).toBe(0);
    }
    const total = await database.db.one<{ n: number }>('select count(*)::int as n from cart');
    expect(total?.n).toBe(expected.carts.carts.length);
  });

  it('stores the reminder periods and when the handed-over carts were handed over (decision 0045)', async () => {
    const periods = await database.db.query<{ id: string; reminder_mail_interval: string }>(
      'select id, reminder_mail_interval from customer order by id',
    );
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect(periods).toEqual(
      [...expected.customers]
        .sort(byId)
        .map(({ id, reminder_mail_interval }) => ({ id, reminder_mail_interval })),
    );
    const carts = await database.db.query<{ waiting: boolean; days_ago: number | null }>(
      `select process_status = 'Open' as waiting,
              round(extract(epoch from now() - approval_requested_at) / 86400)::int as days_ago
         from cart`,
    );
    expect(carts.filter((cart) => cart.waiting).map((cart) => cart.days_ago)).toEqual(
      MANDANT_CODES.map(() => SEED_APPROVAL_REQUESTED_DAYS_AGO),
    );
    expect(carts.filter((cart) => !cart.waiting).every((cart) => cart.days_ago === null)).toBe(true);
  });

  it("gives the e2e logins of each tenant's first customer no Active cart with lines", async () => {
    const rows = await database.db.query<{ login_email: string }>(
      `select o.login_email from cart c join contact o on o.id = c.owner_contact_id
         join customer cu on cu.id = c.customer_id
        where cu.customer_no = '100001' and c.state = 'Active'
          and exists (select 1 from cart_line l where l.cart_id = c.id)`,
    );
    expect(rows).toEqual([]);
  });

  it("registers one API client per tenant, acting as its second customer's administrator (decision 0048)", async () => {
    const rows = await database.db.query<{ client_id: string; login_email: string; customer_no: string }>(
      `select ic.client_id, c.login_email, cu.customer_no
         from integration_client ic
         join contact c on c.id = ic.contact_id and c.mandant_code = ic.mandant_code
         join customer cu on cu.id = c.customer_id
        order by ic.client_id`,
    );
    expect(rows).toEqual(
      [...MANDANT_CODES].sort().map((mandantCode) => ({
        client_id: integrationClientIdOf(mandantCode),
        login_email: `admin2@${mandantCode.toLowerCase()}.example`,
        customer_no: '100002',
      })),
    );
  });

  it('adds the seeded API clients to a database seeded before migration 0020, once', async () => {
    await database.db.query(`delete from integration_client where client_id <> 'integration-20hhat'`);
    const added = await addMissingIntegrationClients(database.db);
    expect(added).toEqual(
      MANDANT_CODES.filter((code) => code !== '20HHAT')
        .map(integrationClientIdOf)
        .sort(),
    );
    expect(await addMissingIntegrationClients(database.db)).toEqual([]);
    const total = await database.db.one<{ n: number }>('select count(*)::int as n from integration_client');
    expect(total?.n).toBe(MANDANT_CODES.length);
  });

  it('gives every customer sales contacts of its own tenant, and services and plans over the last two years', async () => {
    const withoutContacts = await database.db.query(
      `select c.id from customer c
         left join employee s on s.id = c.salesperson_id and s.mandant_code = c.mandant_code
         left join employee v on v.id = c.service_contact_id and v.mandant_code = c.mandant_code
         left join employee d on d.id = c.shipment_contact_id and d.mandant_code = c.mandant_code
        where s.id is null or v.id is null or d.id is null or s.phone is null or s.salutation is null`,
    );
    expect(withoutContacts).toEqual([]);
    const span = await database.db.one<{ oldest: number; newest: number; customers: number }>(
      `select max(current_date - performed_on) as oldest, min(current_date - performed_on) as newest,
              count(distinct customer_id)::int as customers from service_entry`,
    );
    expect(span!.oldest).toBeLessThan(730);
    expect(span!.newest).toBeGreaterThanOrEqual(0);
    expect(span!.customers).toBeGreaterThan(MANDANT_CODES.length);
    // Every row's product is one of the plan's tenant, under the type's root category.
    const outside = await database.db.query(
      `select r.plan_id, r.position from plan_row r
         join plan p on p.id = r.plan_id
         join plan_type t on t.id = p.type_id
         join product pr on pr.mandant_code = r.mandant_code and pr.sku = r.product_sku
         join category leaf on leaf.id = pr.category_id
         left join category branch on branch.id = leaf.parent_id
        where t.root_category_id not in (leaf.id, coalesce(branch.id, ''), coalesce(branch.parent_id, ''))`,
    );
    expect(outside).toEqual([]);
    const plans = await database.db.one<{ n: number }>('select count(*)::int as n from plan');
    expect(plans!.n).toBe(expected.plans.plans.length);
  });

  it('is deterministic: reseeding gives the same product rows', async () => {
    const before = await productChecksum(database);
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    await truncateSeededTables(database.db);
    expect(await isSeeded(database.db)).toBe(false);
    await seed(database.db, { scale: SCALE });
    expect(await productChecksum(database)).toBe(before);
  });
});
