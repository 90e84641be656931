/**
 * The contacts of a customer changed (an administrator created, changed or removed one, or invited it
 * again): the customer's open user-administration pages reload them. It carries ids only, no personal
 * data: each page reads the contacts through the BFF with its own rights.
 */
export interface ContactsChangedEvent {
  type: 'contacts-changed';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
  /** The contact that changed. */
  contactId: string;
}

export function contactsChangedEvent(
  mandantCode: string,
  customerNo: string,
  contactId: string,
  now: Date,
): ContactsChangedEvent {
  return { type: 'contacts-changed', id: String(now.getTime()), mandantCode, customerNo, contactId };
}

export function isContactsChangedEvent(value: unknown): value is ContactsChangedEvent {
  const event = value as Partial<ContactsChangedEvent> | null;
  return (
    !!event &&
    event.type === 'contacts-changed' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string' &&
    typeof event.contactId === 'string'
  );
}
