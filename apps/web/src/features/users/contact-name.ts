/** A contact's name as the user administration shows it: first, middle and last name. */
export function contactName(contact: {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}): string {
  return [contact.firstName, contact.middleName, contact.lastName].filter(Boolean).join(' ');
}
