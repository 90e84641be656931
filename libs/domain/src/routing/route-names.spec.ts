import { isAllowedContentSlug, isValidCategoryParam, paramsSatisfyRules } from './route-params';
import { keepsProductReferrer, localizedRouteName, parseRouteName, ROUTE_NAMES } from './route-names';

describe('route names', () => {
  it('carry the locale after three underscores', () => {
    expect(localizedRouteName('account-orders', 'de-at')).toBe('account-orders___de-at');
    expect(parseRouteName('account-orders___de-at')).toEqual({ base: 'account-orders', locale: 'de-at' });
    expect(parseRouteName('account-orders')).toBeNull();
    expect(parseRouteName('nothing___de-at')).toBeNull();
  });

  it('are unique and include the names the spec shows', () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
    for (const name of ['register', 'invitation', 'account-orders', 'maintenance', 'slug'])
      expect(ROUTE_NAMES).toContain(name);
  });

  it('keep the product referrer only on category routes', () => {
    expect(keepsProductReferrer('c')).toBe(true);
    expect(keepsProductReferrer('c-category')).toBe(true);
    expect(keepsProductReferrer('cart')).toBe(false);
    expect(keepsProductReferrer('p-product')).toBe(false);
  });
});

describe('route parameters', () => {
  it('accept categories of letters, digits, hyphen and underscore only', () => {
    for (const ok of ['bodenpflege', 'floor_care-2', 'čisticí-prostředky', 'почистващи'])
      expect(isValidCategoryParam(ok)).toBe(true);
    for (const bad of ['', 'a.b', 'a b', 'a/b', '<script>', 'x'.repeat(201)])
      expect(isValidCategoryParam(bad)).toBe(false);
  });

  it('accept content slugs of the home page, footer and partner pages only', () => {
    for (const ok of ['', 'footer/impressum', 'partner/acme/news'])
      expect(isAllowedContentSlug(ok)).toBe(true);
    for (const bad of ['impressum', 'footer', 'footer/', 'partnerx/a', 'x/footer/a'])
      expect(isAllowedContentSlug(bad)).toBe(false);
  });

  it('check only parameters that have a rule', () => {
    expect(paramsSatisfyRules({ category: 'a.b', slug: 'x.y' }, { category: 'category' })).toBe(false);
    expect(paramsSatisfyRules({ slug: 'x.y' }, { category: 'category' })).toBe(true);
  });
});
