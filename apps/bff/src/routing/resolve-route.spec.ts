import type { CmsPort, CmsRedirect, PageContent, Story } from '@shop/cms';
import type { ShopContext } from '@shop/domain';
import { resolveRoute, type ProductLookup } from './resolve-route';
import { RouteResolver } from './route.resolver';
import { loadConfig } from '../config/app-config';

/** A CMS with one content page per locale and one redirect, recording the contexts it was asked in. */
function fakeCms(): CmsPort & { asked: ShopContext[] } {
  const asked: ShopContext[] = [];
  const page = (slug: string): Story<PageContent> => ({
    id: '1',
    locale: 'de-at',
    slug,
    name: slug,
    publishedAt: '2026-01-01T00:00:00.000Z',
    draft: false,
    content: { component: 'page', title: slug, seoDescription: '', body: [] },
  });
  return {
    asked,
    getPage: async (ctx, slug) => (ctx.locale === 'de-at' && slug === 'footer/impressum' ? page(slug) : null),
    getPageById: async () => null,
    listPages: async () => [],
    getFooter: async () => null,
    getFallbackPage: async () => null,
    addNewsletterSignup: async () => ({ created: true }),
    redirectFor: async (ctx, path): Promise<CmsRedirect | null> => {
      asked.push(ctx);
      if (ctx.mandantCode === '20HHAT' && path === '/sortiment/bodenpflege')
        return { to: `/${ctx.locale}/c/bodenpflege`, external: false };
      if (path === '/karriere') return { to: 'https://careers.example.com/', external: true };
      return null;
    },
  };
}

/** A catalogue with one product per tenant: slug `glasreiniger-1l` (de-at's tenant), SKU 200002. */
function fakeProducts(): ProductLookup {
  const product = { slug: 'glasreiniger-1l', sku: '200002' };
  const ofTenant = (ctx: ShopContext) => ctx.mandantCode === '20HHAT';
  return {
    getProductBySlug: async (ctx, slug) =>
      ofTenant(ctx) && slug === product.slug ? (product as never) : null,
    getProductsBySkus: async (ctx, skus) =>
      skus.map((sku) => (ofTenant(ctx) && sku === product.sku ? (product as never) : null)),
  };
}

describe('product-redirect step of the content route', () => {
  it('sends a slug that names a product to its product page', async () => {
    expect(
      await resolveRoute(fakeCms(), undefined, '/de-at/glasreiniger-1l', {}, fakeProducts()),
    ).toMatchObject({
      name: 'slug___de-at',
      redirect: { to: '/de-at/p/glasreiniger-1l', external: false },
      notFound: false,
    });
  });

  it('reads an old shop address: a deeper path, a .html ending or the product number', async () => {
    for (const path of [
      '/de-at/shop/reinigung/glasreiniger-1l.html',
      '/de-at/200002',
      '/de-at/artikel/200002.htm',
    ])
      expect((await resolveRoute(fakeCms(), undefined, path, {}, fakeProducts())).redirect).toEqual({
        to: '/de-at/p/glasreiniger-1l',
        external: false,
      });
  });

  it('keeps CMS pages first, and another tenant’s product or an unknown slug not found', async () => {
    expect(
      await resolveRoute(fakeCms(), undefined, '/de-at/footer/impressum', {}, fakeProducts()),
    ).toMatchObject({ redirect: null, notFound: false });
    expect(
      await resolveRoute(fakeCms(), undefined, '/bg-bg/glasreiniger-1l', {}, fakeProducts()),
    ).toMatchObject({
      redirect: null,
      notFound: true,
    });
    expect(
      await resolveRoute(fakeCms(), undefined, '/de-at/gibt-es-nicht', {}, fakeProducts()),
    ).toMatchObject({
      redirect: null,
      notFound: true,
    });
  });
});

