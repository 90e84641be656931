/** The product attributes the buyable rule reads (docs/rules/data-model.md: has_ivp_prices, successor_article_number). */
export interface BuyableAttributes {
  has_ivp_prices?: unknown;
  successor_article_number?: unknown;
}

/** A successor article number counts only when it names an article (not null, not blank). */
export function hasSuccessorArticle(attributes: BuyableAttributes): boolean {
  const successor = attributes.successor_article_number;
  if (typeof successor === 'string') return successor.trim() !== '';
  if (typeof successor === 'number') return Number.isFinite(successor);
  return false;
}

/**
 * docs/rules/states-and-rules.md: A product is buyable when it has prices — has_ivp_prices is true or a price is known
 * for its sku — and it has no successor article number.
 */
export function isBuyable(attributes: BuyableAttributes, priceKnownForSku: boolean): boolean {
  const hasPrices = attributes.has_ivp_prices === true || priceKnownForSku;
  return hasPrices && !hasSuccessorArticle(attributes);
}
