/**
 * docs/rules/data-model.md, session customer: the salesperson, service contact and shipment contact, each an
 * employee of the provider with employee number, salutation, name, e-mail and phone (decision 0063).
 */
export const SALES_CONTACT_ROLES = ['salesperson', 'serviceContact', 'shipmentContact'] as const;
export type SalesContactRole = (typeof SALES_CONTACT_ROLES)[number];

export interface SalesContact {
  employeeNo: string;
  /** A salutation code of the shop configuration (MR, MS), or null. */
  salutation: string | null;
  name: string;
  email: string;
  phone: string | null;
}

/** Who looks after a customer; a role nobody is assigned to is null. */
export type SalesContacts = Record<SalesContactRole, SalesContact | null>;

/** The `tel:` address of a phone number as people write it (`+43 512 123 4567` → `tel:+435121234567`). */
export function telHrefOf(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('00') ? `+${digits.slice(2)}` : digits}`;
}
