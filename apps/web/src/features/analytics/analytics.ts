/**
 * Analytics data layer of the catalogue (docs/rules/constants.md): view_item_list, view_item, select_item and
 * the German-named search event. Nothing is pushed for employees (docs/rules/roles.md). Amounts, where a
 * price is known, are cents divided by 100.
 */
export const CATALOGUE_EVENTS = {
  viewItemList: 'view_item_list',
  viewItem: 'view_item',
  selectItem: 'select_item',
  /** "a German-named search event" (docs/rules/constants.md). */
  search: 'suche',
} as const;

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  index?: number;
  item_list_name?: string;
  price?: number;
}

export interface AnalyticsProduct {
  sku: string;
  name: string;
  price?: { centAmount: number } | null;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Whether the user's actions are reported: guests (null) and customers, never employees. While the
 * user is not known yet (undefined) nothing is reported, so an employee cannot slip through.
 */
export function tracksUser(userType: string | null | undefined): boolean {
  return userType !== undefined && userType !== 'EMPLOYEE' && userType !== 'Employee';
}

export function pushDataLayer(userType: string | null | undefined, entry: Record<string, unknown>): void {
  if (!tracksUser(userType) || typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

export function toAnalyticsItem(product: AnalyticsProduct, index?: number, listName?: string): AnalyticsItem {
  return {
    item_id: product.sku,
    item_name: product.name,
    ...(index === undefined ? {} : { index }),
    ...(listName ? { item_list_name: listName } : {}),
    ...(product.price ? { price: product.price.centAmount / 100 } : {}),
  };
}

export function viewItemList(
  userType: string | null | undefined,
  listName: string,
  products: AnalyticsProduct[],
) {
  pushDataLayer(userType, {
    event: CATALOGUE_EVENTS.viewItemList,
    ecommerce: { item_list_name: listName, items: products.map((p, i) => toAnalyticsItem(p, i, listName)) },
  });
}

export function viewItem(userType: string | null | undefined, product: AnalyticsProduct) {
  pushDataLayer(userType, {
    event: CATALOGUE_EVENTS.viewItem,
    ecommerce: { items: [toAnalyticsItem(product)] },
  });
}

export function selectItem(
  userType: string | null | undefined,
  listName: string,
  product: AnalyticsProduct,
  index: number,
) {
  pushDataLayer(userType, {
    event: CATALOGUE_EVENTS.selectItem,
    ecommerce: { item_list_name: listName, items: [toAnalyticsItem(product, index, listName)] },
  });
}

export function searchEvent(userType: string | null | undefined, searchTerm: string, resultCount: number) {
  pushDataLayer(userType, {
    event: CATALOGUE_EVENTS.search,
    search_term: searchTerm,
    result_count: resultCount,
  });
}
