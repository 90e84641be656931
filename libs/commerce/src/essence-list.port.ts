import type { EssenceListSource, EssenceRestriction, ShopContext } from '@shop/domain';

/** One purchase of an essence sku: the day of the order (its ordered_at) and the quantity it took. */
export interface EssencePurchaseRecord {
  orderedAt: string;
  quantity: number;
}

/** An essence list entry (docs/rules/data-model.md, decision 0101). */
export interface EssenceListEntryRecord {
  /** The code of the list the entry belongs to: the customer's number (one list per customer). */
  essenceCode: string;
  /** The sku (itemNo) and the product's id (identifier) and slug in the context's language. */
  itemNo: string;
  identifier: string;
  productSlug: string;
  /** The last purchases, newest first, at most ESSENCE_LIST_PURCHASES. */
  purchases: EssencePurchaseRecord[];
}

/** essence lists (docs/rules/calls.md): page, limit and filters; the tenant and customer come from ctx. */
export interface EssenceListQuery {
  page: number;
  limit: number;
  /** Part of the sku or of the product name (case-insensitive); null: every entry. */
  search: string | null;
}

export interface EssenceListPage {
  source: EssenceListSource;
  /** The customer may order only the list's skus. */
  onlyEssence: boolean;
  items: EssenceListEntryRecord[];
  total: number;
}

/** The customer's essence skus and whether it may order only those (decision 0102). */
export interface EssenceSkusRecord extends EssenceRestriction {
  source: EssenceListSource;
}

/**
 * The essence list of the context's customer (decisions 0101, 0102): what it buys regularly, and the
 * restriction to it. Scoped to ctx.mandantCode and ctx.customer; a context without a customer has none.
 */
export interface EssenceListPort {
  /** The customer's essence skus (configured by the ERP, else from its order history) and its flag. */
  essenceSkus(ctx: ShopContext): Promise<EssenceSkusRecord>;
  /** The essence list, newest purchase first (skus never bought after them, by sku), paged. */
  essenceList(ctx: ShopContext, query: EssenceListQuery): Promise<EssenceListPage>;
}

export const ESSENCE_LIST_PORT = Symbol('ESSENCE_LIST_PORT');
