import { migrate } from '../src/migrate';
import { generateSeedData } from '../src/seed/generate';
import { addMissingAccountReports, seed } from '../src/seed/seed';
import { databaseTargets, migrateBefore, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);
const SCALE = 0.05;

/** A database seeded before migration 0023: one employee per tenant, no sales contacts, services or plans. */
async function databaseBefore0023(database: TestDatabase): Promise<void> {
  await migrateBefore(database.db, '0023');
  await seed(database.db, {
    scale: SCALE,
    accountReports: false,
    company: false,
    integrationClients: false,
    catalogueDetails: false,
  });
  await database.db.query("delete from employee where employee_no <> 'MA0001'");
}

describe.each(databaseTargets())(
  'the seed CLI on a database seeded before migration 0023, on $name',
  (target) => {
    let database: TestDatabase;
    const expected = generateSeedData(SCALE);

    beforeAll(async () => {
      database = await target.start();
      await databaseBefore0023(database);
      // 0023 first; later migrations follow it (the backfill only needs the tables of 0023).
      expect((await migrate(database.db)).applied[0]).toBe('0023_account_reports.sql');
    });

    afterAll(async () => {
      await database?.stop();
    });

    it('adds the staff, every customer’s three contacts, the services and the plans, once', async () => {
      const plans = await addMissingAccountReports(database.db, SCALE);
      expect(plans).toBe(expected.plans.plans.length);
      expect(plans).toBeGreaterThan(0);

      const staff = await database.db.query<{ id: string; email: string | null; phone: string | null }>(
        'select id, email, phone from employee order by id',
      );
      expect(staff.map((row) => row.id)).toEqual(expected.employees.map((row) => row.id).sort());
      expect(staff.every((row) => row.email && row.phone)).toBe(true);

      const customers = await database.db.query<{
        id: string;
        sales: string;
        service: string;
        shipment: string;
      }>(
        `select id, salesperson_id as sales, service_contact_id as service, shipment_contact_id as shipment
         from customer order by id`,
      );
      expect(customers).toEqual(
        [...expected.customers]
          .sort((a, b) => a.id.localeCompare(b.id))
          .map((row) => ({
            id: row.id,
            sales: row.salesperson_id,
            service: row.service_contact_id,
            shipment: row.shipment_contact_id,
          })),
      );
      const counts = await database.db.one<{
        services: number;
        entries: number;
        plans: number;
        rows: number;
      }>(
        `select (select count(*)::int from service) as services, (select count(*)::int from service_entry) as entries,
              (select count(*)::int from plan) as plans, (select count(*)::int from plan_row) as rows`,
      );
      expect(counts).toEqual({
        services: expected.services.services.length,
        entries: expected.services.entries.length,
        plans: expected.plans.plans.length,
        rows: expected.plans.rows.length,
      });

      // Run again (every start runs the seed CLI): nothing more.
      expect(await addMissingAccountReports(database.db, SCALE)).toBe(0);
      expect((await database.db.one<{ n: number }>('select count(*)::int as n from plan'))?.n).toBe(plans);
    });
  },
);
