import { createRequire } from 'node:module';
import { join } from 'node:path';

export const SEED_PASSWORD = 'Shop-Demo-2026';

/** Seeded users per tenant: the part before the @ and what they are. */
export const SEEDED_USERS = [
  ['admin', 'ROLE_ADMIN'],
  ['approver', 'ROLE_CART_APPROVER'],
  ['purchaser', 'ROLE_CART_PURCHASER'],
  ['shopper', 'ROLE_CART_MANAGER_NO_CHECKOUT (sees no prices)'],
  ['norole', 'contact without role'],
  ['employee', 'employee of the provider'],
];

/** The development IdP's secret of the integration clients when IDP_INTEGRATION_SECRET is unset. */
export const DEV_INTEGRATION_SECRET = 'dev-integration-secret';

/** Who each tenant's seeded integration client acts as (libs/db seed, decision 0048). */
export const INTEGRATION_CONTACT = 'admin2@<m>.example (ROLE_ADMIN of customer 100002)';

export const NEWCOMER = [
  'newcomer@shop.example',
  'IdP account without customer or contact (self-registration)',
];

/** The seeded operations person (ROLE_OPS, decision 0138): the operations console at /ops. */
export const OPS_LOGIN = ['ops@shop.example', 'operations console /ops (ROLE_OPS, no tenant)'];

/**
 * The tenant codes, read from the built locales library so that there is one list.
 * @param {string} root
 * @returns {string[]}
 */
export function builtMandantCodes(root) {
  const require = createRequire(join(root, 'package.json'));
  return [...require(join(root, 'dist/libs/locales/src/index.js')).MANDANT_CODES];
}

/**
 * @param {string[]} mandantCodes
 * @returns {string[]} the lines of the logins table
 */
export function loginsTable(mandantCodes) {
  const rows = [...SEEDED_USERS.map(([user, role]) => [`${user}@<m>.example`, role]), NEWCOMER, OPS_LOGIN];
  const width = Math.max(...rows.map(([login]) => login.length));
  return [
    `Seeded logins, password ${SEED_PASSWORD}, <m> = ${mandantCodes.map((c) => c.toLowerCase()).join(', ')}`,
    ...rows.map(([login, what]) => `  ${login.padEnd(width)}  ${what}`),
  ];
}

/**
 * The lines about the seeded integration clients (decision 0048): their ids, whom they act as, and
 * their secret when it is the development one (a configured secret is never printed).
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function integrationClientsLines(env) {
  const secret = env.IDP_INTEGRATION_SECRET
    ? 'secret from IDP_INTEGRATION_SECRET'
    : env.NODE_ENV === 'production'
      ? 'none registered (NODE_ENV=production without IDP_INTEGRATION_SECRET)'
      : `secret ${DEV_INTEGRATION_SECRET}`;
  return [
    `API clients (client credentials, docs/integrators.md): integration-<m>, ${secret}`,
    `  each acts as ${INTEGRATION_CONTACT}; token: POST ${env.OIDC_ISSUER}/token`,
  ];
}

/**
 * The end of the launchers' printout (`npm start`, `npm run start:cluster`): the seeded logins of the
 * built tenants, the API clients, and what happens when a process stops.
 * @param {string} root
 * @param {Record<string, string>} env
 */
export function startedLines(root, env) {
  return [
    '',
    ...loginsTable(builtMandantCodes(root)),
    ...integrationClientsLines(env),
    '',
    'A process that stops is restarted (with backoff); Ctrl-C stops everything.',
    '',
  ];
}
