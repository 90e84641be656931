import { useEffect, useState } from 'react';
import { CURRENT_BUILD_ID, fetchLatestBuildId } from './build-id';

/** How often an open page asks whether a new build was deployed. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** A page that becomes visible checks at once, but not more often than this. */
export const BUILD_CHECK_MIN_GAP_MS = 30 * 1000;

export interface NewBuildOptions {
  currentId?: string | null;
  fetchLatest?: () => Promise<string | null>;
  intervalMs?: number;
  minGapMs?: number;
  now?: () => number;
}

/**
 * Whether the server now serves another build than the one running in this page (docs/rules/errors.md: new
 * build detected). Checks every 5 minutes and whenever the page becomes visible again; once a new
 * build is seen the answer stays true and checking stops. An unreadable answer changes nothing.
 */
export function useNewBuild({
  currentId = CURRENT_BUILD_ID,
  fetchLatest = fetchLatestBuildId,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  minGapMs = BUILD_CHECK_MIN_GAP_MS,
  now = Date.now,
}: NewBuildOptions = {}): boolean {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (!currentId || available) return;
    let active = true;
    let lastCheck = -Infinity;
    const check = () => {
      if (now() - lastCheck < minGapMs) return;
      lastCheck = now();
      void fetchLatest().then((latest) => {
        if (active && latest !== null && latest !== currentId) setAvailable(true);
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [available, currentId, fetchLatest, intervalMs, minGapMs, now]);

  return available;
}
