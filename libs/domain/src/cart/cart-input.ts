/** The minimum-quantity surcharge line is not a product line; the default shipping agent (docs/rules/constants.md). */
export const DEFAULT_SHIPPING_AGENT = 'INNER';
/** Every added line goes to this distribution channel (docs/rules/calls.md). */
export const CART_DISTRIBUTION_CHANNEL = 'sales_price';
/** Custom shipping methods are taxed with this category (docs/rules/calls.md). */
export const CUSTOM_SHIPPING_TAX_CATEGORY = 'default';
/** The most lines a cart holds, and the largest quantity of one line (decision 0036). */
export const MAX_CART_LINES = 500;
export const MAX_LINE_QUANTITY = 99_999;
/** Most lines one cart change (add or set) names. */
export const MAX_LINES_PER_CHANGE = 100;
/** Longest further-information text (customer identifier, customer comment); longer is refused (decision 0070). */
export const MAX_FURTHER_INFORMATION_LENGTH = 120;

/** Only these two fields may be saved as further information (docs/rules/validation.md). */
export const FURTHER_INFORMATION_FIELDS = ['customerIdentifier', 'customerComment'] as const;
export type FurtherInformationField = (typeof FURTHER_INFORMATION_FIELDS)[number];

/**
 * docs/rules/validation.md: further-information text keeps only letters, digits, space and hyphen (any script:
 * Czech and Bulgarian letters stay); runs of spaces fold to one and the ends are trimmed. Nothing is
 * cut: a text longer than MAX_FURTHER_INFORMATION_LENGTH is refused before (decision 0070).
 */
export function filterFurtherInformation(text: string): string {
  return text
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** What the quantity rule of a line reads from its product (docs/rules/data-model.md attributes). */
export interface QuantityRule {
  /** minimum_order_quantity: at least this many (1 when not set). */
  minimumOrderQuantity: number;
  /** qty_in_overpack: units in one outer carton; shown, not enforced (decision 0036). */
  qtyInOverpack: number | null;
}

export function quantityRuleOf(attributes: Record<string, unknown>): QuantityRule {
  const positive = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  return {
    minimumOrderQuantity: positive(attributes.minimum_order_quantity) ?? 1,
    qtyInOverpack: positive(attributes.qty_in_overpack),
  };
}

/**
 * The message key of a quantity a line may not have, or null when it is fine. 0 removes the line
 * (docs/rules/states-and-rules.md) and is always fine; otherwise a whole number from the minimum order quantity up to
 * MAX_LINE_QUANTITY.
 */
export function quantityProblem(quantity: number, rule: QuantityRule): string | null {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_LINE_QUANTITY)
    return 'error.invalid-quantity';
  if (quantity === 0) return null;
  if (quantity < rule.minimumOrderQuantity) return 'error.quantity-below-minimum';
  return null;
}

/** The nearest allowed quantity at or above `wanted` (what a stepper or the quick order offers). */
export function allowedQuantityFrom(wanted: number, rule: QuantityRule): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.ceil(wanted), rule.minimumOrderQuantity));
}
