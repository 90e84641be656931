import type { ShopContext } from '@shop/domain';
import { ShopError } from './shop-error';

/**
 * FORBIDDEN `error.no-customer-selected` unless the session acts for a customer as a contact (an
 * employee who has chosen one, or a contact): what reading a customer's carts, orders or essence list needs.
 */
export function assertActsForCustomer(ctx: ShopContext): void {
  if (!ctx.customer || !ctx.contact) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
}
