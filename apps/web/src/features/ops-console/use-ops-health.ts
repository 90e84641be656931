import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchOpsHealth, type OpsHealth } from './ops-api';

/** How often the health view reads again: the samples are 10-second windows. */
export const HEALTH_REFRESH_MS = 10_000;

export interface OpsHealthState {
  health: OpsHealth | null;
  failed: boolean;
  reload: () => void;
}

/** The shop's health for the console, read now and every HEALTH_REFRESH_MS while the console is open. */
export function useOpsHealth(refreshMs = HEALTH_REFRESH_MS): OpsHealthState {
  const [health, setHealth] = useState<OpsHealth | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  const reload = useCallback(() => {
    const id = ++request.current;
    fetchOpsHealth().then(
      (answer) => {
        if (id !== request.current) return;
        setHealth(answer);
        setFailed(false);
      },
      () => {
        if (id === request.current) setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    reload();
    const timer = setInterval(reload, refreshMs);
    return () => {
      clearInterval(timer);
      request.current += 1;
    };
  }, [reload, refreshMs]);

  return { health, failed, reload };
}
