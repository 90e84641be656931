import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from './db';

const MIGRATIONS_SUBDIR = join('libs', 'db', 'src', 'migrations');

/**
 * SWC does not copy .sql files into dist, so the migrations are read from the source tree: walk up
 * from this file (src/ under jest, dist/libs/db/src after a build) to the folder that holds them.
 */
export function findMigrationsDir(from: string = __dirname): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, MIGRATIONS_SUBDIR);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Migrations folder ${MIGRATIONS_SUBDIR} not found above ${from}`);
    dir = parent;
  }
}

export interface MigrateResult {
  applied: string[];
  skipped: string[];
}

/** Applies each pending `*.sql` file in name order, each in its own transaction; idempotent. */
export async function migrate(db: Db, migrationsDir: string = findMigrationsDir()): Promise<MigrateResult> {
  await db.query(
    `create table if not exists schema_migrations (
       name text primary key,
       applied_at timestamptz not null default now()
     )`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  );
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const result: MigrateResult = { applied: [], skipped: [] };
  for (const file of files) {
    if (done.has(file)) {
      result.skipped.push(file);
      continue;
    }
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.query(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    result.applied.push(file);
  }
  return result;
}
