import { EXTERNAL_LINK_PATTERN, isUnsafeLinkTarget } from '@shop/domain';
import { isLocaleCode, type LocaleCode } from '@shop/locales';

export type ResolvedLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * Where a link from the CMS leads. Absolute URLs (http(s) with a host, mailto, tel) stay external; a
 * path that already names a locale is used as is; any other path or slug is taken as a page of the
 * current locale. Protocol-relative "//host" links and other schemes are not trusted and lead home
 * (the rule is libs/domain's, the BFF's too).
 */
export function resolveContentLink(locale: LocaleCode, to: string): ResolvedLink {
  const value = to.trim();
  if (EXTERNAL_LINK_PATTERN.test(value)) return { kind: 'external', href: value };
  if (isUnsafeLinkTarget(value)) return { kind: 'internal', path: `/${locale}` };
  const path = value.replace(/^\/+/, '');
  const first = path.split(/[/?#]/)[0];
  if (isLocaleCode(first)) return { kind: 'internal', path: `/${path}` };
  return { kind: 'internal', path: path ? `/${locale}/${path}` : `/${locale}` };
}
