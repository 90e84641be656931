// Test support of the data layer (`@shop/db/testing`): databases for integration tests and free ports.
// Test files only: the production barrel `@shop/db` does not export these.
export {
  startPgliteTestDatabase,
  startPostgresTestDatabase,
  isPostgresAvailable,
  databaseTargets,
  type DatabaseTarget,
  type StartOptions,
  freePort,
  LOCAL_POSTGRES_URL,
  type TestDatabase,
} from './test-database';
export { migrateBefore } from './migrate-before';
