import type { Money } from '../money';
import type { CartProcessStatus, CartState } from '../cart/cart-states';

/** The order source (docs/rules/data-model.md): orders placed in this shop, and orders from other channels (ERP). */
export const ORDER_SOURCES = ['WEB_SHOP', 'EXTERNAL'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The order status (docs/rules/data-model.md). A shop order starts OPEN. */
export const ORDER_STATUSES = [
  'OPEN',
  'IN_PROGRESS',
  'PARTIAL_SHIPMENT',
  'SHIPPED',
  'PARTIAL_DELIVERED',
  'DELIVERED',
  'REFUNDED',
  'UNKNOWN',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Shop order numbers: `WS-` and the tenant's running number, from 100001 (decision 0037). */
export const ORDER_NUMBER_PREFIX = 'WS-';
export const FIRST_ORDER_NUMBER = 100_001;
export const ORDER_NUMBER_PATTERN = /^WS-\d{6,10}$/;

/**
 * What an order number may look like when one is looked up: the shop's own (WS-…) and those of other
 * channels (an ERP's, e.g. AU-2026-000123): letters, digits and dashes, up to 32.
 */
export const ORDER_REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;

export function orderNumberOf(running: number): string {
  return `${ORDER_NUMBER_PREFIX}${running}`;
}

/** Net, tax and gross of an order or cart (docs/rules/data-model.md totalPrice, taxedPrice). */
export interface OrderTotals {
  net: Money;
  tax: Money;
  gross: Money;
}

/**
 * The totals of priced lines: net is the sum of the line amounts, tax is the tenant's percentage of
 * the net rounded half up to a cent (once on the total, as an invoice does, not per line), gross is
 * their sum. All amounts are integer cents.
 */
export function orderTotalsOf(
  lineCentAmounts: readonly number[],
  taxPercent: number,
  currency: string,
): OrderTotals {
  const net = lineCentAmounts.reduce((sum, cents) => sum + cents, 0);
  const tax = Math.round((net * taxPercent) / 100);
  return {
    net: { centAmount: net, currency },
    tax: { centAmount: tax, currency },
    gross: { centAmount: net + tax, currency },
  };
}

/** Why a cart may not be ordered (finalize refuses it, the cart stays as it is). */
export type OrderRefusal = 'empty' | 'in-approval' | 'closed';

/**
 * Whether a cart may be finalized: one waiting for approval (Open, or Modified by an approver) only by
 * an approver approving it; never once it is ordered, merged into another or declined. Emptiness is
 * checked on the lines.
 */
export function orderRefusalOf(
  cart: {
    state: CartState;
    processStatus: CartProcessStatus;
    lines: readonly unknown[];
  },
  approving = false,
): OrderRefusal | null {
  if (cart.state === 'Ordered') return 'closed';
  if (cart.processStatus === 'Merged' || cart.processStatus === 'Declined') return 'closed';
  if ((cart.processStatus === 'Open' || cart.processStatus === 'Modified') && !approving)
    return 'in-approval';
  if (cart.lines.length === 0) return 'empty';
  return null;
}
