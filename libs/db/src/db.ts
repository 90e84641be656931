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
  /**
   * Deadline of getting a connection (connecting, or waiting for a free one of the pool), in ms.
   * Unset: no deadline (the seed and migrations wait as long as it takes).
   */
  connectTimeoutMs?: number;
  /**
   * Deadline of one statement, in ms: the client stops waiting and the statement fails. Unset: none.
   * The server is not told (PGlite cannot cancel); a statement still running keeps its connection
   * busy until it ends, so a stalled database fails every caller after this deadline, not never.
   */
  statementTimeoutMs?: number;
  /** Told when one of the deadlines above fires, besides the listeners of onDatabaseDeadline. */
  onDeadline?: (kind: DbDeadline) => void;
}

const deadlineListeners = new Set<(kind: DbDeadline) => void>();

/**
 * Adds a listener of every database deadline that fires in this process (the apps count them as
 * metrics, decision 0135); answers the function that removes it.
 */
export function onDatabaseDeadline(listener: (kind: DbDeadline) => void): () => void {
  deadlineListeners.add(listener);
  return () => deadlineListeners.delete(listener);
}

function deadlineFired(kind: DbDeadline, own?: (kind: DbDeadline) => void): void {
  own?.(kind);
  for (const listener of deadlineListeners) listener(kind);
}

/** Which deadline of the database fired: getting a connection, or a statement's answer. */
export type DbDeadline = 'connect' | 'statement';

/** The deadline a pg error reports, if any (pg and pg-pool say so only in their messages). */
export function dbDeadlineOf(error: unknown): DbDeadline | null {
  const message = error instanceof Error ? error.message : '';
  if (message === 'Query read timeout') return 'statement';
  if (
    message === 'timeout exceeded when trying to connect' ||
    message === 'Connection terminated due to connection timeout'
  )
    return 'connect';
  return null;
}

/** The deadlines the apps use on the request path (BFF, worker): a stalled database fails calls, it does not hang them. */
export const APP_DB_DEADLINES = { connectTimeoutMs: 2000, statementTimeoutMs: 5000 } as const;

type Queryable = Pick<Pool, 'query'> | PoolClient;

async function runQuery<T extends object>(
  target: Queryable,
  sql: string,
  params?: readonly unknown[],
  onDeadline?: (kind: DbDeadline) => void,
): Promise<T[]> {
  try {
    const result = await target.query<QueryResultRow>(sql, params ? [...params] : undefined);
    return result.rows as T[];
  } catch (error) {
    const deadline = dbDeadlineOf(error);
    if (deadline) deadlineFired(deadline, onDeadline);
    throw error;
  }
}

function clientDb(client: PoolClient, onDeadline?: (kind: DbDeadline) => void): Db {
  const db: Db = {
    query: (sql, params) => runQuery(client, sql, params, onDeadline),
    one: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await runQuery<T>(client, sql, params, onDeadline))[0] ?? null,
    // Already inside a transaction: nested calls join it.
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  return db;
}

export function createDb(databaseUrl: string, options: CreateDbOptions = {}): Db {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    ...(options.statementTimeoutMs ? { query_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const { onDeadline } = options;
  return {
    query: (sql, params) => runQuery(pool, sql, params, onDeadline),
    one: async <T extends object>(sql: string, params?: readonly unknown[]) =>
      (await runQuery<T>(pool, sql, params, onDeadline))[0] ?? null,
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        const deadline = dbDeadlineOf(error);
        if (deadline) deadlineFired(deadline, onDeadline);
        throw error;
      });
      try {
        await client.query('begin');
        const result = await fn(clientDb(client, onDeadline));
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
