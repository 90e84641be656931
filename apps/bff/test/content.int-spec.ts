import { BLOCK_MODELS } from '../src/content/content.models';
import { startTestBff, type GraphqlResponse, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(60_000);

const PREVIEW_TOKEN = 'preview-token-for-the-tests';

const CONTENT = `
  query Content($locale: String!, $slug: String!, $preview: Boolean, $token: String, $fallback: Boolean) {
    content(locale: $locale, slug: $slug, preview: $preview, token: $token, fallback: $fallback) {
      slug title draft isFallback
      blocks {
        __typename
        ... on RichTextBlock { nodes { kind level ordered spans { text bold italic href } items { spans { text href } } } }
        ... on ProductListingBlock { headline limit category { key } products { sku name } }
        ... on ProductSliderBlock { products { sku } }
        ... on CategorySliderBlock { categories { key } }
        ... on AccordionBlock { items { title body { kind } } }
        ... on TableBlock { head rows rowHeaders caption }
        ... on VideoTeaserBlock { poster videoUrl durationSeconds }
        ... on QuoteSliderBlock { quotes { text author company } }
        ... on HotlineBoxBlock { phone phoneHref email hours }
        ... on NewsletterFormBlock { headline privacyLink }
        ... on HeroBannerBlock { headline }
      }
    }
  }`;

const SUBSCRIBE = `
  mutation Subscribe($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { ok } }`;

describe('content: blocks, preview, fallback and newsletter over GraphQL', () => {
  let bff: TestBff;

  const content = (variables: Record<string, unknown>) => bff.guest().graphql(CONTENT, variables);
  const codeOf = (result: GraphqlResponse) => result.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, config: { PREVIEW_TOKEN } });
  });

  afterAll(() => bff?.close());

  it('serves every block type on the kitchensink story with real data', async () => {
    const result = await content({ locale: 'de-at', slug: 'global/kitchensink' });
    expect(result.errors).toBeUndefined();
    const blocks = result.data!.content.blocks as Json[];
    const types = new Set(blocks.map((block) => block.__typename));
    expect([...types].sort()).toEqual(
      Object.values(BLOCK_MODELS)
        .map((model) => model.name.replace(/Model$/, ''))
        .sort(),
    );
    const byCategory = blocks.find((block) => block.__typename === 'ProductListingBlock' && block.category);
    expect(byCategory.products.length).toBeGreaterThan(0);
    expect(byCategory.products.length).toBeLessThanOrEqual(byCategory.limit);
    const bySkus = blocks.find((block) => block.__typename === 'ProductListingBlock' && !block.category);
    expect(bySkus.products.length).toBe(4);
    const hotline = blocks.find((block) => block.__typename === 'HotlineBoxBlock');
    expect(hotline).toMatchObject({ phone: '+43 1 616 20 00', phoneHref: 'tel:+4316162000' });
    const video = blocks.find((block) => block.__typename === 'VideoTeaserBlock');
    expect(video).toMatchObject({ poster: '/api/images/hero/de-at.svg', durationSeconds: 130 });
    const table = blocks.find((block) => block.__typename === 'TableBlock');
    expect(table.rows.every((row: string[]) => row.length === table.head.length)).toBe(true);
  });

  it('serves the unique selling points with the footer, in the language of the locale', async () => {
    const usps = async (locale: string) =>
      (
        (
          await bff
            .guest()
            .graphql('query ($locale: String!) { footer(locale: $locale) { usps } }', { locale })
        ).data as Json
      ).footer.usps as string[];
    const german = await usps('de-at');
    const bulgarian = await usps('bg-bg');
    expect(german.length).toBeGreaterThanOrEqual(3);
    expect(german[0]).toMatch(/Lieferung/);
    expect(bulgarian).toHaveLength(german.length);
    expect(bulgarian.join(' ')).toMatch(/^[\u0400-\u04FF0-9\s–.,]+$/);
  });

  it('serves the footer pages as structured rich text with safe links only', async () => {
    const result = await content({ locale: 'de-at', slug: 'footer/agb' });
    const [text] = result.data!.content.blocks;
    expect(text.__typename).toBe('RichTextBlock');
    expect(text.nodes.map((node: Json) => node.kind)).toEqual(
      expect.arrayContaining(['HEADING', 'PARAGRAPH', 'LIST']),
    );
    const links = text.nodes.flatMap((node: Json) => node.spans).filter((span: Json) => span.href);
    expect(links.map((span: Json) => span.href)).toEqual(['/footer/lieferung', '/footer/retouren']);

    // A stored javascript: link or markup arrives as plain text, never as a link or HTML.
    await bff.database.db.query(
      `update cms_story set content = jsonb_set(content, '{body,0,nodes}', $1::jsonb) where locale = 'de-at' and slug = 'footer/agb'`,
      [
        JSON.stringify([
          {
            type: 'paragraph',
            spans: [
              { text: '<img src=x onerror=alert(1)>', href: 'javascript:alert(1)' },
              { text: 'ok', href: '//evil.example' },
            ],
          },
        ]),
      ],
    );
    const tampered = await content({ locale: 'de-at', slug: 'footer/agb' });
    expect(tampered.data!.content.blocks[0].nodes[0].spans).toEqual([
      { text: '<img src=x onerror=alert(1)>', bold: false, italic: false, href: null },
      { text: 'ok', bold: false, italic: false, href: null },
    ]);
  });

  describe('preview', () => {
    it('serves a draft only with the preview token', async () => {
      const ok = await content({
        locale: 'de-at',
        slug: 'partner/fruehjahrsaktion',
        preview: true,
        token: PREVIEW_TOKEN,
      });
      expect(ok.data!.content).toMatchObject({ draft: true, isFallback: false });
      expect(codeOf(await content({ locale: 'de-at', slug: 'partner/fruehjahrsaktion' }))).toBe('NOT_FOUND');
      // Not even as the fallback.
      const asFallback = await content({ locale: 'de-at', slug: 'partner/fruehjahrsaktion', fallback: true });
      expect(asFallback.data!.content).toMatchObject({ isFallback: true, slug: 'global/fallback' });
    });

    it('answers NOT_FOUND without a token or with a wrong one, also for published stories', async () => {
      for (const token of [undefined, null, '', 'wrong-token-of-enough-length', `${PREVIEW_TOKEN}x`]) {
        for (const slug of ['partner/fruehjahrsaktion', 'footer/agb']) {
          const result = await content({ locale: 'de-at', slug, preview: true, token });
          expect(result.data).toBeNull();
          expect(codeOf(result)).toBe('NOT_FOUND');
          expect(result.errors![0].message).toBe('error.content-not-found');
        }
      }
      const published = await content({
        locale: 'de-at',
        slug: 'footer/agb',
        preview: true,
        token: PREVIEW_TOKEN,
      });
      expect(published.data!.content.draft).toBe(false);
    });
  });

  it('refuses a slug that is no story slug with BAD_USER_INPUT error.invalid-slug, preview or not', async () => {
    for (const slug of ['../etc/passwd', 'ueber uns', 'a?b', 'x'.repeat(201)]) {
      for (const preview of [false, true]) {
        const result = await content({ locale: 'de-at', slug, preview, token: PREVIEW_TOKEN });
        expect(result.data).toBeNull();
        expect(result.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          messageKey: 'error.invalid-slug',
        });
      }
    }
    const slashes = await content({ locale: 'de-at', slug: '/footer/agb/' });
    expect(slashes.errors).toBeUndefined();
    expect(slashes.data!.content).toMatchObject({ slug: 'footer/agb' });
  });

  it('answers an unknown slug with NOT_FOUND, or with the fallback story when asked', async () => {
    expect(codeOf(await content({ locale: 'bg-bg', slug: 'footer/gibt-es-nicht' }))).toBe('NOT_FOUND');
    const result = await content({ locale: 'bg-bg', slug: 'footer/gibt-es-nicht', fallback: true });
    expect(result.data!.content).toMatchObject({
      isFallback: true,
      slug: 'global/fallback',
      title: 'Тази страница не съществува',
    });
    const known = await content({ locale: 'bg-bg', slug: 'footer/agb', fallback: true });
    expect(known.data!.content).toMatchObject({ isFallback: false, slug: 'footer/agb' });
  });

  describe('newsletter sign-up', () => {
    const signups = () =>
      bff.database.db.query<{ mandant_code: string; email: string }>(
        'select mandant_code, email from newsletter_signup order by id',
      );

    it('stores a valid address per tenant, once', async () => {
      const guest = bff.guest();
      const result = await guest.graphql(SUBSCRIBE, {
        input: { locale: 'sk-sk', email: '  nakup@firma.sk ' },
      });
      expect(result).toEqual({ data: { subscribeNewsletter: { ok: true } }, extensions: expect.anything() });
      const again = await guest.graphql(SUBSCRIBE, { input: { locale: 'sk-sk', email: 'NAKUP@firma.sk' } });
      expect(again).toEqual({ data: { subscribeNewsletter: { ok: true } }, extensions: expect.anything() });
      expect(await signups()).toEqual([{ mandant_code: '50HHSK', email: 'nakup@firma.sk' }]);
    });

    it('refuses malformed addresses and unknown locales and stores nothing', async () => {
      const guest = bff.guest();
      const before = (await signups()).length;
      for (const email of [
        '',
        'no-at-sign',
        'a@b',
        'x@y.sk<script>',
        `${'a'.repeat(250)}@firma.sk`,
        'Name <a@firma.sk>',
      ]) {
        const result = await guest.graphql(SUBSCRIBE, { input: { locale: 'sk-sk', email } });
        expect(codeOf(result)).toBe('BAD_USER_INPUT');
        expect(result.errors![0].message).toBe('error.newsletter-email-invalid');
      }
      const badLocale = await guest.graphql(SUBSCRIBE, { input: { locale: 'xx-yy', email: 'a@firma.sk' } });
      expect(codeOf(badLocale)).toBe('BAD_USER_INPUT');
      expect((await signups()).length).toBe(before);
    });
  });

  describe('stories by uuid, pages by type and footer icons', () => {
    const BY_ID = `query($locale: String!, $uuid: ID!, $preview: Boolean, $token: String) {
      contentById(locale: $locale, uuid: $uuid, preview: $preview, token: $token) { uuid slug title draft } }`;
    const UUID = `query($locale: String!, $slug: String!, $preview: Boolean, $token: String) {
      content(locale: $locale, slug: $slug, preview: $preview, token: $token) { id uuid slug } }`;
    const PAGES = `query($locale: String!, $type: String!) { contentPages(locale: $locale, type: $type) { id slug title } }`;
    const FOOTER = `query($locale: String!) { footer(locale: $locale) { columns { links { label to icon } } } }`;

    it('answers a story by its uuid in its own locale only, drafts only in preview', async () => {
      const guest = bff.guest();
      const story = (await guest.graphql(UUID, { locale: 'de-at', slug: 'footer/impressum' })).data!.content;
      expect(story.uuid).toBe(story.id);
      const byId = await guest.graphql(BY_ID, { locale: 'de-at', uuid: story.uuid });
      expect(byId.data!.contentById).toMatchObject({
        uuid: story.uuid,
        slug: 'footer/impressum',
        draft: false,
      });
      expect(codeOf(await guest.graphql(BY_ID, { locale: 'cs-cz', uuid: story.uuid }))).toBe('NOT_FOUND');
      expect(codeOf(await guest.graphql(BY_ID, { locale: 'de-at', uuid: 'abc' }))).toBe('BAD_USER_INPUT');

      const draft = (
        await guest.graphql(UUID, {
          locale: 'de-at',
          slug: 'partner/fruehjahrsaktion',
          preview: true,
          token: PREVIEW_TOKEN,
        })
      ).data!.content;
      expect(codeOf(await guest.graphql(BY_ID, { locale: 'de-at', uuid: draft.uuid }))).toBe('NOT_FOUND');
      expect(
        codeOf(
          await guest.graphql(BY_ID, { locale: 'de-at', uuid: draft.uuid, preview: true, token: 'wrong' }),
        ),
      ).toBe('NOT_FOUND');
      const previewed = await guest.graphql(BY_ID, {
        locale: 'de-at',
        uuid: draft.uuid,
        preview: true,
        token: PREVIEW_TOKEN,
      });
      expect(previewed.data!.contentById).toMatchObject({ slug: 'partner/fruehjahrsaktion', draft: true });
    });

    it('lists the published pages of a type in the locale, and refuses other types', async () => {
      const guest = bff.guest();
      const footer = (await guest.graphql(PAGES, { locale: 'de-at', type: 'footer' })).data!.contentPages;
      const slugs = footer.map((page: Json) => page.slug);
      expect(slugs).toEqual(expect.arrayContaining(['footer/agb', 'footer/impressum']));
      expect(slugs.every((slug: string) => slug.startsWith('footer/'))).toBe(true);
      expect([...slugs].sort()).toEqual(slugs);
      expect(footer.every((page: Json) => page.title !== '')).toBe(true);
      const partner = (await guest.graphql(PAGES, { locale: 'it-it', type: 'partner' })).data!.contentPages;
      expect(partner.map((page: Json) => page.slug)).toEqual(['partner/servicepartner-reinigungstechnik']);
      expect(codeOf(await guest.graphql(PAGES, { locale: 'de-at', type: 'global' }))).toBe('BAD_USER_INPUT');
    });

    it('gives footer links their icon, null where they have none', async () => {
      const columns = (await bff.guest().graphql(FOOTER, { locale: 'de-at' })).data!.footer.columns;
      const links = columns.flatMap((column: Json) => column.links);
      expect(links.find((link: Json) => link.to.endsWith('/footer/lieferung')).icon).toBe('truck');
      expect(links.find((link: Json) => link.to.endsWith('/footer/agb')).icon).toBeNull();
    });
  });
});
