/** The academy attributes of a product or line item (docs/rules/README.md: training academy). */
export const ACADEMY_ATTRIBUTES = ['academy_industry', 'academy_type'] as const;

/** A value that holds something: not null/undefined, not a blank string, not an empty list. */
function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The item carries both academy attributes. */
export function hasAcademyAttributes(attributes: Readonly<Record<string, unknown>>): boolean {
  return ACADEMY_ATTRIBUTES.every((name) => isPresent(attributes[name]));
}

/**
 * docs/rules/validation.md: A cart is academy-only when every line item has both academy_industry and
 * academy_type. An empty cart is not academy-only (it holds no academy item).
 */
export function isAcademyOnly(
  lineItems: readonly { attributes: Readonly<Record<string, unknown>> }[],
): boolean {
  return lineItems.length > 0 && lineItems.every((item) => hasAcademyAttributes(item.attributes));
}
