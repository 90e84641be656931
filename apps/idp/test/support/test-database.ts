import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FOUNDATION_MIGRATION = join(__dirname, '../../../../libs/db/src/migrations/0001_foundation.sql');

export interface TestDatabase {
  url: string;
  /** Runs statements on the test database. */
  query(sql: string, params?: unknown[]): Promise<void>;
  drop(): Promise<void>;
}

async function onServer<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database `idp_test_<random>` with the foundation schema, on the local PostgreSQL server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `idp_test_${randomBytes(6).toString('hex')}`;
  await onServer(SERVER_URL, (client) => client.query(`create database ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  await onServer(databaseUrl, (client) => client.query(readFileSync(FOUNDATION_MIGRATION, 'utf8')));
  return {
    url: databaseUrl,
    query: async (sql, params) => {
      await onServer(databaseUrl, (client) => client.query(sql, params));
    },
    drop: async () => {
      await onServer(SERVER_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
