import { ROUTE_NAMES, type RouteBaseName } from '@shop/domain';
import { LOCALE_CODES, SHOP_LOCALES, type LocaleCode } from './locales';
import { externalShopUrlForCountry } from './external-shops';
import { buildPath, matchPath, resolvePath, translatePath } from './route-paths';
import { paramNamesOf, parsePattern, ROUTES, routeDefinition } from './route-table';
import { ROUTE_WORD_KEYS, routeWordsOf } from './route-words';

const SAMPLE_PARAMS: Record<string, string> = {
  id: 'K-1001',
  token: 'a1b2c3',
  customer: '100234',
  category: 'bodenpflege',
  cartId: 'cart-7',
  product: 'reiniger/allzweck-500',
  fullSlug: 'partner/news',
  slug: 'footer/impressum',
};

function paramsFor(name: RouteBaseName, locale: LocaleCode): Record<string, string> {
  return Object.fromEntries(
    paramNamesOf(routeDefinition(name), locale).map((param) => [param, SAMPLE_PARAMS[param]]),
  );
}

describe('route table', () => {
  it('has one definition per route name, and every name of the domain', () => {
    const names = ROUTES.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it.each(LOCALE_CODES)('gives every route a distinct path in %s that matches back to it', (locale) => {
    const paths = new Set<string>();
    for (const { name } of ROUTES) {
      const params = paramsFor(name, locale);
      const path = buildPath(name, locale, params);
      paths.add(path);
      if (!SHOP_LOCALES.includes(locale)) continue;
      const match = matchPath(path);
      expect({ path, name: match?.name, params: match?.params }).toEqual({
        path,
        name: `${name}___${locale}`,
        params,
      });
      expect(match?.paramsValid).toBe(true);
    }
    expect(paths.size).toBe(ROUTES.length);
  });

  it('gives route names unique across all locales', () => {
    const names = SHOP_LOCALES.flatMap((locale) =>
      ROUTES.map(({ name }) => matchPath(buildPath(name, locale, paramsFor(name, locale)))?.name),
    );
    expect(new Set(names).size).toBe(SHOP_LOCALES.length * ROUTES.length);
  });

  it('builds the account tree of de-at as the spec shows it', () => {
    expect(buildPath('account-home', 'de-at')).toBe('/de-at/account/mein-konto');
    expect(buildPath('account-users-contact-edit', 'de-at', { id: '42' })).toBe(
      '/de-at/account/mein-konto/benutzerverwaltung/kontakt/42',
    );
    expect(buildPath('account-users-contact-create', 'de-at')).toBe(
      '/de-at/account/mein-konto/benutzerverwaltung/kontakt',
    );
    expect(buildPath('account-users-contact-approval', 'de-at', { token: 't0k', customer: '100234' })).toBe(
      '/de-at/account/mein-konto/benutzerverwaltung/kontakt/freigabe/t0k/100234',
    );
    expect(buildPath('account-users-location', 'de-at')).toBe(
      '/de-at/account/mein-konto/benutzerverwaltung/standort',
    );
    expect(buildPath('account-service-list-category', 'de-at', { category: 'reinigung' })).toBe(
      '/de-at/account/mein-konto/serviceleistungen/reinigung',
    );
    expect(buildPath('account-carts-cart', 'de-at', { cartId: 'c1' })).toBe(
      '/de-at/account/mein-konto/warenkorbverwaltung/c1',
    );
    expect(buildPath('account-settings', 'de-at')).toBe('/de-at/account/mein-konto/einstellungen');
  });

  it('uses the Bulgarian words of the spec', () => {
    expect(buildPath('account-display-plans', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/grafitsi');
    // Decision 0103: the essence list's words.
    expect(buildPath('account-essence-list', 'de-at')).toBe('/de-at/account/mein-konto/stammsortiment');
    expect(buildPath('account-essence-list', 'cs-cz')).toBe('/cs-cz/account/mein-konto/staly-sortiment');
    expect(buildPath('account-essence-list', 'it-it')).toBe('/it-it/account/mein-konto/assortimento-fisso');
    expect(buildPath('account-essence-list', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/osnoven-asortiment');
    expect(buildPath('account-sales', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/distributsia');
    expect(buildPath('account-users-location', 'bg-bg')).toBe(
      '/bg-bg/account/moyat-akaunt/administrirane-na-potrebitelite/firmena-baza',
    );
    expect(buildPath('account-users-contact-approval', 'bg-bg', { token: 't', customer: 'c' })).toBe(
      '/bg-bg/account/moyat-akaunt/administrirane-na-potrebitelite/kontakt/rasreshenie/t/c',
    );
    expect(buildPath('account-orders', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/porachki');
    expect(buildPath('account-budgets', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/byudzheti');
    expect(buildPath('account-company-data', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/firmeni-danni');
    expect(buildPath('account-settings', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/nastroyki');
    expect(buildPath('account-service-list', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/servizni-uslugi');
    expect(buildPath('account-carts', 'bg-bg')).toBe('/bg-bg/account/moyat-akaunt/upravlenie-na-kolichkite');
    expect(buildPath('register-new', 'bg-bg')).toBe('/bg-bg/registratsia/nov-klient');
    expect(buildPath('register-existing', 'bg-bg')).toBe('/bg-bg/registratsia/nastoyasht-klient');
    expect(buildPath('search', 'bg-bg')).toBe('/bg-bg/tarsene');
    expect(buildPath('shopping-list', 'bg-bg')).toBe('/bg-bg/spisak-zapomni');
    expect(buildPath('scan-me', 'bg-bg')).toBe('/bg-bg/skanirane');
    expect(buildPath('cart', 'bg-bg')).toBe('/bg-bg/kolichka');
    expect(buildPath('quick-order', 'bg-bg')).toBe('/bg-bg/barza-porachka');
    expect(buildPath('order-confirmation', 'bg-bg')).toBe('/bg-bg/potvarzhdenie-za-porachka');
    expect(buildPath('order-finish', 'bg-bg')).toBe('/bg-bg/zavarshvane-na-porachka');
  });

  it('uses German words in it-de and the Italian ones in it-it', () => {
    expect(routeWordsOf('it-de')).toEqual(routeWordsOf('de-at'));
    expect(buildPath('contact', 'it-de')).toBe('/it-de/kontakt');
    expect(buildPath('contact', 'it-it')).toBe('/it-it/contatto');
    expect(buildPath('register-existing', 'it-de')).toBe('/it-de/registrierung/bestandskunde');
    expect(buildPath('register-existing', 'it-it')).toBe('/it-it/registrazione/cliente-esistente');
    expect(buildPath('order-finish', 'it-it')).toBe('/it-it/conclusione-ordine');
    expect(buildPath('account-users-contact-approval', 'it-it', { token: 't', customer: 'c' })).toBe(
      '/it-it/account/mein-konto/benutzerverwaltung/kontakt/autorizzazione/t/c',
    );
  });

  it('uses the Czech and Slovak words, and puts the Czech settings under company data', () => {
    expect(buildPath('register-new', 'cs-cz')).toBe('/cs-cz/registrace/novy');
    expect(buildPath('register-existing', 'sk-sk')).toBe('/sk-sk/registracia/existujuci');
    expect(buildPath('shopping-list', 'cs-cz')).toBe('/cs-cz/seznam-pro-zapamatovani');
    expect(buildPath('scan-me', 'cs-cz')).toBe('/cs-cz/skenovat');
    expect(buildPath('scan-me', 'sk-sk')).toBe('/sk-sk/skenovat');
    expect(buildPath('scan-me', 'it-it')).toBe('/it-it/scansiona');
    expect(buildPath('scan-me', 'de-at')).toBe('/de-at/scannen');
    expect(matchPath('/de-at/scannen')?.name).toBe('scan-me___de-at');
    expect(buildPath('cart', 'sk-sk')).toBe('/sk-sk/kosik');
    expect(buildPath('order-confirmation', 'sk-sk')).toBe('/sk-sk/potvrdenie-objednavky');
    expect(buildPath('account-settings', 'cs-cz')).toBe(
      '/cs-cz/account/mein-konto/firmendaten/einstellungen',
    );
    expect(matchPath('/cs-cz/account/mein-konto/firmendaten/einstellungen')?.name).toBe(
      'account-settings___cs-cz',
    );
    expect(matchPath('/cs-cz/account/mein-konto/einstellungen')?.name).toBe('slug___cs-cz');
  });

  it('keeps every locale word a valid path segment', () => {
    for (const locale of LOCALE_CODES)
      for (const key of ROUTE_WORD_KEYS) expect(routeWordsOf(locale)[key]).toMatch(/^[a-z0-9-]+$/);
  });

  it('knows access, sign-in and no-usp of the account pages', () => {
    expect(routeDefinition('account-users')).toMatchObject({ access: 'ROLE_ADMIN', requiresAuth: true });
    expect(routeDefinition('account-company-data').access).toBe('ROLE_ADMIN');
    expect(routeDefinition('account-service-list-category').access).toBe('ROLE_ADMIN');
    expect(routeDefinition('account-budgets').access).toBe('ROLE_CART_APPROVER');
    expect(routeDefinition('account-settings').access).toBe('ROLE_CART_APPROVER');
    expect(routeDefinition('account-orders')).toMatchObject({
      access: 'ROLE_AUTHENTICATED',
      requiresAuth: true,
    });
    expect(ROUTES.filter((definition) => definition.noUsp).map((definition) => definition.name)).toEqual([
      'account-sales',
      'account-carts-cart',
    ]);
    expect(routeDefinition('order-confirmation')).toMatchObject({ requiresAuth: true, guards: ['checkout'] });
    expect(routeDefinition('cart')).toMatchObject({ access: null, requiresAuth: false, guards: [] });
  });

  it('rejects unknown pattern parts', () => {
    expect(() => parsePattern('a/b')).toThrow('Route pattern part "a"');
  });
});

describe('matching paths', () => {
  it('reads products and content pages of any depth', () => {
    expect(matchPath('/de-at/p/reiniger/allzweck-500')).toMatchObject({
      name: 'p-product___de-at',
      params: { product: 'reiniger/allzweck-500' },
    });
    expect(matchPath('/de-at/p')?.name).toBe('p___de-at');
    expect(matchPath('/de-at')).toMatchObject({ name: 'slug___de-at', params: { slug: '' } });
    expect(matchPath('/de-at/')).toMatchObject({ name: 'slug___de-at', params: { slug: '' } });
    expect(matchPath('/de-at/footer/impressum?x=1#top')).toMatchObject({
      name: 'slug___de-at',
      params: { slug: 'footer/impressum' },
    });
    expect(matchPath('/it-it/preview/partner/news')).toMatchObject({ params: { fullSlug: 'partner/news' } });
  });

  it('decodes parameters and encodes them back', () => {
    const path = buildPath('c-category', 'cs-cz', { category: 'čisticí-prostředky' });
    expect(path).toBe(`/cs-cz/c/${encodeURIComponent('čisticí-prostředky')}`);
    expect(matchPath(path)?.params).toEqual({ category: 'čisticí-prostředky' });
    expect(matchPath('/de-at/%E0%A4%A')).toBeNull();
  });

  it('flags a category parameter that breaks its rule', () => {
    expect(matchPath('/de-at/c/boden.pflege')).toMatchObject({
      name: 'c-category___de-at',
      paramsValid: false,
    });
    expect(matchPath('/de-at/account/mein-konto/serviceleistungen/a%20b')?.paramsValid).toBe(false);
  });

  it('does not match words of another locale', () => {
    expect(matchPath('/de-at/account/moyat-akaunt')?.name).toBe('slug___de-at');
    expect(matchPath('/bg-bg/account/moyat-akaunt')?.name).toBe('account-home___bg-bg');
  });

  it.each([
    ['sr-rs', 'https://shop.example.rs/'],
    ['sl-si', 'https://shop.example.si/'],
    ['ro-ro', 'https://shop.example.ro/'],
    ['hu-hu', 'https://shop.example.hu/'],
    ['hr-hr', 'https://shop.example.hr/'],
  ])('resolves %s to its external shop', (locale, url) => {
    expect(resolvePath(`/${locale}/account/mein-konto`)).toEqual({ kind: 'external', locale, url });
    expect(matchPath(`/${locale}/login`)).toBeNull();
  });

  it('finds the external shop of a country-code marker', () => {
    expect(externalShopUrlForCountry('hu')).toBe('https://shop.example.hu/');
    expect(externalShopUrlForCountry('AT')).toBeNull();
    expect(externalShopUrlForCountry('XX')).toBeNull();
  });

  it('knows no unknown locale prefix', () => {
    expect(resolvePath('/en-us/products')).toEqual({ kind: 'unmatched', locale: null });
    expect(resolvePath('/')).toEqual({ kind: 'unmatched', locale: null });
  });
});

describe('translating paths to another locale', () => {
  it('keeps the page and its parameters in the target words', () => {
    expect(translatePath('/de-at/account/mein-konto/benutzerverwaltung/standort', 'bg-bg')).toEqual({
      kind: 'internal',
      path: '/bg-bg/account/moyat-akaunt/administrirane-na-potrebitelite/firmena-baza',
    });
    expect(translatePath('/bg-bg/account/moyat-akaunt/warenkorbverwaltung', 'it-de').kind).toBe('internal');
    expect(translatePath('/it-it/contatto', 'de-de')).toEqual({ kind: 'internal', path: '/de-de/kontakt' });
    expect(translatePath('/cs-cz/account/mein-konto/firmendaten/einstellungen', 'sk-sk')).toEqual({
      kind: 'internal',
      path: '/sk-sk/account/mein-konto/einstellungen',
    });
    expect(translatePath('/de-at/c/bodenpflege', 'cs-cz', '?page=2')).toEqual({
      kind: 'internal',
      path: '/cs-cz/c/bodenpflege?page=2',
    });
  });

  it('treats a path without locale as the default locale and leads external locales to their shop', () => {
    expect(translatePath('/', 'it-it')).toEqual({ kind: 'internal', path: '/it-it' });
    expect(translatePath('/account/mein-konto', 'bg-bg')).toEqual({
      kind: 'internal',
      path: '/bg-bg/account/moyat-akaunt',
    });
    expect(translatePath('/de-at/warenkorb', 'hr-hr')).toEqual({
      kind: 'external',
      url: 'https://shop.example.hr/',
    });
  });
});
