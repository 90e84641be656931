import type { GuardTargets } from '@shop/domain';
import { buildPath, externalShopUrlForCountry, type LocaleCode } from '@shop/locales';
import { homePath, loginPath } from '../features/navigation/paths';

/** Where the guards may lead in a locale, built from the shared route table. */
export function guardTargetsFor(locale: LocaleCode): GuardTargets {
  return {
    home: homePath(locale),
    register: buildPath('register', locale),
    accountOrders: buildPath('account-orders', locale),
    maintenance: buildPath('maintenance', locale),
    cart: buildPath('cart', locale),
    login: (redirect) => loginPath(locale, redirect),
    externalShop: externalShopUrlForCountry,
  };
}
