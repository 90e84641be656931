import type { GuardUser } from '@shop/domain';
import type { Me } from './display-name';

/** The signed-in user as the route guards see it. */
export function guardUserOf(me: Me | null | undefined): GuardUser | null {
  if (!me) return null;
  return {
    userType: me.userType,
    role: me.role,
    hasCustomer: me.customer !== null,
    hasContact: me.contact !== null,
  };
}