describe('resolveRoute', () => {
  it('names the route with its locale, parameters and access rule', async () => {
    const cms = fakeCms();
    expect(
      await resolveRoute(
        cms,
        undefined,
        '/bg-bg/account/moyat-akaunt/administrirane-na-potrebitelite/kontakt/42',
      ),
    ).toEqual({
      path: '/bg-bg/account/moyat-akaunt/administrirane-na-potrebitelite/kontakt/42',
      name: 'account-users-contact-edit___bg-bg',
      baseName: 'account-users-contact-edit',
      locale: 'bg-bg',
      params: [{ name: 'id', value: '42' }],
      requiredRole: 'ROLE_ADMIN',
      accessLevel: 4,
      requiresAuth: true,
      noUsp: false,
      redirect: null,
      notFound: false,
    });
    expect(cms.asked[0]).toMatchObject({ locale: 'bg-bg', mandantCode: '57HHBG' });
  });

  it('answers the redirect the CMS keeps for the path in the tenant of the locale', async () => {
    const cms = fakeCms();
    expect(await resolveRoute(cms, undefined, '/de-at/sortiment/bodenpflege/?x=1')).toMatchObject({
      name: 'slug___de-at',
      redirect: { to: '/de-at/c/bodenpflege', external: false },
      notFound: false,
    });
    expect((await resolveRoute(cms, undefined, '/de-de/sortiment/bodenpflege')).redirect).toBeNull();
    expect(await resolveRoute(cms, undefined, '/it-it/karriere')).toMatchObject({
      redirect: { to: 'https://careers.example.com/', external: true },
    });
  });

  it('knows content pages the CMS has and reports the others as not found', async () => {
    const cms = fakeCms();
    expect((await resolveRoute(cms, undefined, '/de-at/footer/impressum')).notFound).toBe(false);
    expect((await resolveRoute(cms, undefined, '/de-at/gibt-es-nicht')).notFound).toBe(true);
    expect((await resolveRoute(cms, undefined, '/de-at')).notFound).toBe(false);
  });

  it('reports broken route parameters and unknown locales as not found', async () => {
    const cms = fakeCms();
    expect(await resolveRoute(cms, undefined, '/de-at/c/boden.pflege')).toMatchObject({
      name: 'c-category___de-at',
      notFound: true,
    });
    expect(await resolveRoute(cms, undefined, '/en-us/products')).toMatchObject({
      name: null,
      notFound: true,
    });
    expect(cms.asked).toHaveLength(1);
  });

  it('sends locales of external shops there', async () => {
    expect(await resolveRoute(fakeCms(), undefined, '/hu-hu/account/mein-konto')).toMatchObject({
      locale: 'hu-hu',
      name: null,
      redirect: { to: 'https://shop.example.hu/', external: true },
      notFound: false,
    });
  });
});

describe('RouteResolver', () => {
  it('refuses paths that are not shop paths', () => {
    const resolver = new RouteResolver(
      fakeCms(),
      fakeProducts() as never,
      loadConfig({ DATABASE_URL: 'postgres://x' }),
    );
    for (const path of ['//evil.example', 'https://evil.example', 'de-at']) {
      expect(() => resolver.route(path, undefined)).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
      );
    }
  });
});

describe('externalShops', () => {
  it('lists the five regional shops with configured URLs winning over the defaults', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://x',
      EXTERNAL_SHOP_URLS: 'HU=https://hu.example.com/shop',
    });
    const shops = new RouteResolver(fakeCms(), fakeProducts() as never, config).externalShops();
    expect(shops.map((shop) => shop.countryCode).sort()).toEqual(['HR', 'HU', 'RO', 'RS', 'SI']);
    expect(shops.find((shop) => shop.locale === 'hu-hu')?.url).toBe('https://hu.example.com/shop');
    expect(shops.find((shop) => shop.locale === 'sr-rs')?.url).toBe('https://shop.example.rs/');
  });

  it('sends a path of such a locale to the configured shop', async () => {
    const resolution = await resolveRoute(fakeCms(), undefined, '/hu-hu/warenkorb', {
      HU: 'https://hu.example.com/shop',
    });
    expect(resolution.redirect).toEqual({ to: 'https://hu.example.com/shop', external: true });
  });
});
