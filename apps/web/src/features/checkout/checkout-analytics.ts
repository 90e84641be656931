import { CENT_DIVISOR } from '@shop/domain';
import { pushDataLayer } from '../analytics/analytics';

/** Checkout events of docs/rules/data-model.md WP1; never for employees (pushDataLayer), amounts are cents / 100. */
export const CHECKOUT_EVENTS = {
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  purchase: 'purchase',
} as const;

interface Line {
  sku: string;
  name: string;
  quantity: number;
  linePrice?: { centAmount: number } | null;
}

const itemsOf = (lines: readonly Line[]) =>
  lines.map((line) => ({
    item_id: line.sku,
    item_name: line.name,
    quantity: line.quantity,
    ...(line.linePrice ? { price: line.linePrice.centAmount / line.quantity / CENT_DIVISOR } : {}),
  }));

interface Totals {
  totalNet: { centAmount: number; currency: string };
  totalTax: { centAmount: number };
}

export function beginCheckout(
  userType: string | null | undefined,
  lines: readonly Line[],
  totals: Totals | null,
) {
  pushDataLayer(userType, {
    event: CHECKOUT_EVENTS.beginCheckout,
    ecommerce: {
      ...(totals
        ? { currency: totals.totalNet.currency, value: totals.totalNet.centAmount / CENT_DIVISOR }
        : {}),
      items: itemsOf(lines),
    },
  });
}

export function addShippingInfo(
  userType: string | null | undefined,
  shippingTier: string,
  lines: readonly Line[],
) {
  pushDataLayer(userType, {
    event: CHECKOUT_EVENTS.addShippingInfo,
    ecommerce: { shipping_tier: shippingTier, items: itemsOf(lines) },
  });
}

/** Transaction id, value, tax, shipping, currency, coupon (empty), shipping country (docs/rules/calls.md, purchase). */
export function purchase(
  userType: string | null | undefined,
  order: {
    orderNumber: string;
    shippingAddress: { country: string };
    taxedPrice: Totals | null;
    customLineItem?: { price: { centAmount: number } } | null;
    lineItems: readonly Line[];
  },
) {
  const totals = order.taxedPrice;
  pushDataLayer(userType, {
    event: CHECKOUT_EVENTS.purchase,
    ecommerce: {
      transaction_id: order.orderNumber,
      ...(totals
        ? {
            value: totals.totalNet.centAmount / CENT_DIVISOR,
            tax: totals.totalTax.centAmount / CENT_DIVISOR,
            currency: totals.totalNet.currency,
          }
        : {}),
      // Shipping is free; the minimum-quantity surcharge stands in for it (docs/rules/constants.md, decision 0043).
      shipping: (order.customLineItem?.price.centAmount ?? 0) / CENT_DIVISOR,
      coupon: '',
      shipping_country: order.shippingAddress.country,
      items: itemsOf(order.lineItems),
    },
  });
}
