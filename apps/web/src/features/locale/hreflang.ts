import { LOCALES, type LocaleCode } from '@shop/locales';

/** The hreflang value of a locale: language and country, e.g. `cs-CZ`, `de-IT` (South Tyrol). */
export function hreflangOf(locale: LocaleCode): string {
  const { language, countryCode } = LOCALES[locale];
  return `${language}-${countryCode}`;
}
