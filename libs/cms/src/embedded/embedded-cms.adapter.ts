import type { ShopContext } from '@shop/domain';
import type { Db } from '@shop/db';
import { FOOTER_SLUG, type CmsPort } from '../cms.port';
import type { CmsRedirect, FooterContent, PageContent, Story } from '../cms.types';

interface StoryRow {
  id: number;
  locale: string;
  slug: string;
  name: string;
  content: unknown;
  published_at: Date | string;
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

  async getPage(ctx: ShopContext, slug: string): Promise<Story<PageContent> | null> {
    const story = await this.load(ctx.locale, normalizeSlug(slug));
    return story && isComponent(story.content, 'page') ? (story as Story<PageContent>) : null;
  }

  async getFooter(ctx: ShopContext): Promise<Story<FooterContent> | null> {
    const story = await this.load(ctx.locale, FOOTER_SLUG);
    return story && isComponent(story.content, 'footer') ? (story as Story<FooterContent>) : null;
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

  private async load(locale: string, slug: string): Promise<Story<unknown> | null> {
    const row = await this.db.one<StoryRow>(
      'select id, locale, slug, name, content, published_at from cms_story where locale = $1 and slug = $2',
      [locale, slug],
    );
    if (!row) return null;
    return {
      id: String(row.id),
      locale: row.locale,
      slug: row.slug,
      name: row.name,
      publishedAt: new Date(row.published_at).toISOString(),
      content: row.content,
    };
  }
}

function isComponent(content: unknown, component: string): boolean {
  return (
    typeof content === 'object' &&
    content !== null &&
    (content as { component?: unknown }).component === component
  );
}
