/** Web roles in docs/rules/data-model.md; ROLE_AUTHENTICATED is the default for a signed-in user without a role. */
export const WEB_ROLES = [
  'ROLE_AUTHENTICATED',
  'ROLE_CART_MANAGER_NO_CHECKOUT',
  'ROLE_CART_PURCHASER',
  'ROLE_CART_APPROVER',
  'ROLE_ADMIN',
] as const;
export type WebRole = (typeof WEB_ROLES)[number];

/** Access level of anonymous visitors: below every role. */
export const GUEST_ACCESS_LEVEL = -1;

/**
 * The access level is the position in the ordered role list (docs/rules/roles.md). The spec does not show the
 * order; docs/decisions/0004-role-access-levels.md explains the one chosen here.
 */
export function accessLevelOf(role: WebRole | null | undefined): number {
  const index = WEB_ROLES.indexOf(role ?? 'ROLE_AUTHENTICATED');
  return index < 0 ? 0 : index;
}

export function isWebRole(value: unknown): value is WebRole {
  return typeof value === 'string' && (WEB_ROLES as readonly string[]).includes(value);
}

/** The basket shopper (cart manager without checkout) does not see prices (docs/rules/roles.md). */
export function roleSeesPrices(role: WebRole | null | undefined): boolean {
  return role !== 'ROLE_CART_MANAGER_NO_CHECKOUT';
}

export const USER_TYPES = ['STANDARD', 'EMPLOYEE'] as const;
export type UserType = (typeof USER_TYPES)[number];
