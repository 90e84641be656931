import { translatePath, type ExternalShopUrls, type LocaleCode, type LocaleTarget } from '@shop/locales';
import { homePath } from '../navigation/paths';

export type { LocaleTarget };

/** One locale's page of the same product or category (GraphQL `LocaleAlternate`). */
export interface LocaleAlternate {
  locale: string;
  path: string;
}

/**
 * What a page whose slugs differ per language (product, category) tells the language switcher:
 * its own page in the locales that have it, and where to go in the others, nearest first (the
 * product's category, then that category's parents).
 */
export interface PageAlternates {
  /** The path the alternates belong to; they count only there. */
  pathname: string;
  alternates: readonly LocaleAlternate[];
  fallbacks: readonly (readonly LocaleAlternate[])[];
}

/**
 * Where the locale switcher leads: the external shop of a country without a shop here; on a page
 * that published its alternates, that page in the target locale (query kept), else the nearest
 * fallback the target shows, else the target's home page (docs/decisions/0025); on any other page
 * the same route with the same parameters in the other locale's words (libs/locales `translatePath`).
 */
export function pathInLocale(
  pathname: string,
  to: LocaleCode,
  search = '',
  externalShops: ExternalShopUrls = {},
  page: PageAlternates | null = null,
): LocaleTarget {
  const translated = translatePath(pathname, to, search, externalShops);
  if (translated.kind === 'external' || !page) return translated;
  const same = page.alternates.find((alternate) => alternate.locale === to);
  if (same) return { kind: 'internal', path: `${same.path}${search}` };
  for (const candidates of page.fallbacks) {
    const near = candidates.find((alternate) => alternate.locale === to);
    if (near) return { kind: 'internal', path: near.path };
  }
  return { kind: 'internal', path: homePath(to) };
}
