import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@shop/locales';
import { resolveLocale } from './locale-resolution';
import { ROUTE_WORD_KEYS, routeWord } from './route-words';

export type LocaleTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

function translateSegment(segment: string, from: LocaleCode, to: LocaleCode): string {
  const key = ROUTE_WORD_KEYS.find((candidate) => routeWord(from, candidate) === segment);
  return key ? routeWord(to, key) : segment;
}

/**
 * Where the locale switcher leads: the same page in the other locale, with its localized path words
 * (account/mein-konto ⇄ account/moyat-akaunt), or the external shop of a country without a shop here.
 */
export function pathInLocale(pathname: string, to: LocaleCode, search = ''): LocaleTarget {
  const target = resolveLocale(to);
  if (target.kind === 'external') return { kind: 'external', url: target.url };

  const segments = pathname.split('/').filter(Boolean);
  const from = isLocaleCode(segments[0]) ? segments[0] : null;
  const rest = from ? segments.slice(1) : segments;
  const translated = rest.map((segment) => translateSegment(segment, from ?? DEFAULT_LOCALE, to));
  return { kind: 'internal', path: `/${[to, ...translated].join('/')}${search}` };
}
