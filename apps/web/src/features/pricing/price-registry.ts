import { subscribeShopEvents } from '../events/shop-events';
import { PriceStore, type PriceFetcher } from './price-store';

interface Entry {
  store: PriceStore;
  users: number;
  unsubscribe: (() => void) | null;
}

const entries = new Map<string, Entry>();

/** The price store of one customer in one locale; one per browser tab, kept while the tab lives. */
export function priceStoreFor(locale: string, customerNo: string, fetcher: () => PriceFetcher): PriceStore {
  const key = `${locale}|${customerNo}`;
  let entry = entries.get(key);
  if (!entry) {
    entry = { store: new PriceStore(fetcher()), users: 0, unsubscribe: null };
    entries.set(key, entry);
  }
  return entry.store;
}

/** After a cart change: the customer's next detail price request loads tier prices afresh (decision 0046). */
export function clearDetailPricesBeforeNextAdd(locale: string, customerNo: string): void {
  entries.get(`${locale}|${customerNo}`)?.store.clearDetailBeforeNextAdd();
}

/**
 * Keeps the prices of a customer live while a component uses them: a prices-changed event for this
 * tenant and customer re-fetches the named skus (all, when the event says so); a reconnect of the
 * stream re-fetches everything known, since events may have been missed meanwhile. The events come
 * over the tab's one shop event stream (events/shop-events.ts), which maintenance listens to too.
 */
export function keepPricesLive(locale: string, mandantCode: string, customerNo: string): () => void {
  const entry = entries.get(`${locale}|${customerNo}`);
  if (!entry) return () => undefined;
  entry.users += 1;
  if (!entry.unsubscribe) {
    let opened = false;
    entry.unsubscribe = subscribeShopEvents(locale, {
      onOpen: () => {
        if (opened) entry.store.refresh();
        opened = true;
      },
      'prices-changed': (event) => {
        if (event.mandantCode !== mandantCode) return;
        const own = event.customers.find((c) => c.customerNo === customerNo);
        if (own) entry.store.refresh(own.skus);
      },
    });
  }
  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.unsubscribe?.();
    entry.unsubscribe = null;
  };
}

/** Tests only: forget every store and stop listening. */
export function resetPriceRegistry(): void {
  for (const entry of entries.values()) {
    entry.unsubscribe?.();
    entry.store.dispose();
  }
  entries.clear();
}
