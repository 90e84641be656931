import { spawnSync } from 'node:child_process';
import {
  LOCAL_POSTGRES_URL,
  startPgliteTestDatabase,
  startPostgresTestDatabase,
  type TestDatabase,
} from '../src/testing/test-database';

/** Synchronous probe, so the PostgreSQL suite is only declared when a server answers. */
function postgresAnswers(): boolean {
  const probe = `const { Client } = require('pg');
const c = new Client({ connectionString: ${JSON.stringify(LOCAL_POSTGRES_URL)}, connectionTimeoutMillis: 1500 });
c.connect().then(() => c.query('select 1')).then(() => process.exit(0), () => process.exit(1));`;
  const result = spawnSync(process.execPath, ['-e', probe], { cwd: __dirname, timeout: 5000 });
  return result.status === 0;
}

export interface DatabaseTarget {
  name: string;
  start(): Promise<TestDatabase>;
}

/** Embedded PGlite always; the local PostgreSQL too when it answers at 127.0.0.1:5432. */
export const DATABASE_TARGETS: DatabaseTarget[] = [
  { name: 'embedded PGlite', start: startPgliteTestDatabase },
  ...(postgresAnswers()
    ? [{ name: 'PostgreSQL 127.0.0.1:5432', start: () => startPostgresTestDatabase() }]
    : []),
];
