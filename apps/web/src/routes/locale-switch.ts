import { translatePath, type ExternalShopUrls, type LocaleCode, type LocaleTarget } from '@shop/locales';

export type { LocaleTarget };

/**
 * Where the locale switcher leads: the same route with the same parameters in the other locale's
 * words (libs/locales `translatePath`), or the external shop of a country without a shop here.
 */
export function pathInLocale(
  pathname: string,
  to: LocaleCode,
  search = '',
  externalShops: ExternalShopUrls = {},
): LocaleTarget {
  return translatePath(pathname, to, search, externalShops);
}
