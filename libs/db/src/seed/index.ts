export { generateSeedData, type SeedData } from './generate';
export {
  seed,
  isSeeded,
  addMissingIntegrationClients,
  addMissingExternalOrders,
  addMissingSeedBudgets,
  addMissingAccountReports,
  addMissingCatalogueDetails,
  addMissingCompany,
  truncateSeededTables,
  SEEDED_TABLES,
  type SeedCounts,
  type SeedOptions,
} from './seed';
export {
  integrationClientIdOf,
  INTEGRATION_CONTACT_LOGIN,
  type IntegrationClientRow,
} from './integration-clients';
export { DEMO_PASSWORD, NEWCOMER_EMAIL, OPS_LOGIN, FIRST_CUSTOMER_LOGINS, loginDomain } from './people';
export { mulberry32, hashString, Random } from './prng';
export { slugify, transliterate, SLUG_PATTERN } from './slug';
export type { TenantConfig, TenantLetterhead, WebRoleEntry, CodeLabel } from './tenants';
export type { Localized } from './localized';
