/**
 * A shopping list changed (lines, name, a merge, deleted): the pages of its contact that show the list
 * reload it at its new version. It carries no lines: each page reads the list through the BFF with its
 * own rights. Only the streams of the list's contact hear it (apps/bff/src/events/customer-events.ts).
 */
export interface ShoppingListChangedEvent {
  type: 'shopping-list-changed';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
  /** The contact the list belongs to (an employee acting for it shares its streams). */
  contactNo: string;
  key: string;
  /** The list's version after the change; a deleted list's last version + 1. */
  version: number;
}

export function shoppingListChangedEvent(
  list: Pick<ShoppingListChangedEvent, 'mandantCode' | 'customerNo' | 'contactNo' | 'key' | 'version'>,
  now: Date,
): ShoppingListChangedEvent {
  return { type: 'shopping-list-changed', id: String(now.getTime()), ...list };
}

export function isShoppingListChangedEvent(value: unknown): value is ShoppingListChangedEvent {
  const event = value as Partial<ShoppingListChangedEvent> | null;
  return (
    !!event &&
    event.type === 'shopping-list-changed' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string' &&
    typeof event.contactNo === 'string' &&
    typeof event.key === 'string' &&
    typeof event.version === 'number'
  );
}
