export { APP_DB_DEADLINES, createDb, type Db, type CreateDbOptions } from './db';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded-postgres';
export { migrate, findMigrationsDir, type MigrateResult } from './migrate';
export { hashPassword, hashPasswordAsync, verifyPassword } from './password';
export * from './seed';
export { hostOf, waitForDatabase } from './wait-for-database';
