import { migrate } from '../src/migrate';
import { SEEDED_TABLES, seed } from '../src/seed/seed';
import { startPgliteTestDatabase, type TestDatabase } from '../src/testing';

jest.setTimeout(60_000);
const SCALE = 0.05;

/** Rows per seeded table, and the carts locked right now. */
async function contentsOf(database: TestDatabase) {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES)
    counts[table] = (await database.db.one<{ n: number }>(`select count(*)::int as n from ${table}`))!.n;
  const locked = await database.db.one<{ n: number }>(
    'select count(*)::int as n from cart where locked_until > now()',
  );
  const migrations = await database.db.query<{ name: string }>(
    'select name from schema_migrations order by name',
  );
  return { counts, locked: locked!.n, migrations: migrations.map((row) => row.name) };
}

describe('test databases started from a seeded template', () => {
  const started: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(started.map((database) => database.stop()));
  });

  it('hold what migrating and seeding now gives, the seeded cart locks running from now, each a copy of its own', async () => {
    const fresh = await startPgliteTestDatabase();
    started.push(fresh);
    await migrate(fresh.db);
    await seed(fresh.db, { scale: SCALE });
    const [first, second] = await Promise.all([
      startPgliteTestDatabase({ seeded: { scale: SCALE } }),
      startPgliteTestDatabase({ seeded: { scale: SCALE } }),
    ]);
    started.push(first, second);

    const expected = await contentsOf(fresh);
    expect(expected.locked).toBeGreaterThan(0);
    expect(await contentsOf(first)).toEqual(expected);
    // Migrating again applies nothing: the template is at the newest migration.
    expect((await migrate(first.db)).applied).toEqual([]);

    // A change in one copy stays there.
    await first.db.query('delete from budget_ledger');
    expect((await contentsOf(second)).counts.budget_ledger).toBe(expected.counts.budget_ledger);
  });
});
