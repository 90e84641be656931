import { CENT_DIVISOR, cartChangeOf, type CartChangeKind } from '@shop/domain';
import { pushDataLayer } from '../analytics/analytics';

/**
 * Cart events (docs/rules/constants.md) in GA4's ecommerce shape (decision 0043). Never for employees
 * (pushDataLayer); amounts are cents / 100 and left out where the role sees no prices.
 */
export const CART_EVENTS = {
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  viewCart: 'view_cart',
} as const;

/** A cart line as the cart answers it (CartFields). */
export interface AnalyticsCartLine {
  sku: string;
  quantity: number;
  unitPrice?: { centAmount: number; currency: string } | null;
  product?: { name: string } | null;
}

interface Item {
  item_id: string;
  item_name: string;
  quantity: number;
  price?: number;
  /** Add, modify or remove (docs/rules/states-and-rules.md, cart change kind of the line). */
  cart_change?: CartChangeKind;
}

function itemOf(line: AnalyticsCartLine, quantity: number, kind?: CartChangeKind): Item {
  return {
    item_id: line.sku,
    item_name: line.product?.name ?? line.sku,
    quantity,
    ...(line.unitPrice ? { price: line.unitPrice.centAmount / CENT_DIVISOR } : {}),
    ...(kind ? { cart_change: kind } : {}),
  };
}

interface Moved {
  line: AnalyticsCartLine;
  quantity: number;
  kind: CartChangeKind;
}

/** value and currency of the moved units; none when a line has no price (the role sees none). */
function valueOf(moved: readonly Moved[]): Record<string, unknown> {
  const prices = moved.map(({ line }) => line.unitPrice);
  if (prices.some((price) => !price)) return {};
  const cents = moved.reduce((sum, { line, quantity }) => sum + line.unitPrice!.centAmount * quantity, 0);
  return { currency: prices[0]!.currency, value: cents / CENT_DIVISOR };
}

/**
 * The events of one cart change, from the lines before and after it: the units that came in
 * (a new line, or a larger quantity) as one add_to_cart, the units that went (a removed line, or a
 * smaller quantity) as one remove_from_cart. Each item carries its change kind and the units added
 * or taken away, at the unit price after the change (before it, for a removed line).
 */
export function cartChangeEvents(
  userType: string | null | undefined,
  before: readonly AnalyticsCartLine[],
  after: readonly AnalyticsCartLine[],
): void {
  const was = new Map(before.map((line) => [line.sku, line]));
  const now = new Map(after.map((line) => [line.sku, line]));
  const added: Moved[] = [];
  const removed: Moved[] = [];
  for (const sku of new Set([...was.keys(), ...now.keys()])) {
    const change = cartChangeOf(was.get(sku)?.quantity ?? 0, now.get(sku)?.quantity ?? 0);
    if (!change) continue;
    const line = now.get(sku) ?? was.get(sku)!;
    (change.delta > 0 ? added : removed).push({ line, quantity: Math.abs(change.delta), kind: change.kind });
  }
  for (const [event, moved] of [
    [CART_EVENTS.addToCart, added],
    [CART_EVENTS.removeFromCart, removed],
  ] as const) {
    if (moved.length === 0) continue;
    pushDataLayer(userType, {
      event,
      ecommerce: {
        ...valueOf(moved),
        items: moved.map(({ line, quantity, kind }) => itemOf(line, quantity, kind)),
      },
    });
  }
}

/** view_cart: the cart's lines with their quantities, and its net total (with a surcharge) as the value. */
export function viewCart(
  userType: string | null | undefined,
  cart: {
    lineItems: readonly AnalyticsCartLine[];
    totalPrice?: { centAmount: number; currency: string } | null;
  },
): void {
  pushDataLayer(userType, {
    event: CART_EVENTS.viewCart,
    ecommerce: {
      ...(cart.totalPrice
        ? { currency: cart.totalPrice.currency, value: cart.totalPrice.centAmount / CENT_DIVISOR }
        : {}),
      items: cart.lineItems.map((line) => itemOf(line, line.quantity)),
    },
  });
}
