import { allowedQuantityFrom, quantityRuleOf } from '../cart/cart-input';
import { isBuyable, type BuyableAttributes } from '../catalogue/buyable';

/** Why a line of an earlier order is not put into the cart again (message keys of the web). */
export type ReorderSkipReason = 'error.unknown-sku' | 'error.product-not-buyable';

export interface ReorderPlan {
  /** One entry per product (lines of one sku summed), in the order's order, at an allowed quantity. */
  add: { sku: string; quantity: number }[];
  /** Lines left out and why: reported to the user, never dropped silently. */
  skipped: { sku: string; name: string; reason: ReorderSkipReason }[];
}

/**
 * Reorder (issue 14, decision 0058): the lines of an order that the tenant sells today and that are
 * buyable, each raised to the product's present minimum quantity when its rule changed since.
 * `products` holds the products found by sku now; a sku missing there is no longer sold.
 */
export function planReorder(
  lines: readonly { sku: string; name: string; quantity: number }[],
  products: ReadonlyMap<string, { attributes: BuyableAttributes & Record<string, unknown> }>,
): ReorderPlan {
  const wanted = new Map<string, number>();
  const skipped: ReorderPlan['skipped'] = [];
  for (const line of lines) {
    const product = products.get(line.sku);
    if (!product) skipped.push({ sku: line.sku, name: line.name, reason: 'error.unknown-sku' });
    else if (!isBuyable(product.attributes, true))
      skipped.push({ sku: line.sku, name: line.name, reason: 'error.product-not-buyable' });
    else wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
  }
  const add = [...wanted].map(([sku, quantity]) => ({
    sku,
    quantity: allowedQuantityFrom(quantity, quantityRuleOf(products.get(sku)!.attributes)),
  }));
  return { add, skipped };
}
