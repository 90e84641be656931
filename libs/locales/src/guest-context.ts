import { GUEST_ACCESS_LEVEL, type ShopContext } from '@shop/domain';
import { LOCALES, type LocaleCode } from './locales';

/** The ShopContext of an anonymous visitor of a shop locale: tenant and language from the locale table. */
export function guestShopContext(locale: LocaleCode): ShopContext {
  const info = LOCALES[locale];
  if (!info.mandantCode) throw new Error(`${locale} has no shop here`);
  return {
    locale,
    language: info.language,
    mandantCode: info.mandantCode,
    userType: null,
    role: null,
    accessLevel: GUEST_ACCESS_LEVEL,
    customer: null,
    contact: null,
    employee: null,
  };
}
