import type { LocaleCode } from '@shop/locales';

/**
 * Localized path words of the routes that exist so far (spec 01 §2). German words are the default;
 * a locale lists only the words it says differently. Moves to libs/locales once more routes exist.
 */
const DEFAULT_WORDS = {
  account: 'account',
  accountHome: 'mein-konto',
  login: 'login',
  maintenance: 'maintenance',
  category: 'c',
  product: 'p',
} as const;

export type RouteWordKey = keyof typeof DEFAULT_WORDS;
export type RouteWords = Record<RouteWordKey, string>;

const LOCALE_WORDS: Partial<Record<LocaleCode, Partial<RouteWords>>> = {
  'bg-bg': { accountHome: 'moyat-akaunt' },
};

export const ROUTE_WORD_KEYS = Object.keys(DEFAULT_WORDS) as RouteWordKey[];

export function routeWordsOf(locale: LocaleCode): RouteWords {
  return { ...DEFAULT_WORDS, ...LOCALE_WORDS[locale] };
}

export function routeWord(locale: LocaleCode, key: RouteWordKey): string {
  return routeWordsOf(locale)[key];
}
