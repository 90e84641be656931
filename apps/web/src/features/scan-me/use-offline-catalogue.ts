import { useCallback, useEffect, useState } from 'react';
import type { LocaleCode } from '@shop/locales';
import type { OfflineProduct } from '@shop/domain';
import { loadScanMeSettings, refreshCatalogue } from './offline-catalogue';
import { catalogueKeyOfLocale, readCatalogue, type StoredCatalogue } from './scan-me-store';

export type OfflineCatalogueState =
  | { status: 'loading' }
  /** No offline catalogue URL is configured (docs/decisions/0106). */
  | { status: 'off' }
  | { status: 'failed' }
  | {
      status: 'ready';
      products: ReadonlyMap<string, OfflineProduct>;
      revision: string;
      checkedAt: number;
      /** The copy could not be confirmed current (offline or the server failed). */
      stale: boolean;
    };

const ready = (stored: StoredCatalogue, stale: boolean): OfflineCatalogueState => ({
  status: 'ready',
  products: new Map(Object.entries(stored.products)),
  revision: stored.revision,
  checkedAt: stored.checkedAt,
  stale,
});

/**
 * The offline catalogue of the page's locale: the stored copy at once, then a delta (or the full
 * catalogue) when online, and again whenever the browser comes back online.
 */
export function useOfflineCatalogue(locale: LocaleCode): OfflineCatalogueState & { retry: () => void } {
  const [state, setState] = useState<OfflineCatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = catalogueKeyOfLocale(locale);

  useEffect(() => {
    let cancelled = false;
    const sync = async () => {
      const stored = await readCatalogue(key).catch(() => null);
      if (cancelled) return;
      // The stored copy at once; it is called stale only when the server cannot confirm it.
      if (stored) setState(ready(stored, false));
      const settings = await loadScanMeSettings();
      if (cancelled) return;
      if (!settings?.offlineCatalogueUrl) {
        setState(stored ? ready(stored, true) : { status: settings ? 'off' : 'failed' });
        return;
      }
      try {
        const fresh = await refreshCatalogue(key, locale, settings.offlineCatalogueUrl);
        if (!cancelled) setState(ready(fresh, false));
      } catch {
        if (!cancelled) setState(stored ? ready(stored, true) : { status: 'failed' });
      }
    };
    void sync();
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => {
      cancelled = true;
      window.removeEventListener('online', online);
    };
  }, [key, locale, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
