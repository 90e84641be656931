import { roleSeesPrices, type ShopContext } from '@shop/domain';
import type { PricesChangedEvent } from '@shop/jobs';
import type { SessionUser } from '../auth/session-user';

/**
 * Prices are for a signed-in user acting for a customer, in that customer's tenant, whose role sees
 * prices (spec 02 §6: not the basket shopper). The ShopContext of another tenant's locale has no
 * customer (shopContextFor), so a user there sees none either.
 */
export function pricesVisibleIn(
  ctx: ShopContext,
): ctx is ShopContext & { customer: NonNullable<ShopContext['customer']> } {
  return ctx.customer !== null && ctx.role !== null && roleSeesPrices(ctx.role);
}

/**
 * The part of a prices-changed event one session may hear: only its own customer's entry, and only
 * when that session sees prices in the event's tenant. Null: nothing for this session.
 */
export function pricesEventForUser(
  event: PricesChangedEvent,
  user: SessionUser | undefined,
): PricesChangedEvent | null {
  if (!user?.customer || user.mandantCode !== event.mandantCode) return null;
  if (!roleSeesPrices(user.role ?? 'ROLE_AUTHENTICATED')) return null;
  const own = event.customers.find((entry) => entry.customerNo === user.customer!.customerNo);
  return own ? { ...event, customers: [own] } : null;
}
