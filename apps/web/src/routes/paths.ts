import type { LocaleCode } from '@shop/locales';
import { routeWordsOf } from './route-words';

export function homePath(locale: LocaleCode): string {
  return `/${locale}`;
}

export function loginPath(locale: LocaleCode, redirect?: string): string {
  const path = `/${locale}/${routeWordsOf(locale).login}`;
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

export function accountHomePath(locale: LocaleCode): string {
  const words = routeWordsOf(locale);
  return `/${locale}/${words.account}/${words.accountHome}`;
}

export function maintenancePath(locale: LocaleCode): string {
  return `/${locale}/${routeWordsOf(locale).maintenance}`;
}

export function categoryPath(locale: LocaleCode, slug: string): string {
  return `/${locale}/${routeWordsOf(locale).category}/${slug}`;
}

export function productPath(locale: LocaleCode, slug: string): string {
  return `/${locale}/${routeWordsOf(locale).product}/${slug}`;
}

/** Compares paths the way the router does: a trailing slash makes no difference. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}
