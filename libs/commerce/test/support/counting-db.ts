import type { Db } from '@shop/db';

/** One statement an adapter sent, with its parameters. */
export interface RecordedCall {
  sql: string;
  params: readonly unknown[] | undefined;
}

/**
 * A Db that records every statement an adapter sends (to prove "one statement per page"), and in
 * `calls` with its parameters (to EXPLAIN what the adapter ran).
 */
export function countingDb(db: Db): { db: Db; statements: string[]; calls: RecordedCall[] } {
  const statements: string[] = [];
  const calls: RecordedCall[] = [];
  const record = (sql: string, params: readonly unknown[] | undefined) => {
    statements.push(sql);
    calls.push({ sql, params });
  };
  const counted: Db = {
    query: (sql, params) => {
      record(sql, params);
      return db.query(sql, params);
    },
    one: (sql, params) => {
      record(sql, params);
      return db.one(sql, params);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: counted, statements, calls };
}
