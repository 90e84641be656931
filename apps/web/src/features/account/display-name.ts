import type { MeQuery } from '../../gql/generated';

export type Me = NonNullable<MeQuery['me']>;

/** The name the header shows: the contact, else the employee, else the customer. */
export function displayNameOf(me: Me): string {
  if (me.contact) return `${me.contact.firstName} ${me.contact.lastName}`.trim();
  if (me.employee) return me.employee.name;
  return me.customer?.name ?? '';
}
