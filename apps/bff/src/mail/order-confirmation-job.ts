import type { OrderRecord } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import type { OrderConfirmationMailJob } from '@shop/jobs';

/**
 * The confirmation mail of a placed order: to the contact of the session (an employee ordering for
 * a customer acts as one of its contacts, so the mail goes to that contact, not to the employee), in
 * the locale the order was placed in. Null when the session has no contact to write to.
 */
export function orderConfirmationJobOf(
  ctx: ShopContext,
  order: OrderRecord,
): OrderConfirmationMailJob | null {
  if (!ctx.contact?.email) return null;
  return {
    to: ctx.contact.email,
    locale: ctx.locale,
    mandantCode: order.mandantCode,
    order: {
      orderNumber: order.orderNumber,
      orderedAt: order.orderedAt,
      customerIdentifier: order.customerIdentifier,
      lines: order.lines.map(({ sku, name, quantity, linePrice }) => ({ sku, name, quantity, linePrice })),
      taxPercent: order.taxPercent,
      totals: order.totals,
      shippingAddress: order.shippingAddress,
      customLineItem: order.customLineItem,
    },
  };
}
