import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { sessionSeesPricesIn, type WebRole } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import { useMe } from '../session/use-me';
import { useLocale } from '../locale/locale-context';
import { apolloPriceFetcher } from './fetch-prices';
import { priceStoreFor, keepPricesLive } from './price-registry';
import type { PriceKind, PriceState } from './price-store';

export type { CustomerPriceData, PriceKind, PriceState, TierPriceData } from './price-store';

export interface UsePricesResult {
  /**
   * True when this user gets prices here: signed in, acting for a customer of this locale's tenant,
   * in a role that sees prices. False for guests, the basket shopper and other tenants' users.
   */
  enabled: boolean;
  /** The state of a sku's price of the hook's kind; 'not-requested' when not enabled. */
  get(sku: string): PriceState;
  /** Asks again for a sku whose price failed to load (the shopper's retry). */
  retry(sku: string): void;
}

const NOT_REQUESTED: PriceState = { status: 'not-requested' };
const noSubscribe = () => () => undefined;

/**
 * Customer prices of the given skus, as listing (one unit) or detail (with tier prices) prices.
 * All usePrices calls of one render (a grid of cards each asking for its own sku, or a page asking
 * for all) become ONE request per kind; skus already requested are not requested again; open pages
 * update live when the worker changes this customer's prices. Stable API for the catalogue pages:
 * `const prices = usePrices(skus, 'listing'); prices.get(sku)`.
 */
export function usePrices(skus: readonly string[], kind: PriceKind): UsePricesResult {
  const { locale } = useLocale();
  const me = useMe().data?.me ?? null;
  const client = useApolloClient();
  const mandantCode = LOCALES[locale].mandantCode ?? '';
  // Price visibility and "own tenant" are libs/domain's rules (the BFF's too).
  const customerNo =
    me?.customer && sessionSeesPricesIn({ ...me, role: (me.role ?? null) as WebRole | null }, mandantCode)
      ? me.customer.customerNo
      : null;
  const store = useMemo(
    () => (customerNo ? priceStoreFor(locale, customerNo, () => apolloPriceFetcher(client, locale)) : null),
    [client, customerNo, locale],
  );
  useSyncExternalStore(
    store ? (listener) => store.subscribe(listener) : noSubscribe,
    () => store?.snapshot ?? 0,
    () => 0,
  );

  const skuKey = skus.join('\n');
  useEffect(() => {
    if (store) store.request(skuKey ? skuKey.split('\n') : [], kind);
  }, [store, skuKey, kind]);

  useEffect(() => {
    if (!store || !customerNo) return;
    return keepPricesLive(locale, mandantCode, customerNo);
  }, [store, locale, mandantCode, customerNo]);

  const get = useCallback((sku: string) => (store ? store.get(sku, kind) : NOT_REQUESTED), [store, kind]);
  const retry = useCallback((sku: string) => store?.request([sku], kind), [store, kind]);
  return { enabled: store !== null, get, retry };
}
