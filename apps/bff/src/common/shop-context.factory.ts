import { shopContextOf, type ShopContext } from '@shop/domain';
import { guestShopContext, isLocaleCode, LOCALES, primaryLocaleOf, type MandantCode } from '@shop/locales';
import type { SessionUser } from './session/session-user';
import { badInput } from './shop-error';

/**
 * The ShopContext of a request: locale and tenant from the requested locale, user, customer and
 * role from the session by the rule of libs/domain (shopContextOf). Resolvers and controllers get it
 * from the @Shop() parameter decorator (common/request/shop.decorator.ts), not from this function.
 */
export function shopContextFor(user: SessionUser | undefined, locale: string): ShopContext {
  if (!isLocaleCode(locale)) throw badInput('error.unknown-locale', { locale });
  if (!LOCALES[locale].mandantCode) throw badInput('error.locale-without-shop', { locale });
  return shopContextOf(user, guestShopContext(locale));
}

/** The context of the session's own tenant, for operations without a locale such as `me`. */
export function sessionShopContext(user: SessionUser): ShopContext | null {
  if (!user.mandantCode) return null;
  return shopContextFor(user, primaryLocaleOf(user.mandantCode as MandantCode));
}

/** The tenant a locale argument asks about; undefined when the argument is not a locale. */
export function mandantOfLocale(locale: unknown): string | null | undefined {
  return typeof locale === 'string' && isLocaleCode(locale) ? LOCALES[locale].mandantCode : undefined;
}
