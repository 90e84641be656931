import type { Request } from 'express';
import { accessLevelOf, type ShopContext } from '@shop/domain';
import {
  guestShopContext,
  isLocaleCode,
  LOCALES,
  primaryLocaleOf,
  type LocaleCode,
  type MandantCode,
} from '@shop/locales';
import type { SessionUser } from '../auth/session-user';
import { badInput } from './shop-error';

/**
 * Builds the ShopContext of a request: locale and tenant from the requested locale, user, customer
 * and role from the session. A signed-in user only gets their own customer in the context of their
 * own tenant; in another tenant's locale they browse like a guest.
 */
export function shopContextFor(user: SessionUser | undefined, locale: string): ShopContext {
  if (!isLocaleCode(locale)) throw badInput('error.unknown-locale', { locale });
  const info = LOCALES[locale];
  if (!info.mandantCode) throw badInput('error.locale-without-shop', { locale });
  const own = user && user.mandantCode === info.mandantCode ? user : undefined;
  const guest = guestShopContext(locale);
  if (!own) return guest;
  return {
    ...guest,
    userType: own.userType,
    role: own.role ?? 'ROLE_AUTHENTICATED',
    accessLevel: accessLevelOf(own.role),
    customer: own.customer,
    contact: own.contact,
    employee: own.employee,
  };
}

/** The context of the session's own tenant, for queries without a locale such as `me`. */
export function sessionShopContext(user: SessionUser): ShopContext | null {
  if (!user.mandantCode) return null;
  const locale: LocaleCode = primaryLocaleOf(user.mandantCode as MandantCode);
  return shopContextFor(user, locale);
}

export function sessionUserOf(req: Request): SessionUser | undefined {
  return req.session?.user;
}
