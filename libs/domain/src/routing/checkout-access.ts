import { isWebRole, type WebRole } from '../roles';

/**
 * The checkout guard of order confirmation and order finish (docs/decisions/0008): a
 * signed-in user acting for a customer, with a role that may order. The basket shopper
 * (ROLE_CART_MANAGER_NO_CHECKOUT) fills carts but hands them over for approval instead.
 */
export function mayCheckOut(user: { role: string | null; hasCustomer: boolean } | null): boolean {
  if (!user || !user.hasCustomer) return false;
  const role: WebRole = isWebRole(user.role) ? user.role : 'ROLE_AUTHENTICATED';
  return role !== 'ROLE_CART_MANAGER_NO_CHECKOUT';
}
