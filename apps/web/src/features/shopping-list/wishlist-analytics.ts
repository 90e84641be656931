import { pushDataLayer, toAnalyticsItem } from '../analytics/analytics';

/** The data layer's event for a product put on the shopping list (docs/rules/constants.md). */
export const ADD_TO_WISHLIST_EVENT = 'add_to_wishlist';

/** add_to_wishlist with the product and the units put on the list; nothing for employees. */
export function addToWishlist(
  userType: string | null | undefined,
  product: { sku: string; name: string },
  quantity: number,
): void {
  pushDataLayer(userType, {
    event: ADD_TO_WISHLIST_EVENT,
    ecommerce: { items: [{ ...toAnalyticsItem(product), quantity }] },
  });
}
