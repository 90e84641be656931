import { migrate } from '../src/migrate';
import { seed } from '../src/seed/seed';
import { databaseTargets, migrateBefore, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);

/** A seeded database as it was before migration 0019: customers without a reminder period. */
async function databaseBefore0019(database: TestDatabase): Promise<void> {
  await migrateBefore(database.db, '0019');
  await seed(database.db, {
    scale: 0.05,
    approvalReminders: false,
    integrationClients: false,
    externalOrders: false,
    accountReports: false,
    budgets: false,
    company: false,
    catalogueDetails: false,
  });
}

describe.each(databaseTargets())('migration 0019 on $name (decision 0045)', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await target.start();
    await databaseBefore0019(database);
    // Carts in each approval situation, changed at known times.
    await database.db.query(
      `update cart set last_modified_at = '2026-05-04T10:00:00Z' where process_status = 'Open'`,
    );
    await database.db.query(
      `update cart set process_status = 'Modified', last_modified_at = '2026-05-05T10:00:00Z'
        where process_status = 'None' and state = 'Saved'`,
    );
    await database.db.query(
      `update cart set process_status = 'Open', state = 'Ordered' where process_status = 'None' and state = 'Active'
          and locked_by is null`,
    );
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('gives every customer the default period and the carts still waiting their hand-over time', async () => {
    // Later migrations come along; this one is the first to apply.
    expect((await migrate(database.db)).applied[0]).toBe('0019_approval_reminders.sql');

    const periods = await database.db.query<{ reminder_mail_interval: string; n: number }>(
      'select reminder_mail_interval, count(*)::int as n from customer group by 1',
    );
    expect(periods).toEqual([{ reminder_mail_interval: 'THREE_DAYS', n: expect.any(Number) }]);

    const carts = await database.db.query<{
      process_status: string;
      state: string;
      requested: string | null;
      reminded: Date | null;
    }>(
      `select process_status, state, to_char(approval_requested_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as requested,
              approval_reminded_at as reminded
         from cart order by id`,
    );
    const seen = (status: string, state?: string) =>
      carts.filter((cart) => cart.process_status === status && (!state || cart.state === state));
    expect(seen('Open', 'Saved').map((cart) => cart.requested)).toEqual(
      seen('Open', 'Saved').map(() => '2026-05-04 10:00'),
    );
    expect(seen('Modified').map((cart) => cart.requested)).toEqual(
      seen('Modified').map(() => '2026-05-05 10:00'),
    );
    // An approved cart is ordered and waits for nobody; carts never handed over have no time.
    expect(seen('Open', 'Ordered').length).toBeGreaterThan(0);
    for (const cart of [...seen('Open', 'Ordered'), ...seen('None'), ...seen('Merged')])
      expect(cart.requested).toBeNull();
    expect(carts.every((cart) => cart.reminded === null)).toBe(true);
  });

  it('refuses a period the Reminder period enum does not know', async () => {
    await expect(
      database.db.query(`update customer set reminder_mail_interval = 'TWO_DAYS'`),
    ).rejects.toThrow(/check constraint/);
    await database.db.query(
      `update customer set reminder_mail_interval = 'NEVER' where customer_no = '100002'`,
    );
  });
});
