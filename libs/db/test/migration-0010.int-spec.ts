import { migrate } from '../src/migrate';
import { seed } from '../src/seed/seed';
import { databaseTargets, migrateBefore, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);

/** A database as it was before migration 0010: the machines' attribute stored as `energy_option`. */
async function databaseBefore0010(database: TestDatabase): Promise<void> {
  await migrateBefore(database.db, '0010');
  // Without carts (their tables come with migration 0011) and surcharge columns (0016).
  await seed(database.db, {
    scale: 0.1,
    carts: false,
    minimumSurcharge: false,
    approvalReminders: false,
    integrationClients: false,
    externalOrders: false,
    accountReports: false,
    budgets: false,
    company: false,
    catalogueDetails: false,
  });
  await database.db.query(
    `update product set attributes = (attributes - 'energy_option_required')
       || jsonb_build_object('energy_option', attributes -> 'energy_option_required')
      where attributes ? 'energy_option_required'`,
  );
}

const count = async (database: TestDatabase, sql: string) =>
  (await database.db.one<{ n: number }>(`select count(*)::int as n from ${sql}`))!.n;

describe.each(databaseTargets())('migration 0010 on $name', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await target.start();
    await databaseBefore0010(database);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it("renames the stored attribute to the spec's energy_option_required and rewrites the search rows", async () => {
    const machines = await count(database, `product where attributes ? 'energy_option'`);
    expect(machines).toBeGreaterThan(0);
    const values = await database.db.query<{ sku: string; value: string }>(
      `select sku, attributes ->> 'energy_option' as value from product where attributes ? 'energy_option' order by id`,
    );

    expect((await migrate(database.db)).applied).toContain('0010_energy_option_required.sql');

    expect(await count(database, `product where attributes ? 'energy_option'`)).toBe(0);
    const renamed = await database.db.query<{ sku: string; value: string }>(
      `select sku, attributes ->> 'energy_option_required' as value from product
        where attributes ? 'energy_option_required' order by id`,
    );
    expect(renamed).toEqual(values);
    const searchRows = await count(database, `product_search where energy_option_required is not null`);
    const languagesOfMachines = await count(
      database,
      `product p join tenant t on t.mandant_code = p.mandant_code
       cross join lateral jsonb_array_elements_text(t.config -> 'languages')
       where p.attributes ? 'energy_option_required'`,
    );
    expect(searchRows).toBe(languagesOfMachines);
  });
});
