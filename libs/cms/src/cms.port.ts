import type { ShopContext } from '@shop/domain';
import type { CmsRedirect, FooterContent, PageContent, Story } from './cms.types';

/** The headless CMS: content stories per locale. */
export interface CmsPort {
  /** A page story by full slug ('' = home) in ctx.locale, or null when there is none. */
  getPage(ctx: ShopContext, slug: string): Promise<Story<PageContent> | null>;
  getFooter(ctx: ShopContext): Promise<Story<FooterContent> | null>;
  /**
   * The redirect the CMS keeps for a path of ctx.locale (the path after the locale prefix, e.g.
   * '/sortiment/bodenpflege'), or null. An internal target comes back with the locale prefix.
   */
  redirectFor(ctx: ShopContext, path: string): Promise<CmsRedirect | null>;
}

export const CMS_PORT = Symbol('CMS_PORT');
export const HOME_SLUG = '';
export const FOOTER_SLUG = 'global/footer';
