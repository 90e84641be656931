import { GUEST_SUBJECT, type AccessSubject } from '@shop/domain';
import { isLocaleCode, LOCALES } from '@shop/locales';
import type { SessionUser } from '../auth/session-user';

/**
 * Who asks, as seen from the tenant asked about: the session's tenant, or the tenant of the
 * `locale` argument when the operation has one. A user asking in another tenant's locale is still
 * signed in but has no role there (the same rule as shopContextFor).
 */
export function accessSubjectOf(user: SessionUser | undefined, locale?: unknown): AccessSubject {
  if (!user) return GUEST_SUBJECT;
  const askedMandant =
    typeof locale === 'string' && isLocaleCode(locale) ? LOCALES[locale].mandantCode : undefined;
  const ownTenant = askedMandant === undefined ? true : askedMandant === user.mandantCode;
  return {
    signedIn: true,
    role: ownTenant ? (user.role ?? 'ROLE_AUTHENTICATED') : null,
    ownTenant,
    userType: user.userType,
  };
}
