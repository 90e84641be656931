/**
 * The essence list: what a customer buys regularly (decision 0101). The ERP may name its skus; when it
 * names none, the list is made of what the customer ordered in at least ESSENCE_LIST_MIN_ORDERS
 * orders within the last ESSENCE_LIST_HISTORY_DAYS days. Each entry shows its last
 * ESSENCE_LIST_PURCHASES purchases.
 */
export const ESSENCE_LIST_MIN_ORDERS = 2;
export const ESSENCE_LIST_HISTORY_DAYS = 365;
export const ESSENCE_LIST_PURCHASES = 5;
export const ESSENCE_LIST_DEFAULT_LIMIT = 20;
export const ESSENCE_LIST_MAX_LIMIT = 100;
/** The longest text a search of the essence list takes (a sku or a part of a product name). */
export const ESSENCE_LIST_MAX_SEARCH_LENGTH = 100;

/** Where a customer's essence list comes from (decision 0101). */
export const ESSENCE_LIST_SOURCES = ['CONFIGURED', 'ORDER_HISTORY'] as const;
export type EssenceListSource = (typeof ESSENCE_LIST_SOURCES)[number];

/**
 * What a customer may put into a cart (decision 0102): a customer flagged onlyItemsFromEssenceList
 * orders only the skus of its essence list; `skus` are those skus (configured, or from the order history).
 */
export interface EssenceRestriction {
  onlyEssence: boolean;
  skus: readonly string[];
}

/** The skus a cart may not take for this customer, unique and sorted; [] when the customer is not restricted. */
export function skusOutsideEssenceList(restriction: EssenceRestriction, skus: Iterable<string>): string[] {
  if (!restriction.onlyEssence) return [];
  const allowed = new Set(restriction.skus);
  return [...new Set(skus)].filter((sku) => !allowed.has(sku)).sort();
}

/** Whether the customer may put this sku into a cart (product cards, quick order rows). */
export function mayOrderSku(restriction: EssenceRestriction | null, sku: string): boolean {
  return !restriction || skusOutsideEssenceList(restriction, [sku]).length === 0;
}
