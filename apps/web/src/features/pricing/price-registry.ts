import { parseShopEvent } from '@shop/jobs';
import { openSharedEventStream } from '../events/shared-event-stream';
import type { EventStream } from '../events/event-stream';
import { PriceStore, type PriceFetcher } from './price-store';

interface Entry {
  store: PriceStore;
  users: number;
  stream: EventStream | null;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
}

/** How long the live stream stays open after the last price user unmounted (page navigation). */
const STREAM_LINGER_MS = 5000;
const entries = new Map<string, Entry>();

/** The price store of one customer in one locale; one per browser tab, kept while the tab lives. */
export function priceStoreFor(locale: string, customerNo: string, fetcher: () => PriceFetcher): PriceStore {
  const key = `${locale}|${customerNo}`;
  let entry = entries.get(key);
  if (!entry) {
    entry = { store: new PriceStore(fetcher()), users: 0, stream: null, closeTimer: undefined };
    entries.set(key, entry);
  }
  return entry.store;
}

/**
 * Keeps the prices of a customer live while a component uses them: a prices-changed event for this
 * tenant and customer re-fetches the named skus (all, when the event says so); a reconnect of the
 * stream re-fetches everything known, since events may have been missed meanwhile. The stream is a
 * separate shared one (`&topic=prices`): the maintenance stream relays only its own event types.
 */
export function keepPricesLive(locale: string, mandantCode: string, customerNo: string): () => void {
  const entry = entries.get(`${locale}|${customerNo}`);
  if (!entry) return () => undefined;
  entry.users += 1;
  clearTimeout(entry.closeTimer);
  if (!entry.stream) {
    let opened = false;
    entry.stream = openSharedEventStream(`/sse?locale=${encodeURIComponent(locale)}&topic=prices`, {
      onOpen: () => {
        if (opened) entry.store.refresh();
        opened = true;
      },
      listeners: {
        'prices-changed': (data) => {
          const event = parseShopEvent(data);
          if (event?.type !== 'prices-changed' || event.mandantCode !== mandantCode) return;
          const own = event.customers.find((c) => c.customerNo === customerNo);
          if (own) entry.store.refresh(own.skus);
        },
      },
    });
  }
  return () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.closeTimer = setTimeout(() => {
      if (entry.users > 0) return;
      entry.stream?.close();
      entry.stream = null;
    }, STREAM_LINGER_MS);
  };
}

/** Tests only: forget every store and close every stream. */
export function resetPriceRegistry(): void {
  for (const entry of entries.values()) {
    clearTimeout(entry.closeTimer);
    entry.stream?.close();
    entry.store.dispose();
  }
  entries.clear();
}
