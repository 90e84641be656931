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

export const NEWCOMER = [
  'newcomer@shop.example',
  'IdP account without customer or contact (self-registration)',
];

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
  const rows = [...SEEDED_USERS.map(([user, role]) => [`${user}@<m>.example`, role]), NEWCOMER];
  const width = Math.max(...rows.map(([login]) => login.length));
  return [
    `Seeded logins, password ${SEED_PASSWORD}, <m> = ${mandantCodes.map((c) => c.toLowerCase()).join(', ')}`,
    ...rows.map(([login, what]) => `  ${login.padEnd(width)}  ${what}`),
  ];
}
