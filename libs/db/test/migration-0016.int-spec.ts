import { defaultMinimumSurchargeRule } from '@shop/domain';
import { migrate } from '../src/migrate';
import { seed } from '../src/seed/seed';
import { databaseTargets, migrateBefore, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);

/** A seeded database as it was before migration 0016: tenants without a minimum-quantity surcharge. */
async function databaseBefore0016(database: TestDatabase): Promise<void> {
  await migrateBefore(database.db, '0016');
  // Carts are seeded with columns of later migrations (0017): this database has none.
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
}

describe.each(databaseTargets())('migration 0016 on $name', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await target.start();
    await databaseBefore0016(database);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('gives existing tenants the embedded defaults of their currency and excludes no customer', async () => {
    expect((await migrate(database.db)).applied).toContain('0016_minimum_quantity_surcharge.sql');

    const tenants = await database.db.query<{
      currency: string;
      min_order_net_cents: number;
      min_qty_surcharge_cents: number;
      min_qty_surcharge_sku: string;
    }>('select currency, min_order_net_cents, min_qty_surcharge_cents, min_qty_surcharge_sku from tenant');
    expect(tenants).toHaveLength(6);
    for (const { currency, ...columns } of tenants) {
      const rule = defaultMinimumSurchargeRule(currency)!;
      expect(columns).toEqual({
        min_order_net_cents: rule.minimumNetCents,
        min_qty_surcharge_cents: rule.surchargeCents,
        min_qty_surcharge_sku: rule.sku,
      });
    }
    const excluded = await database.db.one<{ n: number }>(
      'select count(*)::int as n from customer where excl_from_min_qty_charge',
    );
    expect(excluded?.n).toBe(0);
  });

  it('refuses a half-configured surcharge', async () => {
    await expect(
      database.db.query(`update tenant set min_qty_surcharge_sku = null where currency = 'EUR'`),
    ).rejects.toThrow(/tenant_min_qty_surcharge_check/);
  });
});
