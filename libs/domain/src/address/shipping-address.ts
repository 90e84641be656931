import isPostalCode, { locales as POSTAL_CODE_COUNTRIES } from 'validator/lib/isPostalCode';
import { CountryCodes } from 'validator/lib/isISO31661Alpha2';

const ISO_COUNTRIES: ReadonlySet<string> = CountryCodes;

/**
 * Where an order may go (decision 0077): the country is an ISO 3166-1 alpha-2 code the tenant
 * delivers to, the postal code has that country's format. The country list and the postal-code
 * patterns are the `validator` package's maintained data set (the one class-validator uses), so the
 * BFF's arguments and the web's checkout form check the same.
 */

/** A country: two capitals that ISO 3166-1 assigned (not `XX`, not `at`). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && ISO_COUNTRIES.has(value);
}

/** Whether the data set knows the country's postal-code format (only such countries can be delivered to). */
export function hasPostalCodeFormat(country: string): boolean {
  return (POSTAL_CODE_COUNTRIES as readonly string[]).includes(country);
}

/** Whether `postalCode` has the format of `country`'s postal codes; false for a country without a known format. */
export function isPostalCodeOf(country: string, postalCode: string): boolean {
  if (!isCountryCode(country) || !hasPostalCodeFormat(country)) return false;
  return isPostalCode(postalCode, country as Parameters<typeof isPostalCode>[1]);
}

export interface AddressProblem {
  field: 'country' | 'postalCode';
  messageKey: 'error.invalid-country' | 'error.country-not-delivered' | 'error.invalid-postal-code';
}

/**
 * What keeps a shipping address from being delivered, by field, or an empty list. The country is
 * judged first: a postal code cannot be checked for a country that is unknown or not delivered to.
 */
export function shippingAddressProblems(
  address: { country: string; postalCode: string },
  deliveryCountries: readonly string[],
): AddressProblem[] {
  if (!isCountryCode(address.country)) return [{ field: 'country', messageKey: 'error.invalid-country' }];
  if (!deliveryCountries.includes(address.country))
    return [{ field: 'country', messageKey: 'error.country-not-delivered' }];
  if (!isPostalCodeOf(address.country, address.postalCode))
    return [{ field: 'postalCode', messageKey: 'error.invalid-postal-code' }];
  return [];
}
