import { GUEST_SUBJECT, type AccessSubject } from './access';
import { accessLevelOf, roleSeesPrices, type UserType, type WebRole } from './roles';
import type { SessionContact, SessionCustomer, SessionEmployee, ShopContext } from './shop-context';

/**
 * Who a session is, as far as the shop's rules need it (the BFF's session user is one). The rules
 * below are the only place that decides "own tenant", the default role and price visibility; the
 * BFF's request context, its access guard, its event streams and the web all call them.
 */
export interface SessionIdentity {
  userType: UserType;
  /** Tenant of the contact or employee; null for an identity-provider user unknown to the shop. */
  mandantCode: string | null;
  role: WebRole | null;
  customer: SessionCustomer | null;
  contact: SessionContact | null;
  employee: SessionEmployee | null;
}

/** A signed-in user without a role has ROLE_AUTHENTICATED (docs/rules/data-model.md). */
export function sessionRoleOf(identity: Pick<SessionIdentity, 'role'>): WebRole {
  return identity.role ?? 'ROLE_AUTHENTICATED';
}

/**
 * A user acts only in their session's tenant; asked about another tenant they are signed in but
 * have no role and no customer there. `undefined` means "no tenant asked": the session's own.
 */
export function isOwnTenant(
  identity: Pick<SessionIdentity, 'mandantCode'>,
  askedMandantCode: string | null | undefined,
): boolean {
  return askedMandantCode === undefined || askedMandantCode === identity.mandantCode;
}

/** Who asks, as seen from the tenant asked about (the access guard's subject). */
export function accessSubjectOf(
  identity: SessionIdentity | null | undefined,
  askedMandantCode?: string | null,
): AccessSubject {
  if (!identity) return GUEST_SUBJECT;
  const ownTenant = isOwnTenant(identity, askedMandantCode);
  return {
    signedIn: true,
    role: ownTenant ? sessionRoleOf(identity) : null,
    ownTenant,
    userType: identity.userType,
  };
}

/**
 * The ShopContext of a request: the guest context of the asked locale, plus user, customer and
 * role from the session when that locale belongs to the session's tenant. In another tenant's
 * locale a signed-in user browses like a guest.
 */
export function shopContextOf(identity: SessionIdentity | null | undefined, guest: ShopContext): ShopContext {
  if (!identity || !isOwnTenant(identity, guest.mandantCode)) return guest;
  const role = sessionRoleOf(identity);
  return {
    ...guest,
    userType: identity.userType,
    role,
    accessLevel: accessLevelOf(role),
    customer: identity.customer,
    contact: identity.contact,
    employee: identity.employee,
  };
}

/** What price visibility looks at: a customer to price for and a role. */
export interface PriceViewer<C = SessionCustomer> {
  customer: C | null;
  role: WebRole | null;
}

/**
 * docs/rules/roles.md: prices are for a signed-in user acting for a customer, whose role sees prices (not
 * the basket shopper). A ShopContext of another tenant's locale has no customer, so it sees none.
 */
export function pricesVisible<V extends PriceViewer<unknown>>(
  viewer: V,
): viewer is V & { customer: NonNullable<V['customer']> } {
  return (
    viewer.customer !== null &&
    viewer.customer !== undefined &&
    viewer.role !== null &&
    roleSeesPrices(viewer.role)
  );
}

/** The same rule for a session outside a request context (an event of `mandantCode`'s tenant). */
export function sessionSeesPricesIn(
  identity: (Pick<SessionIdentity, 'mandantCode' | 'role'> & { customer: unknown }) | null | undefined,
  mandantCode: string,
): boolean {
  if (!identity || !isOwnTenant(identity, mandantCode)) return false;
  return pricesVisible({ customer: identity.customer, role: sessionRoleOf(identity) });
}
