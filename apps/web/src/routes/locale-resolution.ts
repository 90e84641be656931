import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type LocaleCode } from '@shop/locales';

export type LocaleResolution =
  | { kind: 'shop'; locale: LocaleCode }
  | { kind: 'external'; locale: LocaleCode; url: string }
  | { kind: 'unknown' };

/** What the first path segment means: a locale with a shop here, one of an external shop, or nothing. */
export function resolveLocale(segment: string | undefined): LocaleResolution {
  if (!isLocaleCode(segment)) return { kind: 'unknown' };
  const info = LOCALES[segment];
  if (info.mandantCode === null && info.redirectUrl)
    return { kind: 'external', locale: segment, url: info.redirectUrl };
  return { kind: 'shop', locale: segment };
}

/** The bare origin `/` opens the default shop (spec: de-at). */
export function rootRedirectPath(): string {
  return `/${DEFAULT_LOCALE}`;
}
