export {
  APP_DB_DEADLINES,
  createDb,
  dbDeadlineOf,
  onDatabaseDeadline,
  type Db,
  type CreateDbOptions,
  type DbDeadline,
} from './db';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded-postgres';
export { migrate, findMigrationsDir, type MigrateResult } from './migrate';
export { hashPassword, hashPasswordAsync, verifyPassword } from './password';
export * from './seed';
export { hostOf, waitForDatabase } from './wait-for-database';
export {
  API_CLIENT_ROTATION_GRACE_HOURS,
  API_CLIENT_SECRET_BYTES,
  apiClientSecretHash,
  apiClientSecretMatches,
  newApiClientSecret,
} from './api-client-secret';
export { MaintenanceLogStore } from './maintenance-log-store';
export { MaintenanceStateStore } from './maintenance-state-store';
export { SignOutStore } from './sign-out-store';
export { MailOutboxStore } from './mail-outbox-store';
export { appendWebhookEvent, newWebhookEventId } from './webhook-outbox';
