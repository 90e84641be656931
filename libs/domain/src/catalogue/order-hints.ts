/**
 * Order hints of categories and of products within a category (docs/rules/constants.md): stored as
 * whole numbers, read as that number divided by ORDER_HINT_DIVISOR; a missing or unusable hint sorts
 * as DEFAULT_ORDER_HINT, i.e. after every stored hint below the divisor. Lower sorts first.
 */
export const ORDER_HINT_DIVISOR = 100_000;
export const DEFAULT_ORDER_HINT = 1;

/** The order hint a stored whole number stands for; null, negative or non-finite → DEFAULT_ORDER_HINT. */
export function orderHintValue(stored: number | null | undefined): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored) || stored < 0) return DEFAULT_ORDER_HINT;
  return stored / ORDER_HINT_DIVISOR;
}

/** The order hint as the decimal text integrators get (e.g. 1000 → "0.01", none → "1"). */
export function orderHintText(stored: number | null | undefined): string {
  return String(orderHintValue(stored));
}

/** Sort order of two stored hints (ties are left to the caller's next key). */
export function compareOrderHints(a: number | null | undefined, b: number | null | undefined): number {
  return orderHintValue(a) - orderHintValue(b);
}
