import { routeDefinition, matchPath, SHOP_LOCALES } from '@shop/locales';
import { buildCategories } from './catalogue';
import { buildCmsRedirects } from './cms-redirects';

describe('seeded CMS redirects', () => {
  const redirects = buildCmsRedirects(buildCategories());

  it('lead an old assortment path of every shop locale to a category page of that locale', () => {
    const internal = redirects.filter((row) => !row.external);
    expect(internal.map((row) => row.locale)).toEqual(SHOP_LOCALES);
    for (const row of internal) {
      expect(row.from_path).toMatch(/^\/[a-z]+\/[a-z0-9-]+$/);
      const match = matchPath(`/${row.locale}${row.target}`);
      expect(match?.route).toBe(routeDefinition('c-category'));
      expect(match?.paramsValid).toBe(true);
    }
    expect(internal.find((row) => row.locale === 'de-at')).toMatchObject({
      from_path: '/sortiment/bodenpflege',
      target: '/c/bodenpflege',
    });
  });

  it('send the old careers page of every tenant to an external site', () => {
    const external = redirects.filter((row) => row.external);
    expect(external).toHaveLength(6);
    for (const row of external)
      expect(row).toMatchObject({ locale: null, target: expect.stringMatching(/^https:\/\//) });
  });
});
