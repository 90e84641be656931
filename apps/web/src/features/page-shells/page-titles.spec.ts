import { ROUTE_NAMES, type RouteBaseName } from '@shop/domain';
import { resources } from '../../i18n/all-resources';
import { pageEmptyKey, pageTitleKey, trailOf } from './page-titles';

/** Routes rendered by a built page or by the content page, not by a page shell. */
const NOT_SHELLS: RouteBaseName[] = [
  'slug',
  'account',
  'account-home',
  'login',
  'maintenance',
  'preview',
  'kitchensink',
];

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('page titles', () => {
  it.each(['de', 'cs', 'sk', 'it', 'bg'] as const)(
    '%s has a title and an empty state for every page shell',
    (language) => {
      for (const name of ROUTE_NAMES.filter((route) => !NOT_SHELLS.includes(route))) {
        expect({ name, title: typeof lookup(resources[language].translation, pageTitleKey(name)) }).toEqual({
          name,
          title: 'string',
        });
        expect({ name, empty: typeof lookup(resources[language].translation, pageEmptyKey(name)) }).toEqual({
          name,
          empty: 'string',
        });
      }
    },
  );

  it('builds breadcrumb trails from the page parents', () => {
    expect(trailOf('account-users-contact-edit')).toEqual([
      'account-home',
      'account-users',
      'account-users-contact-edit',
    ]);
    expect(trailOf('register-new')).toEqual(['register', 'register-new']);
    expect(trailOf('search')).toEqual(['search']);
  });
});
