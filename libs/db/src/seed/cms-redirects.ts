import { LOCALES, SHOP_LOCALES, type LocaleCode, type MandantCode } from '@shop/locales';
import type { CategoryRow } from './catalogue';

export interface CmsRedirectRow {
  mandant_code: MandantCode;
  locale: LocaleCode | null;
  from_path: string;
  target: string;
  external: boolean;
}

/** Legacy path word of the old shop's assortment pages, per language. */
const LEGACY_ASSORTMENT = {
  de: 'sortiment',
  cs: 'sortiment',
  sk: 'sortiment',
  it: 'assortimento',
  bg: 'asortiment',
};

/**
 * A few redirects per tenant: the old assortment page of the first top category leads to its
 * category page (internal, per locale because category slugs are localized), and the old careers
 * page leads to the group's careers site (external, for every locale of the tenant).
 */
export function buildCmsRedirects(categories: readonly CategoryRow[]): CmsRedirectRow[] {
  const top = categories.find((category) => category.depth === 0);
  if (!top) return [];
  const internal = SHOP_LOCALES.map((locale): CmsRedirectRow => {
    const { language, mandantCode } = LOCALES[locale];
    const slug = top.slug[language];
    return {
      mandant_code: mandantCode!,
      locale,
      from_path: `/${LEGACY_ASSORTMENT[language]}/${slug}`,
      target: `/c/${slug}`,
      external: false,
    };
  });
  const tenants = [...new Set(SHOP_LOCALES.map((locale) => LOCALES[locale].mandantCode!))];
  const external = tenants.map(
    (mandantCode): CmsRedirectRow => ({
      mandant_code: mandantCode,
      locale: null,
      from_path: '/karriere',
      target: 'https://careers.example.com/',
      external: true,
    }),
  );
  return [...internal, ...external];
}
