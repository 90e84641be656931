/** CMS stories the shop asks for by slug (docs/rules/validation.md, docs/decisions 0010 and 0023). */
export const HOME_SLUG = '';
export const FOOTER_SLUG = 'global/footer';
/** Shown for unknown content slugs; not routable itself (only footer/… and partner/… pages are). */
export const FALLBACK_SLUG = 'global/fallback';
/** Every block type on one page, for design review (/kitchensink). */
export const KITCHENSINK_SLUG = 'global/kitchensink';

/** The routable kinds of content page, each the first part of its pages' slugs (docs/rules/validation.md). */
export const CONTENT_PAGE_TYPES = ['footer', 'partner'] as const;
export type ContentPageType = (typeof CONTENT_PAGE_TYPES)[number];
