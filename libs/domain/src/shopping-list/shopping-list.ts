import { isBuyable, type BuyableAttributes } from '../catalogue/buyable';
import { skusOutsideEssenceList, type EssenceRestriction } from '../cart/essence-list';
import { planReorder, type ReorderSkipReason } from '../order/reorder';
import { SCAN_ME_KEY_SUFFIX, shoppingListKeyOf } from '../session-keys';
import type { ShopContext } from '../shop-context';

/** Lines a shopping list may hold; an add beyond it is refused. */
export const MAX_SHOPPING_LIST_LINES = 500;
/** Characters of a list's name and description. */
export const MAX_SHOPPING_LIST_NAME_LENGTH = 100;
export const MAX_SHOPPING_LIST_DESCRIPTION_LENGTH = 500;
/** Lists one merge may take in. */
export const MAX_LISTS_TO_MERGE = 10;
/** Attributes a list may carry, and the length of a name and a value. */
export const MAX_SHOPPING_LIST_ATTRS = 20;
export const MAX_SHOPPING_LIST_ATTR_LENGTH = 200;
/** The currency of a list line's price when the price names none (decision 0100). */
export const DEFAULT_WISHLIST_CURRENCY = 'EUR';
/** A list key: the parts of shoppingListKeyOf joined by dashes, with an optional -ScanMe. */
export const SHOPPING_LIST_KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** The session's two list keys: its shopping list and its scan-me list (decision 0098). */
export interface ShoppingListKeys {
  shoppingList: string;
  scanMe: string;
}

/**
 * The keys of the lists a session may read and write: the shopping list of the contact it acts as
 * (customerNo-contactNo-mandantCode; an employee's with the login e-mail hash first) and that key's
 * scan-me list. Null for a session without a customer and contact (guests, employees before they pick
 * a customer).
 */
export function shoppingListKeysOf(
  ctx: Pick<ShopContext, 'mandantCode' | 'customer' | 'contact' | 'employee'>,
): ShoppingListKeys | null {
  if (!ctx.customer || !ctx.contact) return null;
  const key = shoppingListKeyOf({
    mandantCode: ctx.mandantCode,
    customerNo: ctx.customer.customerNo,
    contactNo: ctx.contact.contactNo,
    loginEmailHash: ctx.employee?.loginEmailHash ?? null,
  });
  return key ? { shoppingList: key, scanMe: `${key}${SCAN_ME_KEY_SUFFIX}` } : null;
}

/**
 * Whether `key` is one of the session's own list keys. Any other key (another contact's, another
 * customer's, another tenant's, the contact's own key seen by an employee) is treated as not existing
 * (decision 0098): the BFF answers NOT_FOUND and changes nothing.
 */
export function isOwnShoppingListKey(keys: ShoppingListKeys | null, key: string): boolean {
  return keys !== null && (key === keys.shoppingList || key === keys.scanMe);
}

/** A line of a list as the rules see it: its sku (null for a line without a product) and the product found for it. */
export interface ListLineForRules {
  key: string;
  sku: string | null;
  quantity: number;
  name: string;
}

/** Whether a list line can go to a cart: it has a sku the tenant sells, and that product is buyable. */
export function isListLineBuyable(
  line: { sku: string | null },
  product: { attributes: BuyableAttributes } | null | undefined,
): boolean {
  return line.sku !== null && !!product && isBuyable(product.attributes, true);
}

/** Why a list line stays out of the cart (message keys of the web). */
export type ListToCartSkipReason =
  | ReorderSkipReason
  | 'error.list-line-without-sku'
  | 'error.essence-list-only';

export interface ListToCartPlan {
  add: { sku: string; quantity: number }[];
  skipped: { key: string; sku: string | null; name: string; reason: ListToCartSkipReason }[];
}

/**
 * A list into the cart (decision 0100): the lines with a sku the tenant sells that are buyable and, for
 * an essence-only customer, on its essence list, each at an allowed quantity of its product; the others
 * are reported, never dropped silently, and do not keep the rest out of the cart.
 */
export function planListToCart(
  lines: readonly ListLineForRules[],
  products: ReadonlyMap<string, { attributes: BuyableAttributes & Record<string, unknown> }>,
  restriction: EssenceRestriction = { onlyEssence: false, skus: [] },
): ListToCartPlan {
  const withSku = lines.filter((line): line is ListLineForRules & { sku: string } => line.sku !== null);
  const plan = planReorder(withSku, products);
  const keyOfSku = new Map(withSku.map((line) => [line.sku, line.key]));
  const nameOfSku = new Map(withSku.map((line) => [line.sku, line.name]));
  const outside = new Set(
    skusOutsideEssenceList(
      restriction,
      plan.add.map((line) => line.sku),
    ),
  );
  return {
    add: plan.add.filter((line) => !outside.has(line.sku)),
    skipped: [
      ...lines
        .filter((line) => line.sku === null)
        .map((line) => ({
          key: line.key,
          sku: null,
          name: line.name,
          reason: 'error.list-line-without-sku' as const,
        })),
      ...plan.skipped.map((skip) => ({ ...skip, key: keyOfSku.get(skip.sku) ?? skip.sku })),
      ...[...outside].map((sku) => ({
        key: keyOfSku.get(sku) ?? sku,
        sku,
        name: nameOfSku.get(sku) ?? sku,
        reason: 'error.essence-list-only' as const,
      })),
    ],
  };
}

/** A list's slug: its name in lower case, letters and digits joined by single dashes ("list" when none are left). */
export function shoppingListSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'list';
}
