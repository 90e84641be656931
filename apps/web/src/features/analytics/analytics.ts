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

/** Page types of the data layer (docs/rules/constants.md): home, product (/p), listing (/c), content. */
export type PageType = 'home' | 'product' | 'listing' | 'content' | 'other';

/**
 * The page type of a route: the content route with an empty slug is the home page, product routes
 * (path word p) are product pages, category routes (path word c) listings, other content slugs
 * content pages; every other page (cart, account, …) is `other` (decision 0114).
 */
export function pageTypeOf(routeName: string | null, slug = ''): PageType {
  if (routeName === null) return 'other';
  if (routeName === 'slug') return slug === '' ? 'home' : 'content';
  if (routeName === 'p' || routeName.startsWith('p-')) return 'product';
  if (routeName === 'c' || routeName.startsWith('c-')) return 'listing';
  return 'other';
}

export function pageView(userType: string | null | undefined, pageType: PageType, path: string): void {
  pushDataLayer(userType, { event: 'page_view', page_type: pageType, page_path: path });
}

export type UserStatus = 'existing customer' | 'new customer';

/** docs/rules/constants.md: a customer with at least one order is an existing customer. */
export function userStatusOf(orderTotal: number): UserStatus {
  return orderTotal > 0 ? 'existing customer' : 'new customer';
}

export function loginEvent(userType: string | null | undefined, userStatus: UserStatus): void {
  pushDataLayer(userType, { event: 'login', user_status: userStatus });
}

/** The badge key of a promoted product. */
export const PROMOTION_BADGE = 'promotion';

export function isPromoted(product: { attributes?: { badges?: readonly string[] | null } | null }): boolean {
  return product.attributes?.badges?.includes(PROMOTION_BADGE) ?? false;
}

/** select_promotion: a promoted product was clicked in a list (`listName`, position `index`). */
export function selectPromotion(
  userType: string | null | undefined,
  listName: string,
  product: AnalyticsProduct,
  index: number,
): void {
  pushDataLayer(userType, {
    event: 'select_promotion',
    ecommerce: {
      promotion_id: PROMOTION_BADGE,
      promotion_name: PROMOTION_BADGE,
      creative_slot: listName,
      items: [toAnalyticsItem(product, index, listName)],
    },
  });
}

/** A click on a product of a list: select_promotion when the product is promoted. */
export function promotionClicked(
  userType: string | null | undefined,
  listName: string,
  product: AnalyticsProduct & { attributes?: { badges?: readonly string[] | null } | null },
  index: number,
): void {
  if (isPromoted(product)) selectPromotion(userType, listName, product, index);
}
