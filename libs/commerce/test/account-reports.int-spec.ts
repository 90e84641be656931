import { PLAN_COLUMN_HEADINGS, type PlanLanguageId, type ShopContext } from '@shop/domain';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { EmbeddedAccountReportsAdapter } from '../src/embedded/account-reports/embedded-account-reports.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { contextOfLogin, otherCustomerOf } from './support/shop-contexts';

jest.setTimeout(60_000);

describe.each(databaseTargets())('account reports on $name (decisions 0063–0065)', ({ start }) => {
  let database: TestDatabase;
  let adapter: EmbeddedAccountReportsAdapter;
  let customers: EmbeddedCustomerAdapter;
  let admin: ShopContext;
  let otherCustomer: ShopContext;
  let otherTenant: ShopContext;

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    adapter = new EmbeddedAccountReportsAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
    admin = await contextOfLogin(customers, 'de-at', 'admin@20hhat.example');
    otherCustomer = await otherCustomerOf(customers, admin);
    otherTenant = await contextOfLogin(customers, 'de-de', 'admin@30hhde.example');
  });

  afterAll(async () => {
    await database?.stop();
  });

  describe('sales contacts', () => {
    it("answers the customer's salesperson, service and shipment contact with their details", async () => {
      const contacts = await adapter.getSalesContacts(admin);
      const employee = await database.db.one<{ first_name: string; last_name: string; phone: string }>(
        "select first_name, last_name, phone from employee where login_email = 'employee@20hhat.example'",
      );
      expect(contacts!.salesperson).toEqual({
        employeeNo: 'MA0001',
        salutation: expect.stringMatching(/^(MR|MS)$/),
        name: `${employee!.first_name} ${employee!.last_name}`,
        email: 'employee@20hhat.example',
        phone: employee!.phone,
      });
      expect(contacts!.serviceContact!.employeeNo).toBe('MA0004');
      expect(contacts!.shipmentContact!.employeeNo).toBe('MA0006');
      expect(contacts!.serviceContact!.email).toMatch(/@20hhat\.example$/);
    });

    it("answers each customer's own, a missing role as null, and nothing without a customer", async () => {
      expect((await adapter.getSalesContacts(otherCustomer))!.salesperson!.employeeNo).toBe('MA0002');
      expect((await adapter.getSalesContacts(otherTenant))!.salesperson!.email).toBe(
        'employee@30hhde.example',
      );
      await database.db.query(
        "update customer set shipment_contact_id = null where id = $1 and mandant_code = '20HHAT'",
        [otherCustomer.customer!.id],
      );
      expect((await adapter.getSalesContacts(otherCustomer))!.shipmentContact).toBeNull();
      expect(await adapter.getSalesContacts({ ...admin, customer: null })).toBeNull();
      // The session's customer id in another tenant's shop finds nothing there.
      expect(await adapter.getSalesContacts({ ...otherTenant, customer: admin.customer })).toEqual({
        salesperson: null,
        serviceContact: null,
        shipmentContact: null,
      });
    });
  });

  describe('service list', () => {
    const RANGE = { fromDate: '2019-01-01', untilDate: '2019-12-31' };

    beforeAll(async () => {
      // Entries on known days before anything the seed has (it goes back two years from today).
      const entries = [
        [admin, 'WA-100', '2019-03-04', 'SB-T-1', 30, 3900],
        [admin, 'WA-100', '2019-01-15', 'SB-T-2', 45, 5850],
        [admin, 'SC-400', '2019-12-31', 'SB-T-3', 120, 24000],
        [admin, 'RE-500', '2018-12-31', 'SB-T-4', 30, 4500],
        [otherCustomer, 'HY-200', '2019-06-01', 'SB-T-5', 120, 18000],
        [otherTenant, 'HY-200', '2019-06-01', 'SB-T-6', 120, 18000],
      ] as const;
      for (const [ctx, code, day, report, minutes, cents] of entries)
        await database.db.query(
          `insert into service_entry (id, mandant_code, customer_id, service_code, performed_on, attachment_number,
             minutes, value_cents, currency)
           values ($1, $2, $3, $4, $5::date, $1, $6, $7, 'EUR')`,
          [report, ctx.mandantCode, ctx.customer!.id, code, day, minutes, cents],
        );
    });

    it('groups the days’ services by category with counts, values and entries, both days included', async () => {
      const report = await adapter.getServiceReport(admin, RANGE);
      expect(report.map((category) => category.type)).toEqual(['MAINTENANCE', 'TRAINING']);
      expect(report[0]).toEqual({
        type: 'MAINTENANCE',
        categoryServiceValue: { centAmount: 9750, currency: 'EUR' },
        categoryServiceCount: 2,
        services: [
          {
            code: 'WA-100',
            name: 'Wartung Seifen- und Desinfektionsspender',
            serviceValue: { centAmount: 9750, currency: 'EUR' },
            serviceCount: 2,
            entries: [
              {
                date: '2019-01-15',
                attachmentNumber: 'SB-T-2',
                time: 45,
                value: { centAmount: 5850, currency: 'EUR' },
              },
              {
                date: '2019-03-04',
                attachmentNumber: 'SB-T-1',
                time: 30,
                value: { centAmount: 3900, currency: 'EUR' },
              },
            ],
          },
        ],
      });
      expect(report[1].services[0].entries.map((entry) => entry.date)).toEqual(['2019-12-31']);
    });

    it("names the services in the context's language", async () => {
      const report = await adapter.getServiceReport({ ...admin, language: 'bg' }, RANGE);
      expect(report[1].services[0].name).toBe('Хигиенно обучение на персонала');
    });

    it("never shows another customer's or another tenant's services", async () => {
      const other = await adapter.getServiceReport(otherCustomer, RANGE);
      expect(
        other.flatMap((c) => c.services.flatMap((s) => s.entries.map((e) => e.attachmentNumber))),
      ).toEqual(['SB-T-5']);
      expect(await adapter.getServiceReport({ ...otherTenant, customer: admin.customer }, RANGE)).toEqual([]);
      expect(await adapter.getServiceReport({ ...admin, customer: null }, RANGE)).toEqual([]);
    });

    it('has the seeded two years for the customer', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const year = Number(today.slice(0, 4));
      const report = await adapter.getServiceReport(admin, {
        fromDate: `${year - 1}-${today.slice(5)}`,
        untilDate: today,
      });
      expect(report.length).toBeGreaterThan(0);
      for (const category of report)
        expect(category.categoryServiceCount).toBe(
          category.services.reduce((sum, service) => sum + service.entries.length, 0),
        );
    });
  });

  describe('display plans', () => {
    const ids = (page: { items: { id: string }[] }) => page.items.map((plan) => plan.id);

    it("pages the customer's plans by date or name, both ways", async () => {
      const first = await adapter.listPlans(admin, {
        page: 1,
        limit: 5,
        orderField: 'DATE',
        orderDirection: 'DESC',
      });
      expect(first.total).toBe(12);
      expect(first.items).toHaveLength(5);
      const dates = first.items.map((plan) => plan.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const all = await adapter.listPlans(admin, {
        page: 1,
        limit: 100,
        orderField: 'NAME',
        orderDirection: 'ASC',
      });
      const names = all.items.map((plan) => plan.name.toLowerCase());
      expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
      const descending = await adapter.listPlans(admin, {
        page: 1,
        limit: 100,
        orderField: 'NAME',
        orderDirection: 'DESC',
      });
      expect(ids(descending)).toEqual([...ids(all)].reverse());
      const beyond = await adapter.listPlans(admin, {
        page: 4,
        limit: 5,
        orderField: 'DATE',
        orderDirection: 'ASC',
      });
      expect(beyond).toEqual({ items: [], total: 12 });
      const plan = all.items[0];
      expect(plan.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(plan.type.columns.length).toBeGreaterThan(0);
      expect(['kitchen-hygiene', 'sanitary', 'hand-hygiene', 'floor-care']).toContain(plan.type.rootCategory);
      expect(['DEA', 'CSY', 'SKY', 'ITA', 'BGR']).toContain(plan.language.languageIdentifier);
    });

    it("prints a plan in its own language, and nobody else's", async () => {
      const [plan] = (
        await adapter.listPlans(admin, { page: 1, limit: 1, orderField: 'DATE', orderDirection: 'DESC' })
      ).items;
      const printed = await adapter.planForPrint(admin, plan.id);
      const language = plan.language.id as PlanLanguageId;
      expect(printed).toMatchObject({
        planName: plan.name,
        date: plan.date,
        language,
        customerName: admin.customer!.name,
      });
      expect(printed!.columns).toEqual(
        plan.type.columns.map((column) => PLAN_COLUMN_HEADINGS[language][column as 'AREA']),
      );
      expect(printed!.rows.length).toBeGreaterThan(0);
      for (const row of printed!.rows) expect(row.cells).toHaveLength(plan.type.columns.length);
      // The product column holds the product's name in the plan's language.
      const productAt = plan.type.columns.indexOf('PRODUCT');
      const [{ product_sku: sku }] = await database.db.query<{ product_sku: string }>(
        'select product_sku from plan_row where plan_id = $1 and position = 1',
        [plan.id],
      );
      const product = await database.db.one<{ name: string }>(
        "select name ->> $2 as name from product where mandant_code = '20HHAT' and sku = $1",
        [sku, language],
      );
      expect(printed!.rows[0].cells[productAt]).toBe(product!.name);
      // A product that left the catalogue is printed by its sku.
      await database.db.query(
        "update plan_row set product_sku = 'GONE-1' where plan_id = $1 and position = 1",
        [plan.id],
      );
      expect((await adapter.planForPrint(admin, plan.id))!.rows[0].cells[productAt]).toBe('GONE-1');

      expect(await adapter.planForPrint(otherCustomer, plan.id)).toBeNull();
      expect(await adapter.planForPrint({ ...otherTenant, customer: admin.customer }, plan.id)).toBeNull();
      expect(await adapter.planForPrint(admin, 'pl-unknown')).toBeNull();
      const others = await adapter.listPlans(otherCustomer, {
        page: 1,
        limit: 100,
        orderField: 'DATE',
        orderDirection: 'DESC',
      });
      expect(ids(others)).not.toContain(plan.id);
      expect(
        (
          await adapter.listPlans(otherTenant, {
            page: 1,
            limit: 100,
            orderField: 'DATE',
            orderDirection: 'DESC',
          })
        ).items
          .map((p) => p.id)
          .every((id) => id.startsWith('pl-30hhde-')),
      ).toBe(true);
    });
  });
});
