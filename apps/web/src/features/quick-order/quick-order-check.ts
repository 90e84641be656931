import { isQuickOrderCode, quickOrderRowProblem } from '@shop/domain';
import type { QuickOrderLookupQuery } from '../../gql/generated';
import type { CartLineChange } from '../cart/use-cart';
import { parseQuantity } from './quick-order-parse';
import { isFilled, type QuickOrderRow, type RowIssue } from './quick-order-rows';

export type LookupMatch = QuickOrderLookupQuery['quickOrderLookup'][number];

/** A product going into the cart by quick order (what the analytics event reports). */
export interface AddedItem {
  sku: string;
  name: string;
  quantity: number;
}

export interface CheckedRows {
  /** One cart line per product: rows naming the same product (by sku and by EAN) add up. */
  lines: CartLineChange[];
  items: AddedItem[];
  /** The rows whose lines these are. */
  passing: Set<string>;
  /** Every other filled row, with why it cannot go in. */
  issues: Map<string, RowIssue>;
}

/** The codes of the filled rows worth asking the BFF about, each once. */
export function codesToLookUp(rows: readonly QuickOrderRow[]): string[] {
  return [...new Set(rows.filter(isFilled).map((row) => row.code.trim()))].filter(isQuickOrderCode);
}

/**
 * Each filled row checked with the cart's rules of libs/domain against what its code found
 * (`matches`, the lookup's answer): known, buyable, a quantity from the minimum order quantity on.
 */
export function checkRows(rows: readonly QuickOrderRow[], matches: readonly LookupMatch[]): CheckedRows {
  const byCode = new Map(matches.map((match) => [match.code, match.product]));
  const checked: CheckedRows = { lines: [], items: [], passing: new Set(), issues: new Map() };
  const itemBySku = new Map<string, AddedItem>();
  for (const row of rows.filter(isFilled)) {
    const code = row.code.trim();
    if (!isQuickOrderCode(code)) {
      checked.issues.set(row.id, { messageKey: 'error.invalid-quick-order-code' });
      continue;
    }
    const product = byCode.get(code) ?? null;
    const quantity = parseQuantity(row.quantity);
    const problem = quickOrderRowProblem(
      quantity,
      product && {
        successorArticleNumber: product.attributes.successorArticleNumber ?? null,
        rule: { minimumOrderQuantity: product.attributes.minimumOrderQuantity, qtyInOverpack: null },
      },
    );
    if (problem) {
      checked.issues.set(row.id, {
        ...problem,
        productName: product?.name,
        successor: product?.attributes.successorArticleNumber,
      });
      continue;
    }
    // No problem: a known product and a whole quantity.
    const { sku, name } = product!;
    checked.passing.add(row.id);
    const item = itemBySku.get(sku);
    if (item) item.quantity += quantity!;
    else {
      const added = { sku, name, quantity: quantity! };
      itemBySku.set(sku, added);
      checked.items.push(added);
    }
  }
  checked.lines = checked.items.map(({ sku, quantity }) => ({ sku, quantity }));
  return checked;
}
