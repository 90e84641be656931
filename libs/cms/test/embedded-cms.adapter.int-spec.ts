import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { guestShopContext, LOCALES, SHOP_LOCALES } from '@shop/locales';
import { EmbeddedCmsAdapter } from '../src/embedded/embedded-cms.adapter';
import { FALLBACK_SLUG, KITCHENSINK_SLUG } from '../src/cms.port';
import { CONTENT_BLOCK_COMPONENTS, type ProductSliderBlock } from '../src/cms.types';

jest.setTimeout(60_000);

const ctxFor = guestShopContext;

describe('EmbeddedCmsAdapter', () => {
  let database: TestDatabase;
  let adapter: EmbeddedCmsAdapter;

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.1 } });
    adapter = new EmbeddedCmsAdapter(database.db);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('serves a home page and a footer for every shop locale', async () => {
    for (const locale of SHOP_LOCALES) {
      const home = await adapter.getPage(ctxFor(locale), '');
      expect(home).toMatchObject({ locale, slug: '', content: { component: 'page' } });
      expect(Date.parse(home!.publishedAt)).not.toBeNaN();
      const components = home!.content.body.map((block) => block.component);
      expect(components).toContain('hero_banner');
      expect(components).toContain('category_slider');
      expect(components).toContain('product_slider');
      const footer = await adapter.getFooter(ctxFor(locale));
      expect(footer).toMatchObject({ locale, slug: 'global/footer', content: { component: 'footer' } });
      expect(footer!.content.columns.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses SKUs of the locale’s tenant in product sliders', async () => {
    for (const locale of ['cs-cz', 'bg-bg'] as const) {
      const home = await adapter.getPage(ctxFor(locale), '');
      const skus = home!.content.body
        .filter((block): block is ProductSliderBlock => block.component === 'product_slider')
        .flatMap((block) => block.skus);
      const found = await database.db.query<{ sku: string }>(
        'select sku from product where mandant_code = $1 and sku = any($2::text[])',
        [LOCALES[locale].mandantCode, skus],
      );
      expect(new Set(found.map((row) => row.sku))).toEqual(new Set(skus));
    }
  });

  it('writes the texts in the locale’s language', async () => {
    const bg = await adapter.getPage(ctxFor('bg-bg'), '');
    expect(bg!.content.title).toMatch(/[\u0400-\u04FF]/);
    const southTyrol = await adapter.getPage(ctxFor('it-de'), '');
    const italy = await adapter.getPage(ctxFor('it-it'), '');
    expect(southTyrol!.content.title).toBe('Reinigung und Hygiene für Profis');
    expect(italy!.content.title).toBe('Pulizia e igiene per professionisti');
    const hero = italy!.content.body.find((block) => block.component === 'hero_banner');
    expect(hero).toMatchObject({ image: '/api/images/hero/it-it.svg' });
  });

  it('accepts slugs with surrounding slashes and returns null for unknown pages and locales', async () => {
    expect((await adapter.getPage(ctxFor('de-at'), '/'))?.slug).toBe('');
    expect(await adapter.getPage(ctxFor('de-at'), 'does-not-exist')).toBeNull();
    // A locale without a shop here has no stories (its tenant field stays empty).
    expect(await adapter.getFooter({ ...ctxFor('de-at'), locale: 'hu-hu', mandantCode: '' })).toBeNull();
  });

  it('does not serve the footer as a page', async () => {
    expect(await adapter.getPage(ctxFor('de-at'), 'global/footer')).toBeNull();
  });
  it('finds the redirect of an old path in the locale, internal ones with the locale prefix', async () => {
    expect(await adapter.redirectFor(ctxFor('de-at'), '/sortiment/bodenpflege')).toEqual({
      to: '/de-at/c/bodenpflege',
      external: false,
    });
    expect(await adapter.redirectFor(ctxFor('de-at'), 'sortiment/bodenpflege/?utm=x')).toEqual({
      to: '/de-at/c/bodenpflege',
      external: false,
    });
    const italian = await adapter.redirectFor(ctxFor('it-it'), '/assortimento/cura-dei-pavimenti');
    expect(italian).toEqual({ to: '/it-it/c/cura-dei-pavimenti', external: false });
    // Same tenant, other locale: the Italian row does not apply to it-de.
    expect(await adapter.redirectFor(ctxFor('it-de'), '/assortimento/cura-dei-pavimenti')).toBeNull();
  });

  it('serves tenant-wide external redirects to every locale of the tenant, and nothing for unknown paths', async () => {
    for (const locale of ['it-it', 'it-de', 'bg-bg'] as const) {
      expect(await adapter.redirectFor(ctxFor(locale), '/karriere')).toEqual({
        to: 'https://careers.example.com/',
        external: true,
      });
    }
    expect(await adapter.redirectFor(ctxFor('de-at'), '/gibt-es-nicht')).toBeNull();
    expect(await adapter.redirectFor(ctxFor('de-at'), '/')).toBeNull();
  });

  it('keeps redirects per tenant: a row of one tenant never answers another', async () => {
    await database.db.query(
      `insert into cms_redirect (mandant_code, locale, from_path, target, external) values ('30HHDE', null, '/nur-deutschland', '/c/x', false)`,
    );
    expect(await adapter.redirectFor(ctxFor('de-de'), '/nur-deutschland')).toEqual({
      to: '/de-de/c/x',
      external: false,
    });
    expect(await adapter.redirectFor(ctxFor('de-at'), '/nur-deutschland')).toBeNull();
  });

  it('refuses unsafe targets in the table', async () => {
    await expect(
      database.db.query(
        `insert into cms_redirect (mandant_code, from_path, target, external) values ('20HHAT', '/evil', '//evil.example', false)`,
      ),
    ).rejects.toThrow();
  });

  const FOOTER_PAGES = [
    'impressum',
    'agb',
    'datenschutz',
    'hilfe',
    'lieferung',
    'retouren',
    'ueber-uns',
    'nachhaltigkeit',
  ];

  it('serves the footer pages and a partner page in every shop locale, and the footer links to them', async () => {
    for (const locale of SHOP_LOCALES) {
      const ctx = ctxFor(locale);
      for (const key of FOOTER_PAGES) {
        const story = await adapter.getPage(ctx, `footer/${key}`);
        expect(story).toMatchObject({ locale, slug: `footer/${key}`, draft: false });
        expect(story!.content.body[0]).toMatchObject({ component: 'rich_text' });
      }
      const partner = await adapter.getPage(ctx, 'partner/servicepartner-reinigungstechnik');
      expect(partner?.content.body.map((block) => block.component)).toContain('product_listing');
      const footer = await adapter.getFooter(ctx);
      const targets = footer!.content.columns.flatMap((column) => column.links.map((link) => link.to));
      for (const key of FOOTER_PAGES) expect(targets).toContain(`/footer/${key}`);
      expect(targets).toContain('/partner/servicepartner-reinigungstechnik');
    }
    const bgImprint = await adapter.getPage(ctxFor('bg-bg'), 'footer/impressum');
    expect(bgImprint!.content.title).toMatch(/[\u0400-\u04FF]/);
    expect(JSON.stringify(bgImprint!.content.body)).toContain('HH Hygiene Handel България ЕООД');
    expect((await adapter.getPage(ctxFor('cs-cz'), 'footer/agb'))!.content.title).toBe('Obchodní podmínky');
  });

  it('serves drafts only in preview mode', async () => {
    const ctx = ctxFor('de-at');
    expect(await adapter.getPage(ctx, 'partner/fruehjahrsaktion')).toBeNull();
    const draft = await adapter.getPage(ctx, 'partner/fruehjahrsaktion', { preview: true });
    expect(draft).toMatchObject({ draft: true, content: { component: 'page' } });
    expect((await adapter.getPage(ctx, 'footer/agb', { preview: true }))?.draft).toBe(false);
  });

  it('has a fallback page and a kitchensink with every block type in every locale', async () => {
    for (const locale of SHOP_LOCALES) {
      const fallback = await adapter.getFallbackPage(ctxFor(locale));
      expect(fallback).toMatchObject({ slug: FALLBACK_SLUG, locale });
      const kitchensink = await adapter.getPage(ctxFor(locale), KITCHENSINK_SLUG);
      const components = new Set(kitchensink!.content.body.map((block) => block.component));
      expect([...components].sort()).toEqual([...CONTENT_BLOCK_COMPONENTS].sort());
    }
  });

  it('stores newsletter sign-ups per tenant, once per address whatever its case', async () => {
    expect(await adapter.addNewsletterSignup(ctxFor('de-at'), 'einkauf@example.at')).toEqual({
      created: true,
    });
    expect(await adapter.addNewsletterSignup(ctxFor('de-at'), 'Einkauf@Example.at')).toEqual({
      created: false,
    });
    expect(await adapter.addNewsletterSignup(ctxFor('de-de'), 'einkauf@example.at')).toEqual({
      created: true,
    });
    const rows = await database.db.query<{ mandant_code: string; locale: string }>(
      `select mandant_code, locale from newsletter_signup where lower(email) = 'einkauf@example.at' order by mandant_code`,
    );
    expect(rows).toEqual([
      { mandant_code: '20HHAT', locale: 'de-at' },
      { mandant_code: '30HHDE', locale: 'de-de' },
    ]);
    await expect(adapter.addNewsletterSignup(ctxFor('de-at'), 'not an address')).rejects.toThrow();
  });
});
