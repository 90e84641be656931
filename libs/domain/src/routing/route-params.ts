/** The category route parameter holds only letters, digits, hyphen and underscore (docs/rules/validation.md). */
export const CATEGORY_SLUG_PATTERN = /^[\p{L}\p{N}_-]+$/u;
export const CATEGORY_SLUG_MAX_LENGTH = 200;
/** Product pages live at /p/+product (any depth): the category characters plus slashes between segments. */
export const PRODUCT_SLUG_PATTERN = /^[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*$/u;
/** A CMS page slug: '' (home) or segments of the category characters separated by slashes. */
export const CONTENT_SLUG_PATTERN = /^(?:[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*)?$/u;

export function isValidCategoryParam(value: string): boolean {
  return value.length <= CATEGORY_SLUG_MAX_LENGTH && CATEGORY_SLUG_PATTERN.test(value);
}

/** Sections of the CMS a content page (catch-all slug route) may come from. */
export const CONTENT_SLUG_SECTIONS = ['footer/', 'partner/'] as const;

/**
 * docs/rules/validation.md, content page slug: the shown check demands footer/ AND partner/ at once (so only
 * preview mode passes); the intended reading, applied here, is footer/ OR partner/ pages, plus the
 * home page (''). The preview route has no such rule. docs/decisions 0010.
 */
export function isAllowedContentSlug(slug: string): boolean {
  if (slug === '') return true;
  return CONTENT_SLUG_SECTIONS.some((section) => slug.startsWith(section) && slug.length > section.length);
}

/** The checks a route parameter can be given in the route table. */
export const PARAM_RULES = {
  category: isValidCategoryParam,
  contentSlug: isAllowedContentSlug,
} as const;
export type ParamRule = keyof typeof PARAM_RULES;

/** Every parameter with a rule satisfies it (docs/rules/errors.md: a failure is a fatal "Page Not Found: {path}"). */
export function paramsSatisfyRules(
  params: Readonly<Record<string, string>>,
  rules: Readonly<Record<string, ParamRule>>,
): boolean {
  return Object.entries(rules).every(([param, rule]) => {
    const value = params[param];
    return value === undefined || PARAM_RULES[rule](value);
  });
}
