import { isBuyable } from '../catalogue/buyable';
import { isValidEan13 } from '../ean';
import { SKU_PATTERN } from '../identifiers/identifiers';
import { MAX_LINES_PER_CHANGE, quantityProblem, type QuantityRule } from './cart-input';

/**
 * Quick order (docs/rules/routes-and-guards.md /schnellbestellung, decision 0040): rows of an article number or EAN and a
 * quantity go into the cart in one change, so a quick order has at most as many rows as one change
 * takes lines.
 */
export const MAX_QUICK_ORDER_ROWS = MAX_LINES_PER_CHANGE;
/** Most codes one lookup resolves (an integrator may look up more than one form holds). */
export const MAX_QUICK_ORDER_CODES = 200;

/** How a code found its product. */
export type QuickOrderMatchKind = 'SKU' | 'EAN';

/** A code worth looking up: EAN-13s are digits, so the sku pattern covers both kinds. */
export function isQuickOrderCode(code: string): boolean {
  return SKU_PATTERN.test(code);
}

/** The codes that may name a product by EAN: EAN-13s with a right check digit (typos find nothing). */
export function eanCodesOf(codes: readonly string[]): string[] {
  return [...new Set(codes.filter(isValidEan13))];
}

export interface QuickOrderMatch<P> {
  code: string;
  product: P | null;
  matchedBy: QuickOrderMatchKind | null;
}

/**
 * The product each code names among `found` (the tenant's products looked up by sku and by EAN): the
 * one with that sku, otherwise, for an EAN-13, the one with that EAN. A sku wins, so a sku that happens
 * to look like another product's EAN still finds its own product.
 */
export function matchQuickOrderCodes<P extends { sku: string; ean: string }>(
  codes: readonly string[],
  found: readonly P[],
): QuickOrderMatch<P>[] {
  const bySku = new Map(found.map((product) => [product.sku, product]));
  const byEan = new Map<string, P>();
  // Several products may share an EAN: the lowest sku answers, whatever order they came in.
  for (const product of [...found].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)))
    if (!byEan.has(product.ean)) byEan.set(product.ean, product);
  return codes.map((code) => {
    const sku = bySku.get(code);
    if (sku) return { code, product: sku, matchedBy: 'SKU' };
    const ean = isValidEan13(code) ? byEan.get(code) : undefined;
    return ean ? { code, product: ean, matchedBy: 'EAN' } : { code, product: null, matchedBy: null };
  });
}

/** What the row check reads of a product: the buyable rule's attribute and the quantity rule. */
export interface QuickOrderProduct {
  successorArticleNumber: string | null;
  rule: QuantityRule;
}

/** Why a row cannot go into the cart: a message key, and the minimum when the quantity is below it. */
export interface QuickOrderRowProblem {
  messageKey: string;
  minimum?: number;
}

/**
 * Whether a row may go into the cart as it is (the cart's own line checks, docs/rules/states-and-rules.md): its product
 * is known, buyable, and the quantity is a whole number from the minimum order quantity on. A row
 * adds, so 0 is no quantity here.
 */
export function quickOrderRowProblem(
  quantity: number | null,
  product: QuickOrderProduct | null,
): QuickOrderRowProblem | null {
  if (!product) return { messageKey: 'error.unknown-sku' };
  if (!isBuyable({ successor_article_number: product.successorArticleNumber }, true))
    return { messageKey: 'error.product-not-buyable' };
  if (quantity === null || quantity === 0) return { messageKey: 'error.invalid-add-quantity' };
  const problem = quantityProblem(quantity, product.rule);
  if (problem === 'error.quantity-below-minimum')
    return { messageKey: problem, minimum: product.rule.minimumOrderQuantity };
  return problem ? { messageKey: 'error.invalid-add-quantity' } : null;
}
