/**
 * Locations (business units) of a customer and their stock (decision 0089): limits the BFF validates
 * and the web's forms enforce, and the reorder rule of a counted stock line.
 */
export const LOCATION_LIMITS = {
  name: 100,
  street: 100,
  postCode: 20,
  city: 60,
  contactMail: 120,
} as const;

/** A location's country: two capital letters (ISO 3166-1 alpha-2). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** Locations a page of businessUnits answers at most, and associates per location. */
export const MAX_LOCATIONS_PER_PAGE = 100;
export const MAX_ASSOCIATES_PER_LOCATION = 100;
/** Account lookups ask for one associate (docs/rules/calls.md businessUnits: associatesLimit 1). */
export const DEFAULT_ASSOCIATES_LIMIT = 1;

/** Highest quantity (and minimum) a stock line may hold; lines a count sheet may have. */
export const MAX_STOCK_QUANTITY = 99_999;
export const MAX_STOCK_LINES = 200;

/** A counted line suggests a reorder when its quantity is below its minimum (a minimum of 0: never). */
export function stockNeedsReorder(line: { quantity: number; minimumQuantity: number }): boolean {
  return line.quantity < line.minimumQuantity;
}

/** What to reorder so the line reaches its minimum again (0 when none is needed). */
export function reorderQuantityOf(line: { quantity: number; minimumQuantity: number }): number {
  return Math.max(0, line.minimumQuantity - line.quantity);
}
