import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteQueryQueue } from './pglite-query-queue';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  host?: string;
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite is single-writer and in-process: exactly one process serves it over the Postgres wire
 * protocol and every app connects with `pg`, as it would to PostgreSQL.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const host = options.host ?? '127.0.0.1';
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // Extensions the migrations create must be bundled here (PGlite has no shared library folder).
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm, btree_gin } });
  const server = new PGLiteSocketServer({
    db: pglite,
    port: options.port,
    host,
    maxConnections: options.maxConnections ?? 32,
  });
  // Keeps each connection's extended-protocol exchange together (see PgliteQueryQueue); the server
  // hands this object to every connection it accepts.
  (server as unknown as { queryQueue: PgliteQueryQueue }).queryQueue = new PgliteQueryQueue(pglite);
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@${host}:${options.port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await pglite.close();
    },
  };
}
