import { isSafeRedirectPath } from '@shop/domain';
import type { LocaleCode } from '@shop/locales';

/**
 * The post-login target a login page was asked for, when it is a path of this origin (docs/rules/validation.md,
 * the rule of libs/domain); null otherwise. Without one the BFF lands on the locale's home page
 * (docs/rules/constants.md: post-login target `/`).
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  return isSafeRedirectPath(candidate) ? candidate : null;
}

/** The BFF's login start; it sends the browser to the identity provider and back to `redirect`. */
export function authLoginUrl(locale: LocaleCode, redirect: string | null): string {
  const query = new URLSearchParams({ locale, ...(redirect ? { redirect } : {}) });
  return `/auth/login?${query.toString()}`;
}

export function authLogoutUrl(locale: LocaleCode): string {
  return `/auth/logout?${new URLSearchParams({ locale }).toString()}`;
}
