import type { Db } from '../db';

/** Column name → Postgres type, as used by jsonb_to_recordset. */
export type ColumnTypes = Record<string, string>;

/**
 * Inserts rows in batches with one parameter per batch (a JSON array expanded by
 * jsonb_to_recordset), which is fast on PostgreSQL and on PGlite alike.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: ColumnTypes,
  rows: readonly object[],
  batchSize = 1000,
): Promise<number> {
  const names = Object.keys(columns);
  const list = names.join(', ');
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const sql = `insert into ${table} (${list}) select ${list} from jsonb_to_recordset($1::jsonb) as x(${definition})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + batchSize))]);
  }
  return rows.length;
}
