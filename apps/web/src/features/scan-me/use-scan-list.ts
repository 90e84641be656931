import { useCallback, useEffect, useRef, useState } from 'react';
import {
  scanListReducer,
  scanMeListKeyOf,
  type OfflineProduct,
  type ScanLine,
  type ScanListAction,
} from '@shop/domain';
import type { LocaleCode } from '@shop/locales';
import type { MeQuery } from '../../gql/generated';
import { syncScanList } from './scan-list-sync';
import { customerListId, guestId, guestListId, readList, serverKeyOfList, updateList } from './scan-me-store';

type Me = NonNullable<MeQuery['me']>;

/**
 * Which list scan-me edits: a customer's own (`customer:<…-ScanMe key>`, synced with the server's list
 * of that key), else the guest's; an employee acting for a customer gets their own key.
 */
export function scanListIdOf(me: Me | null | undefined): string | null {
  if (me?.customer && me.contact && me.mandantCode) {
    const key = scanMeListKeyOf({
      mandantCode: me.mandantCode,
      customerNo: me.customer.customerNo,
      contactNo: me.contact.contactNo,
      loginEmailHash: me.loginEmailHash,
    });
    if (key) return customerListId(key);
  }
  const guest = guestId();
  return guest ? guestListId(guest) : null;
}

const LAST_LIST_KEY = 'shop.scanMe.lastListId';

/**
 * The list id for the page: from `me` when it answered (and remembered), else — offline, where `me`
 * cannot answer — the one last used on this device, else the guest's. Null while `me` loads.
 */
export function useScanListId(data: MeQuery | undefined, failed: boolean): string | null {
  if (data) {
    const id = scanListIdOf(data.me);
    try {
      if (id) localStorage.setItem(LAST_LIST_KEY, id);
    } catch {
      // No storage: nothing to remember.
    }
    return id;
  }
  if (!failed) return null;
  try {
    return localStorage.getItem(LAST_LIST_KEY) ?? scanListIdOf(null);
  } catch {
    return null;
  }
}

export type ScanListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; lines: ScanLine[] };

/**
 * Where the list stands against the server (signed-in customers only; a guest's list is the device's):
 * `conflict` — a write met a change made elsewhere and was applied again on top of it.
 */
export type ScanListSyncState = 'idle' | 'syncing' | 'synced' | 'conflict' | 'failed';

/** How long after a change the list is sent: a burst of scans goes as one write. */
export const SYNC_DELAY_MS = 800;

/**
 * The scan-me list of `listId`, read from IndexedDB and written back after each change (the change is
 * applied to the stored list in one transaction, so a sync's result in between is kept); other tabs'
 * changes arrive on the next focus. A signed-in customer's list is synced with the server's
 * `…-ScanMe` list (docs/decisions/0130-scan-me-list-sync.md) once the catalogue can name the skus: on
 * load, shortly after each change, on focus and when the browser comes back online.
 */
export function useScanList(
  listId: string | null,
  sync: { locale: LocaleCode; products: ReadonlyMap<string, OfflineProduct> | null } | null = null,
) {
  // The state of the list it was read for: another id shows loading until its own read answers.
  const [read, setRead] = useState<{ id: string; state: ScanListState } | null>(null);
  const [syncState, setSyncState] = useState<ScanListSyncState>('idle');
  const current = useRef<ScanLine[]>([]);
  // Changes on their way into IndexedDB: while there are some, the screen keeps its own lines.
  const writes = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const syncing = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const products = sync?.products ?? null;
  const locale = sync?.locale ?? null;

  const adopt = useCallback(
    (lines: ScanLine[]) => {
      if (!listId) return;
      current.current = lines;
      setRead({ id: listId, state: { status: 'ready', lines } });
    },
    [listId],
  );

  const runSync = useCallback(async () => {
    if (!listId || !serverKeyOfList(listId) || !products || !locale || !navigator.onLine) return;
    if (syncing.current.running) {
      syncing.current.again = true;
      return;
    }
    syncing.current = { running: true, again: false };
    setSyncState('syncing');
    let conflicted = false;
    try {
      do {
        syncing.current.again = false;
        const result = await syncScanList(listId, locale, products);
        if (result.kind === 'synced') {
          conflicted ||= result.conflicted;
          if (writes.current === 0) adopt(result.list.lines);
        }
      } while (syncing.current.again);
      setSyncState(conflicted ? 'conflict' : 'synced');
    } catch {
      // Offline meanwhile, or refused: the list stays on the device and goes with the next sync.
      setSyncState(navigator.onLine ? 'failed' : 'idle');
    } finally {
      syncing.current.running = false;
    }
  }, [listId, adopt, products, locale]);

  // Read on load and on focus, then synced; again once the catalogue (which names the skus) arrives.
  useEffect(() => {
    if (!listId) return;
    let cancelled = false;
    const load = () =>
      readList(listId).then(
        (stored) => {
          if (cancelled) return;
          if (writes.current === 0) adopt(stored?.lines ?? []);
          void runSync();
        },
        () => !cancelled && setRead({ id: listId, state: { status: 'failed' } }),
      );
    void load();
    const onFocus = () => void load();
    const onOnline = () => void runSync();
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
    };
  }, [listId, attempt, adopt, runSync]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const dispatch = useCallback(
    (action: ScanListAction): ScanLine[] => {
      const next = scanListReducer(current.current, action);
      if (!listId) return next;
      adopt(next);
      writes.current += 1;
      void updateList(listId, (stored) => ({
        id: listId,
        lines: scanListReducer(stored?.lines ?? [], action),
        updatedAt: Date.now(),
        synced: stored?.synced ?? null,
      })).then(
        (list) => {
          writes.current -= 1;
          if (writes.current === 0) adopt(list.lines);
          clearTimeout(timer.current ?? undefined);
          timer.current = setTimeout(() => void runSync(), SYNC_DELAY_MS);
        },
        () => {
          writes.current -= 1;
        },
      );
      return next;
    },
    [listId, adopt, runSync],
  );

  const state: ScanListState = read && read.id === listId ? read.state : { status: 'loading' };
  return { state, dispatch, syncState, retry: () => setAttempt((n) => n + 1) };
}
