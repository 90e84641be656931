import type { LocaleCode } from '@shop/locales';

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language cookie lives 365 days on path /. It holds the locale code (e.g. de-at) (docs/rules/constants.md). */
export function languageCookie(locale: LocaleCode): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

export function writeLanguageCookie(locale: LocaleCode): void {
  document.cookie = languageCookie(locale);
}
