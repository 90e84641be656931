import { pushDataLayer } from '../analytics/analytics';
import type { AddedItem } from './quick-order-check';

/**
 * docs/rules/constants.md names "a quick-order event" without a name: `quick_order` (decision 0040). Pushed once
 * per quick order that put rows into the cart, never for employees (pushDataLayer).
 */
export const QUICK_ORDER_EVENT = 'quick_order';

export function quickOrderEvent(
  userType: string | null | undefined,
  items: readonly AddedItem[],
  rowsNeedingAttention: number,
): void {
  pushDataLayer(userType, {
    event: QUICK_ORDER_EVENT,
    rows_needing_attention: rowsNeedingAttention,
    ecommerce: {
      items: items.map((item) => ({ item_id: item.sku, item_name: item.name, quantity: item.quantity })),
    },
  });
}
