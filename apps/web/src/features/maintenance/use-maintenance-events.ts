import { useEffect, useState } from 'react';
import type { MaintenanceState } from '@shop/jobs';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { fetchMaintenanceStates } from './fetch-maintenance-states';
import { isNewerState } from './maintenance-rule';
import { subscribeShopEvents } from '../events/shop-events';

export interface TenantMaintenanceState {
  mandantCode: string;
  state: MaintenanceState;
}

/**
 * Live maintenance state of the locale's tenant. Read with POST /api/maintenance on load and on
 * every (re)connect of the tab's shop event stream (events/shop-events.ts: `/sse?locale=…`, one per
 * browser shared by its tabs, reconnecting with backoff), and kept
 * current by `maintenance` server-sent events: an event of this tenant applies at once and makes the
 * client refresh the state (docs/rules/states-and-rules.md). Events of other tenants are ignored; an older state never
 * replaces a newer one.
 */
export function useMaintenanceEvents(locale: LocaleCode): TenantMaintenanceState | null {
  const mandantCode = LOCALES[locale].mandantCode;
  const [current, setCurrent] = useState<TenantMaintenanceState | null>(null);

  useEffect(() => {
    if (!mandantCode) return;
    let active = true;
    const controller = new AbortController();

    const apply = (state: MaintenanceState) => {
      if (!active) return;
      setCurrent((previous) =>
        previous && previous.mandantCode === mandantCode && !isNewerState(state, previous.state)
          ? previous
          : { mandantCode, state },
      );
    };

    const refresh = () => {
      fetchMaintenanceStates(controller.signal)
        .then((states) => {
          const state = states[mandantCode];
          if (state) apply(state);
        })
        // Not reachable (BFF restarting): the stream's reconnect triggers the next read.
        .catch(() => undefined);
    };

    refresh();
    const unsubscribe = subscribeShopEvents(locale, {
      onOpen: refresh,
      maintenance: (event) => {
        if (event.mandantCode !== mandantCode) return;
        apply(event.state);
        refresh();
      },
    });
    return () => {
      active = false;
      controller.abort();
      unsubscribe();
    };
  }, [locale, mandantCode]);

  return current && current.mandantCode === mandantCode ? current : null;
}
