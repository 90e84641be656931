import type { LocaleCode } from '@shop/locales';
import { accountHomePath } from '../../routes/paths';

/**
 * Only a path of this origin may be a post-login target: it starts with one slash (spec 01 §5: not
 * two) and carries no backslash that browsers would read as a slash.
 */
export function safeRedirectPath(locale: LocaleCode, candidate: string | null | undefined): string {
  if (candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.includes('\\')) {
    return candidate;
  }
  return accountHomePath(locale);
}

/** The BFF's login start; it sends the browser to the identity provider and back to `redirect`. */
export function authLoginUrl(locale: LocaleCode, redirect: string): string {
  const query = new URLSearchParams({ locale, redirect });
  return `/auth/login?${query.toString()}`;
}

export function authLogoutUrl(locale: LocaleCode): string {
  return `/auth/logout?${new URLSearchParams({ locale }).toString()}`;
}
