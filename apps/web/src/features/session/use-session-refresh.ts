import { useEffect, useRef } from 'react';
import { SESSION_REFRESH_INTERVAL_MS } from '@shop/domain';
import { fetchSessionState, type SessionState } from './session-api';

/**
 * docs/rules/constants.md: re-reads the session every 900000 ms and when the window becomes visible again.
 * `onState` gets the server's answer (null when it could not be read).
 */
export function useSessionRefresh(onState: (state: SessionState | null) => void, enabled = true): void {
  const latest = useRef(onState);
  useEffect(() => {
    latest.current = onState;
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const refresh = () => {
      void fetchSessionState().then((state) => {
        if (active) latest.current(state);
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(refresh, SESSION_REFRESH_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
