import type { ContentPageType, ShopContext } from '@shop/domain';
import type { Db } from '@shop/db';
import { FALLBACK_SLUG, FOOTER_SLUG, type CmsPort } from '../cms.port';
import type {
  CmsRedirect,
  ContentPageSummary,
  FooterContent,
  NewsletterSignupResult,
  PageContent,
  PageOptions,
  Story,
} from '../cms.types';

interface StoryRow {
  id: number;
  locale: string;
  slug: string;
  name: string;
  content: unknown;
  published_at: Date | string;
  draft: boolean;
}

/** Slugs are stored without leading or trailing slashes; '' is the home page. */
export function normalizeSlug(slug: string): string {
  return slug.trim().replace(/^\/+|\/+$/g, '');
}

interface RedirectRow {
  target: string;
  external: boolean;
}

/** A redirect source as stored: one leading slash, no trailing slash, no query or hash. */
export function normalizeRedirectPath(path: string): string {
  const pathOnly = path.split(/[?#]/, 1)[0].trim();
  return `/${pathOnly.replace(/^\/+|\/+$/g, '')}`;
}

/** CmsPort on the cms_story table of the project's own database. */
export class EmbeddedCmsAdapter implements CmsPort {
  constructor(private readonly db: Db) {}

  async getPage(
    ctx: ShopContext,
    slug: string,
    options: PageOptions = {},
  ): Promise<Story<PageContent> | null> {
    const story = await this.load(ctx.locale, normalizeSlug(slug));
    if (!story || (story.draft && !options.preview)) return null;
    return isComponent(story.content, 'page') ? (story as Story<PageContent>) : null;
  }

  async getPageById(
    ctx: ShopContext,
    id: string,
    options: PageOptions = {},
  ): Promise<Story<PageContent> | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    const row = await this.db.one<StoryRow>(
      'select id, locale, slug, name, content, published_at, draft from cms_story where locale = $1 and id = $2',
      [ctx.locale, Number(id)],
    );
    const story = row ? toStory(row) : null;
    if (!story || (story.draft && !options.preview)) return null;
    return isComponent(story.content, 'page') ? (story as Story<PageContent>) : null;
  }

  async listPages(ctx: ShopContext, type: ContentPageType): Promise<ContentPageSummary[]> {
    const rows = await this.db.query<{ id: number; slug: string; title: unknown }>(
      `select id, slug, content ->> 'title' as title from cms_story
        where locale = $1 and starts_with(slug, $2) and not draft and content ->> 'component' = 'page'
        order by slug`,
      [ctx.locale, `${type}/`],
    );
    return rows.map((row) => ({
      id: String(row.id),
      slug: row.slug,
      title: typeof row.title === 'string' ? row.title : '',
    }));
  }

  async getFallbackPage(ctx: ShopContext): Promise<Story<PageContent> | null> {
    return this.getPage(ctx, FALLBACK_SLUG);
  }

  async addNewsletterSignup(ctx: ShopContext, email: string): Promise<NewsletterSignupResult> {
    const row = await this.db.one<{ id: number }>(
      `insert into newsletter_signup (mandant_code, locale, email) values ($1, $2, $3)
       on conflict (mandant_code, lower(email)) do nothing
       returning id`,
      [ctx.mandantCode, ctx.locale, email.trim()],
    );
    return { created: row !== null };
  }

  async getFooter(ctx: ShopContext): Promise<Story<FooterContent> | null> {
    const story = await this.load(ctx.locale, FOOTER_SLUG);
    return story && !story.draft && isComponent(story.content, 'footer')
      ? (story as Story<FooterContent>)
      : null;
  }

  async redirectFor(ctx: ShopContext, path: string): Promise<CmsRedirect | null> {
    const from = normalizeRedirectPath(path);
    if (from === '/') return null;
    // The row of the exact locale wins over the tenant-wide one (locale null).
    const row = await this.db.one<RedirectRow>(
      `select target, external from cms_redirect
        where mandant_code = $1 and from_path = $2 and (locale = $3 or locale is null)
        order by locale is null
        limit 1`,
      [ctx.mandantCode, from, ctx.locale],
    );
    if (!row) return null;
    return row.external
      ? { to: row.target, external: true }
      : { to: `/${ctx.locale}${row.target === '/' ? '' : row.target}`, external: false };
  }

  private async load(locale: string, slug: string): Promise<(Story<unknown> & { draft: boolean }) | null> {
    const row = await this.db.one<StoryRow>(
      'select id, locale, slug, name, content, published_at, draft from cms_story where locale = $1 and slug = $2',
      [locale, slug],
    );
    return row ? toStory(row) : null;
  }
}

function toStory(row: StoryRow): Story<unknown> & { draft: boolean } {
  return {
    id: String(row.id),
    locale: row.locale,
    slug: row.slug,
    name: row.name,
    publishedAt: new Date(row.published_at).toISOString(),
    draft: row.draft,
    content: row.content,
  };
}

function isComponent(content: unknown, component: string): boolean {
  return (
    typeof content === 'object' &&
    content !== null &&
    (content as { component?: unknown }).component === component
  );
}
