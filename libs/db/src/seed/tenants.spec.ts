import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '@shop/locales';
import { buildTenants, ROLE_TEXTS } from './tenants';

// Role labels have one source, the web's texts keyed by role code (decision 0082): the shop
// configuration's descriptions must say the same. Read as files: libs/db never imports web code.
const root = resolve(__dirname, '../../../..');

describe('web role descriptions of the shop configuration', () => {
  it.each(LANGUAGES)('are the web’s role labels in %s', (language) => {
    const roles = (
      JSON.parse(readFileSync(join(root, 'apps/web/src/i18n', `${language}.json`), 'utf8')) as {
        roles: Record<string, string>;
      }
    ).roles;
    for (const [code, [, description]] of Object.entries(ROLE_TEXTS))
      expect(description[language]).toBe(roles[code]);
  });

  it('marks only the administrator role as administering, in every tenant', () => {
    for (const tenant of buildTenants())
      expect(tenant.config.webRoles.filter((role) => role.isAdministrator).map((role) => role.code)).toEqual([
        'ROLE_ADMIN',
      ]);
  });
});
