import { Pool, type PoolClient, type QueryResultRow } from 'pg';

/** The one way apps talk to the database, whether PostgreSQL or embedded PGlite over the wire protocol. */
export interface Db {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** First row or null. */
  one<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T | null>;
  /** Runs fn in a transaction on one connection; rolls back when fn throws. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** Pool size (default 10). */
  max?: number;
}

type Queryable = Pick<Pool, 'query'> | PoolClient;

async function runQuery<T extends object>(
  target: Queryable,
  sql: string,
  params?: readonly unknown[],
): Promise<T[]> {
  const result = await target.query<QueryResultRow>(sql, params ? [...params] : undefined);
  return result.rows as T[];
}

function clientDb(client: PoolClient): Db {
  const db: Db = {
    query: (sql, params) => runQuery(client, sql, params),
    one: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await runQuery<T>(client, sql, params))[0] ?? null,
    // Already inside a transaction: nested calls join it.
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

export function createDb(databaseUrl: string, options: CreateDbOptions = {}): Db {
  const pool = new Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return {
    query: (sql, params) => runQuery(pool, sql, params),
    one: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await runQuery<T>(pool, sql, params))[0] ?? null,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
