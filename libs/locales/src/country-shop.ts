import { routeWord } from './route-words';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type LocaleCode } from './locales';
import { externalShopUrlOf, type ExternalShopUrls } from './external-shops';

/** One entry of the footer's list of country shops (docs/decisions/0118). */
export interface FooterLocation {
  locale: LocaleCode;
  /** The country shop's own name, e.g. Česko. */
  name: string;
  countryCode: string;
  /** `/{locale}` for a shop here, the regional shop's address for the five that redirect. */
  url: string;
}

/** The country shop (locale) fields beyond LocaleInfo's (docs/rules/data-model.md, decision 0118). */
export interface CountryShop {
  /** Where texts missing in this locale come from: DEFAULT_LOCALE, or null for DEFAULT_LOCALE itself. */
  fallbackLocale: LocaleCode | null;
  languageCode: string;
  /** The tax rate as percentage text, e.g. "20%". */
  tax: string;
  /** The page with the newsletter form: the shop's home page, or the regional shop for an external locale. */
  newsletterUrl: string;
  /** The contact page's path word in the locale (decision 0096). */
  contactSlug: string;
  /** Every other country shop, in the order of LOCALE_CODES. */
  footerLocations: FooterLocation[];
}

function shopUrlOf(code: LocaleCode, externalUrls: ExternalShopUrls): string {
  return externalShopUrlOf(code, externalUrls) ?? `/${code}`;
}

/**
 * The country shop fields of a locale. `externalUrls` are the BFF's configured regional shop addresses
 * by country (EXTERNAL_SHOP_URLS), defaulting to the locale table's.
 */
export function countryShopOf(code: LocaleCode, externalUrls: ExternalShopUrls = {}): CountryShop {
  const info = LOCALES[code];
  return {
    fallbackLocale: code === DEFAULT_LOCALE ? null : DEFAULT_LOCALE,
    languageCode: info.languageCode,
    tax: `${info.taxPercent}%`,
    newsletterUrl: shopUrlOf(code, externalUrls),
    contactSlug: routeWord(code, 'contactPage'),
    footerLocations: LOCALE_CODES.filter((other) => other !== code).map((other) => ({
      locale: other,
      name: LOCALES[other].name,
      countryCode: LOCALES[other].countryCode,
      url: shopUrlOf(other, externalUrls),
    })),
  };
}
