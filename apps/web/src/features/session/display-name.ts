import type { MeQuery } from '../../gql/generated';

export type Me = NonNullable<MeQuery['me']>;

/**
 * The name the header shows: an employee's own name (also while acting for a customer), else the
 * contact, else the customer.
 */
export function displayNameOf(me: Me): string {
  if (me.employee) return me.employee.name;
  if (me.contact) return `${me.contact.firstName} ${me.contact.lastName}`.trim();
  return me.customer?.name ?? '';
}
