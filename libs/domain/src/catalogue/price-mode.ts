/**
 * Where a product's customer price comes from (docs/decisions/0117): EMBEDDED, the tenant's list price
 * stored with the product (customer prices may still override it); STANDALONE, the price service
 * prices it (`has_ivp_prices`), so it is buyable without a list price.
 */
export type PriceMode = 'EMBEDDED' | 'STANDALONE';

export function priceModeOf(attributes: Readonly<Record<string, unknown>>): PriceMode {
  return attributes.has_ivp_prices === true ? 'STANDALONE' : 'EMBEDDED';
}
