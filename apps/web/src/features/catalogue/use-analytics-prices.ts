import { usePrices, type PriceKind } from '../pricing/use-prices';
import type { AnalyticsProduct } from '../analytics/analytics';

/**
 * The customer prices analytics reports with a list or product view (docs/rules/constants.md: amounts where a
 * price is known). They come from the page's own price request (the price store batches and
 * deduplicates), so reporting costs no request. `settled` turns true once every sku's price is
 * loaded or has failed to load, at once for users who see no prices.
 */
export function useAnalyticsPrices(
  skus: readonly string[],
  kind: PriceKind,
): { settled: boolean; withPrices: <P extends AnalyticsProduct>(products: readonly P[]) => P[] } {
  const prices = usePrices(skus, kind);
  const settled =
    !prices.enabled || skus.every((sku) => ['loaded', 'failed'].includes(prices.get(sku).status));
  const priceOf = (sku: string) => {
    const state = prices.get(sku);
    return state.status === 'loaded' ? (state.price?.price ?? null) : null;
  };
  return {
    settled,
    withPrices: (products) => products.map((product) => ({ ...product, price: priceOf(product.sku) })),
  };
}
