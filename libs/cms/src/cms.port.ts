import type { ShopContext } from '@shop/domain';
import type { ContentPageType } from '@shop/domain';
import type {
  CmsRedirect,
  ContentPageSummary,
  FooterContent,
  NewsletterSignupResult,
  PageContent,
  PageOptions,
  Story,
} from './cms.types';

/** The headless CMS: content stories per locale, and the newsletter sign-ups of its forms. */
export interface CmsPort {
  /**
   * A page story by full slug ('' = home) in ctx.locale, or null when there is none. Drafts only
   * with `preview`.
   */
  getPage(ctx: ShopContext, slug: string, options?: PageOptions): Promise<Story<PageContent> | null>;
  /**
   * A page story of ctx.locale by its id (the CMS's stable identifier, which survives a slug change), or
   * null; drafts only with `preview`.
   */
  getPageById(ctx: ShopContext, id: string, options?: PageOptions): Promise<Story<PageContent> | null>;
  /**
   * The published page stories of ctx.locale whose slug lies below `type` (`footer` or `partner`,
   * CONTENT_PAGE_TYPES), ordered by slug; their bodies are not loaded.
   */
  listPages(ctx: ShopContext, type: ContentPageType): Promise<ContentPageSummary[]>;
  /** The story shown instead of an unknown page (docs/rules/calls.md "a fallback content exists"), or null. */
  getFallbackPage(ctx: ShopContext): Promise<Story<PageContent> | null>;
  getFooter(ctx: ShopContext): Promise<Story<FooterContent> | null>;
  /**
   * The redirect the CMS keeps for a path of ctx.locale (the path after the locale prefix, e.g.
   * '/sortiment/bodenpflege'), or null. An internal target comes back with the locale prefix.
   */
  redirectFor(ctx: ShopContext, path: string): Promise<CmsRedirect | null>;
  /**
   * Stores a newsletter sign-up of ctx's tenant (the e-mail address is validated by the caller);
   * signing up the same address twice keeps one entry.
   */
  addNewsletterSignup(ctx: ShopContext, email: string): Promise<NewsletterSignupResult>;
}

export const CMS_PORT = Symbol('CMS_PORT');
// The slugs the shop asks for are shop rules: libs/domain/src/content-slugs.ts.
export { FALLBACK_SLUG, FOOTER_SLUG, HOME_SLUG, KITCHENSINK_SLUG } from '@shop/domain';
