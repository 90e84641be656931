export { APP_DB_DEADLINES, createDb, type Db, type CreateDbOptions } from './db';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded-postgres';
export { migrate, findMigrationsDir, type MigrateResult } from './migrate';
export { hashPassword, hashPasswordAsync, verifyPassword } from './password';
export * from './seed';
export {
  startPgliteTestDatabase,
  startPostgresTestDatabase,
  isPostgresAvailable,
  databaseTargets,
  type DatabaseTarget,
  freePort,
  LOCAL_POSTGRES_URL,
  type TestDatabase,
} from './testing/test-database';
export { hostOf, waitForDatabase } from './wait-for-database';
