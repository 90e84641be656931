import type { Db } from '@shop/db';

/** A Db that records every statement an adapter sends (to prove "one statement per page"). */
export function countingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const counted: Db = {
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    one: (sql, params) => {
      statements.push(sql);
      return db.one(sql, params);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: counted, statements };
}
