import type { RouteBaseName } from '@shop/domain';
import { buildPath, type LocaleCode, type RouteParams } from '@shop/locales';

/** A route's path in a locale, from the shared route table (libs/locales). */
export function pathTo(name: RouteBaseName, locale: LocaleCode, params?: RouteParams): string {
  return buildPath(name, locale, params);
}

export function homePath(locale: LocaleCode): string {
  return `/${locale}`;
}

export function loginPath(locale: LocaleCode, redirect?: string): string {
  const path = buildPath('login', locale);
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

export function accountHomePath(locale: LocaleCode): string {
  return buildPath('account-home', locale);
}

export function maintenancePath(locale: LocaleCode): string {
  return buildPath('maintenance', locale);
}

export function categoryPath(locale: LocaleCode, slug: string): string {
  return buildPath('c-category', locale, { category: slug });
}

export function productPath(locale: LocaleCode, slug: string): string {
  return buildPath('p-product', locale, { product: slug });
}

/** Compares paths the way the router does: a trailing slash makes no difference. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}
