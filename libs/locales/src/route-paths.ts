import { localizedRouteName, paramsSatisfyRules, type RouteBaseName } from '@shop/domain';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales';
import { ROUTES, routeDefinition, segmentsOf, type RouteDefinition } from './route-table';
import { externalShopUrlOf, type ExternalShopUrls } from './external-shops';
import { routeWordsOf } from './route-words';

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  route: RouteDefinition;
  /** `account-orders___de-at` */
  name: string;
  locale: LocaleCode;
  params: Record<string, string>;
  /** False when a parameter breaks its rule (docs/rules/validation.md): the fatal "Page Not Found: {path}". */
  paramsValid: boolean;
}

export type PathResolution =
  | ({ kind: 'route' } & RouteMatch)
  | { kind: 'external'; locale: LocaleCode; url: string }
  | { kind: 'unmatched'; locale: LocaleCode | null };

function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

/**
 * The path of a route in a locale: `buildPath('account-orders', 'bg-bg')` →
 * `/bg-bg/account/moyat-akaunt/porachki`. Splat parameters may hold slashes. A missing parameter
 * throws; the content page with slug '' is the locale's home `/de-at`.
 */
export function buildPath(name: RouteBaseName, locale: LocaleCode, params: RouteParams = {}): string {
  const words = routeWordsOf(locale);
  const parts = segmentsOf(routeDefinition(name), locale).flatMap((segment) => {
    if (segment.kind === 'word') return [words[segment.word]];
    const value = params[segment.param];
    if (segment.kind === 'param') {
      if (!value) throw new Error(`Route ${name} needs the parameter ${segment.param}`);
      return [encodeSegment(value)];
    }
    const pieces = (value ?? '').split('/').filter(Boolean);
    if (pieces.length < segment.min) throw new Error(`Route ${name} needs the parameter ${segment.param}`);
    return pieces.map(encodeSegment);
  });
  return `/${[locale, ...parts].join('/')}`;
}

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchSegments(
  definition: RouteDefinition,
  locale: LocaleCode,
  parts: readonly string[],
): Record<string, string> | null {
  const words = routeWordsOf(locale);
  const params: Record<string, string> = {};
  const segments = segmentsOf(definition, locale);
  let index = 0;
  for (const segment of segments) {
    if (segment.kind === 'splat') {
      const rest = parts.slice(index);
      if (rest.length < segment.min) return null;
      params[segment.param] = rest.join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.kind === 'word' && part !== words[segment.word]) return null;
    if (segment.kind === 'param') params[segment.param] = part;
    index += 1;
  }
  return index === parts.length ? params : null;
}

/** The route, locale and parameters of a shop path (pure: the web router and the BFF both use it). */
export function matchPath(pathname: string): RouteMatch | null {
  const resolution = resolvePath(pathname);
  return resolution.kind === 'route' ? resolution : null;
}

/**
 * What a path means: a route of a shop locale, a locale of an external shop, or nothing. Query and
 * hash are ignored; a trailing slash makes no difference.
 */
export function resolvePath(path: string, externalShops: ExternalShopUrls = {}): PathResolution {
  const pathname = path.split(/[?#]/, 1)[0];
  const parts = decodeSegments(pathname);
  if (!parts || !isLocaleCode(parts[0])) return { kind: 'unmatched', locale: null };
  const locale = parts[0];
  const external = externalShopUrlOf(locale, externalShops);
  if (external) return { kind: 'external', locale, url: external };
  const rest = parts.slice(1);
  for (const definition of ROUTES) {
    const params = matchSegments(definition, locale, rest);
    if (params) {
      return {
        kind: 'route',
        route: definition,
        name: localizedRouteName(definition.name, locale),
        locale,
        params,
        paramsValid: paramsSatisfyRules(params, definition.paramRules),
      };
    }
  }
  return { kind: 'unmatched', locale };
}

export type LocaleTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * The equivalent page in another locale (language switcher): the same route with the same
 * parameters in the target's words, query kept. A path that matches no route keeps its segments
 * behind the new prefix. Locales of external shops lead to their shop.
 */
export function translatePath(
  pathname: string,
  to: LocaleCode,
  search = '',
  externalShops: ExternalShopUrls = {},
): LocaleTarget {
  const external = externalShopUrlOf(to, externalShops);
  if (external) return { kind: 'external', url: external };
  const parts = decodeSegments(pathname) ?? [];
  const from = isLocaleCode(parts[0]) ? parts[0] : null;
  const prefixed = from ? pathname : `/${DEFAULT_LOCALE}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
  const match = matchPath(prefixed);
  if (match) return { kind: 'internal', path: `${buildPath(match.route.name, to, match.params)}${search}` };
  const rest = pathname
    .split('/')
    .filter(Boolean)
    .slice(from ? 1 : 0);
  return { kind: 'internal', path: `/${[to, ...rest].join('/')}${search}` };
}
