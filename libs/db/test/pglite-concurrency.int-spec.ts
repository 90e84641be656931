import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../src/db';
import { spawnPgliteServer, type PgliteProcess } from '../src/testing/pglite-process';
import { freePort } from '../src/testing/test-database';

jest.setTimeout(60_000);

// The embedded server multiplexes every connection onto one PGlite session. Parameterized queries
// of several connections at once must each bind their own statement (electric-sql/pglite#1046:
// without PgliteQueryQueue they interleave and fail with "malformed array literal" or wrong rows).
describe('embedded PGlite server under concurrent connections', () => {
  let dataDir: string;
  let server: PgliteProcess;
  let db: Db;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-pglite-concurrency-'));
    server = await spawnPgliteServer(dataDir, await freePort());
    db = createDb(server.url, { max: 10 });
  });

  afterAll(async () => {
    await db?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 400 concurrent parameterized queries of different shapes each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        if (i % 3 === 0) {
          const rows = await db.query<{ n: number }>('select cardinality($1::text[])::int as n', [
            Array.from({ length: (i % 7) + 1 }, (__, j) => `v${j}`),
          ]);
          return rows[0].n === (i % 7) + 1;
        }
        if (i % 3 === 1) {
          // Large enough to reach the server in several TCP reads: the exchange spans event-loop turns.
          const long = `a${i}`.padEnd(200_000 + i, 'x');
          const rows = await db.query<{ n: number }>('select length($1::text || $2::text)::int as n', [
            long,
            `b${i}`,
          ]);
          return rows[0].n === long.length + `b${i}`.length;
        }
        const rows = await db.query<{ n: number }>('select $1::int + 1 as n', [i]);
        return rows[0].n === i + 1;
      }),
    );
    expect(answers.filter((ok) => !ok)).toEqual([]);
  });

  it('keeps transactions of concurrent connections apart, and goes on after a failed statement', async () => {
    await db.query('create table if not exists counter (id int primary key, n int not null)');
    await db.query('insert into counter values (1, 0) on conflict (id) do update set n = 0');
    const failures = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db
          .transaction(async (tx) => {
            const [row] = await tx.query<{ n: number }>('select n from counter where id = $1', [1]);
            await tx.query('update counter set n = $1 where id = $2', [row.n + 1, 1]);
            if (i % 10 === 0) await tx.query('select 1 / $1::int', [0]);
          })
          .then(() => false)
          .catch(() => true),
      ),
    );
    expect(failures.filter(Boolean)).toHaveLength(4);
    expect(await db.one<{ n: number }>('select n from counter where id = $1', [1])).toEqual({ n: 36 });
  });
});
