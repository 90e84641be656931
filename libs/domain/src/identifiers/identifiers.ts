/**
 * Identifiers as the shop and its upstreams write them. The BFF's arguments, the image route, the
 * worker's price jobs and the ops CLI check input against these, so a value one accepts the others
 * accept too.
 */

/** An article number (sku): letters, digits, underscore, dot and hyphen, at most 64 characters. */
export const SKU_PATTERN = /^[\w.-]{1,64}$/;

/** A customer number: letters, digits, underscore and hyphen, at most 20 characters. */
export const CUSTOMER_NO_PATTERN = /^[\w-]{1,20}$/;

/** A contact number: letters, digits and hyphen, at most 32 characters. */
export const CONTACT_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

export function isSku(value: unknown): value is string {
  return typeof value === 'string' && SKU_PATTERN.test(value);
}

export function isCustomerNo(value: unknown): value is string {
  return typeof value === 'string' && CUSTOMER_NO_PATTERN.test(value);
}
