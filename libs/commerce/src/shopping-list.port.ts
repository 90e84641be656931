import type { ShopContext } from '@shop/domain';

/** One line of a shopping list: a sku with its quantity (adding the sku again sums into it). */
export interface ShoppingListLineRecord {
  /** The sku for a sku line; the external id for a line another system put there without one. */
  key: string;
  sku: string | null;
  quantity: number;
  addedAt: string;
  externalId: string | null;
}

export interface ShoppingListRecord {
  id: string;
  key: string;
  mandantCode: string;
  customerId: string;
  /** The contact the list belongs to, and the employee whose key it is (null: the contact's own). */
  contactId: string;
  employeeId: string | null;
  name: string;
  slug: string;
  description: string | null;
  attrs: Record<string, string>;
  /** Every write bumps it; a write naming an older one is refused (ShoppingListVersionConflictError). */
  version: number;
  createdByContactId: string;
  createdByEmployeeId: string | null;
  updatedByContactId: string;
  updatedByEmployeeId: string | null;
  createdAt: string;
  updatedAt: string;
  /** In the order they were added. */
  lines: ShoppingListLineRecord[];
}

/** What a new list starts with; the caller has checked the texts (libs/domain). */
export interface NewShoppingList {
  key: string;
  name: string;
  slug: string;
  description: string | null;
  attrs: Record<string, string>;
}

/**
 * A change of one list at a version (decision 0100): `add` sums into the line of the same sku (a new
 * line when there is none), `set` sets a line's quantity by line key (0 removes it; an unknown key
 * changes nothing), `name` renames (with its slug). Left out: unchanged.
 */
export interface ShoppingListChange {
  add?: { sku: string; quantity: number }[];
  set?: { lineKey: string; quantity: number }[];
  name?: { name: string; slug: string };
}

/** A change named a version the list no longer has; `current` is the list now. */
export class ShoppingListVersionConflictError extends Error {
  override readonly name = 'ShoppingListVersionConflictError';
  constructor(readonly current: ShoppingListRecord) {
    super(`shopping list is at version ${current.version}`);
  }
}

/** A create named a key a list already has. */
export class ShoppingListKeyTakenError extends Error {
  override readonly name = 'ShoppingListKeyTakenError';
  constructor(readonly key: string) {
    super(`shopping list ${key} exists`);
  }
}

/** A change would leave a list with more lines than `max`; nothing was written. */
export class ShoppingListTooLongError extends Error {
  override readonly name = 'ShoppingListTooLongError';
  constructor(readonly max: number) {
    super(`a shopping list holds at most ${max} lines`);
  }
}

/**
 * Shopping lists of the commerce backend (docs/rules/calls.md shoppingList, createShoppingList,
 * updateShoppingList, mergeShoppingList, deleteShoppingList). Scoped to ctx.mandantCode and
 * ctx.customer: another customer's or tenant's list is never found, read or written. Which keys a
 * session may use at all is the BFF's rule (libs/domain isOwnShoppingListKey, decision 0098); writes
 * record the context's contact and employee.
 */
export interface ShoppingListPort {
  /** The customer's list of this key with its lines; null when there is none. */
  getList(ctx: ShopContext, key: string): Promise<ShoppingListRecord | null>;
  /**
   * The list of this key, created for the context's contact (and employee) when missing; two callers
   * at once get the same list.
   */
  getOrCreateList(ctx: ShopContext, list: NewShoppingList): Promise<ShoppingListRecord>;
  /** A new list; ShoppingListKeyTakenError when the tenant has a list of that key. */
  createList(ctx: ShopContext, list: NewShoppingList): Promise<ShoppingListRecord>;
  /**
   * Changes the list when it is still at `expectedVersion`; the list after it. Null when there is no
   * such list; ShoppingListVersionConflictError when it moved on; ShoppingListTooLongError when it
   * would hold more than `maxLines` lines.
   */
  changeList(
    ctx: ShopContext,
    key: string,
    expectedVersion: number,
    change: ShoppingListChange,
    maxLines: number,
  ): Promise<ShoppingListRecord | null>;
  /**
   * Sums the lines of the lists of `keysToMerge` into the list of `key` at `expectedVersion` and empties
   * them (each at a new version), in one transaction; missing lists add nothing. The target after it
   * and the emptied lists; null when the target does not exist. Errors as changeList.
   */
  mergeLists(
    ctx: ShopContext,
    key: string,
    expectedVersion: number,
    keysToMerge: readonly string[],
    maxLines: number,
  ): Promise<{ list: ShoppingListRecord; emptied: ShoppingListRecord[] } | null>;
  /** Deletes the list at `expectedVersion`; false when there is none. ShoppingListVersionConflictError when it moved on. */
  deleteList(ctx: ShopContext, key: string, expectedVersion: number): Promise<boolean>;
}

/** Injection token of ShoppingListPort: a class injects only the ports it uses (docs/architecture.md). */
export const SHOPPING_LIST_PORT = Symbol('SHOPPING_LIST_PORT');
